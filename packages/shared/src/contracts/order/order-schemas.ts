import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { OrderStatus } from '../../rules/order-status.ts';
import {
  calendarDateSchema,
  locationSchema,
  projectAttachmentSchema,
  rowVersionSchema,
} from '../project/project-schemas.ts';
import { netAddSchema, quoteLineItemSchema, quoteTotalsSchema } from '../quote/quote-schemas.ts';

/**
 * Issue 5 part 5: orders (docs/domain.md section 6). The spec names no order endpoint; these contracts
 * are ours. An order freezes its quote's priced lines, net adds and totals at order time.
 */
export const orderSnapshotSchema = z.object({
  LineItems: z.array(quoteLineItemSchema),
  NetAdds: z.array(netAddSchema),
  /** Null for readers who may not see prices. */
  Totals: quoteTotalsSchema.nullable(),
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

export const projectOrderSummarySchema = z.object({
  ProjectOrderId: z.number(),
  OrderNumber: z.string(),
  ProjectQuoteId: z.number(),
  QuoteNumber: z.string(),
  Revision: z.number(),
  ProjectId: z.number(),
  ProjectName: z.string(),
  BrandId: z.number(),
  BrandName: z.string(),
  /** Requested 1, Entered 2, Shipped 3, Cancelled 4 (rules/order-status.ts). */
  Status: z.number(),
  StatusName: z.string(),
  PoNumber: z.string(),
  RequestedShipDate: z.string(),
  /** The frozen total; null for readers who may not see prices. */
  Total: z.string().nullable(),
  CreatedByName: z.string(),
  DateCreated: z.string(),
  DateModified: z.string(),
  DateStatusChanged: z.string(),
  RowVersion: z.number(),
});
export type ProjectOrderSummary = z.infer<typeof projectOrderSummarySchema>;

export const projectOrderSchema = projectOrderSummarySchema.extend({
  ShipToLocation: locationSchema.nullable(),
  BillToLocation: locationSchema.nullable(),
  Snapshot: orderSnapshotSchema,
  /** Statuses this reader may move the order to now. */
  NextStatusIds: z.array(z.number()),
  /**
   * The active attachments of the order request: project attachments of the order's quote with the
   * lookup value OrderRequest 6 (a quote has at most one order, so the quote names the order).
   */
  Attachments: z.array(projectAttachmentSchema),
});
export type ProjectOrder = z.infer<typeof projectOrderSchema>;

const maxNote = { error: 'Note must be no more than 2000 characters long' };
const poNumberMessage = 'Enter the PO number.';

export const createOrderRequestSchema = z.object({
  ProjectQuoteId: idSchema,
  /** The quote's version as read: ordering changes its status. */
  RowVersion: rowVersionSchema,
  PoNumber: z
    .string({ error: poNumberMessage })
    .trim()
    .min(1, { error: poNumberMessage })
    .max(50, { error: 'PO number must be no more than 50 characters long' }),
  RequestedShipDate: calendarDateSchema,
  Note: z.string().trim().max(2000, maxNote).default(''),
});

const statusIds = Object.values(OrderStatus) as number[];
const statusMessage = 'Choose an order status from the list.';
const statusSchema = z
  .number({ error: statusMessage })
  .int({ error: statusMessage })
  .refine((value) => statusIds.includes(value), { error: statusMessage });

export const updateOrderStatusSchema = z.object({
  ProjectOrderId: idSchema,
  Status: statusSchema,
  Note: z.string().trim().max(2000, maxNote).default(''),
  /** The order's version as read. */
  RowVersion: rowVersionSchema,
});

export const orderSortFields = [
  'OrderNumber',
  'QuoteNumber',
  'ProjectName',
  'BrandName',
  'Status',
  'PoNumber',
  'RequestedShipDate',
  'Total',
  'CreatedByName',
  'DateCreated',
  'DateModified',
] as const;
export type OrderSortField = (typeof orderSortFields)[number];

export const searchOrdersSchema = z.object({
  Status: statusSchema.optional(),
  BrandId: idSchema.optional(),
  /** Orders created on or after this day (UTC). */
  DateFrom: calendarDateSchema.optional(),
  /** Orders created on or before this day (UTC). */
  DateTo: calendarDateSchema.optional(),
  /** Part of the PO number, project name, quote number or order number. */
  Text: z
    .string()
    .trim()
    .max(200, { error: 'Search text must be no more than 200 characters long' })
    .default(''),
  /** The column the list is sorted by; newest first when not given. */
  SortRequest: z
    .object({
      SortField: z.enum(orderSortFields, { error: 'Choose a column of the order list to sort by.' }),
      SortDirection: z.enum(['Ascending', 'Descending']).default('Ascending'),
    })
    .default({ SortField: 'DateCreated', SortDirection: 'Descending' }),
  PageNumber: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(50),
});

export const orderMessages = {
  notFound: 'Order not found.',
  alreadyOrdered: 'This quote already has an order.',
  shipDatePast: 'Requested ship date cannot be in the past.',
  dateRange: 'The start date must not be after the end date.',
  noOrderProcessing: 'No active order processing user can receive the order; ask an administrator.',
  noTotal:
    'This quote cannot be ordered while a line has no multiplier: ask for a multiplier for its category first.',
} as const;
