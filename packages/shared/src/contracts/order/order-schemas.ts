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

/**
 * Issue 15 item 6 (ADR 0033): an address typed when ordering, kept with the order as typed (the quote's
 * location only prefills it). Country and state or province codes come from the address lookups.
 */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be no more than ${max} characters long` })
    .default('');
const requiredText = (max: number, message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be no more than ${max} characters long` });

export const orderAddressSchema = z.object({
  Name: requiredText(200, 'Enter the name (company or person) of the address.', 'Name'),
  Attention: text(200, 'Attention'),
  Address1: requiredText(200, 'Enter the street address.', 'Street address'),
  Address2: text(200, 'Street address line 2'),
  City: requiredText(100, 'Enter the city.', 'City'),
  StateProvinceCode: text(10, 'State or province'),
  PostalCode: requiredText(20, 'Enter the postal code.', 'Postal code'),
  CountryCode: z.string({ error: 'Choose a country.' }).trim().length(2, { error: 'Choose a country.' }),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The requested ship date order processing set for one line of the order. */
export const orderLineShipDateSchema = z.object({
  ProjectScheduleLineItemId: idSchema,
  RequestedShipDate: calendarDateSchema,
});

/** What order processing records on an order (ADR 0033); empty strings and null until recorded. */
export const orderFulfilmentSchema = z.object({
  ErpOrderNumber: z.string(),
  Carrier: z.string(),
  TrackingNumber: z.string(),
  ActualShipDate: z.string().nullable(),
  LineShipDates: z.array(z.object({ ProjectScheduleLineItemId: z.number(), RequestedShipDate: z.string() })),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

export const orderHistoryStepSchema = z.object({
  EventLogId: z.number(),
  Action: z.string(),
  Summary: z.string(),
  UserName: z.string(),
  At: z.string(),
});
export type OrderHistoryStep = z.infer<typeof orderHistoryStepSchema>;

export const projectOrderSchema = projectOrderSummarySchema.extend({
  /** The addresses typed when ordering; null on orders placed before issue 15. */
  ShipToAddress: orderAddressSchema.nullable(),
  BillToAddress: orderAddressSchema.nullable(),
  Fulfilment: orderFulfilmentSchema,
  /** The admin's minimum lead time and the first day a line may be requested to ship (order date + lead time). */
  MinLeadTimeWorkingDays: z.number(),
  EarliestLineShipDate: z.string(),
  /** Every recorded step of the order's quote from its creation, oldest first, with who and when. */
  History: z.array(orderHistoryStepSchema),
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
  ShipTo: orderAddressSchema.optional(),
  BillTo: orderAddressSchema.optional(),
});

const erpMax = { error: 'ERP order number must be no more than 50 characters long' };
/** PUT ProjectOrder/fulfilment: order processing records the ERP and shipping data (whole replace). */
export const updateOrderFulfilmentSchema = z.object({
  ProjectOrderId: idSchema,
  RowVersion: rowVersionSchema,
  ErpOrderNumber: z.string().trim().max(50, erpMax).default(''),
  Carrier: z
    .string()
    .trim()
    .max(100, { error: 'Carrier must be no more than 100 characters long' })
    .default(''),
  TrackingNumber: z
    .string()
    .trim()
    .max(100, { error: 'Tracking number must be no more than 100 characters long' })
    .default(''),
  ActualShipDate: calendarDateSchema.nullable().default(null),
  LineShipDates: z
    .array(orderLineShipDateSchema)
    .max(1000, { error: 'An order has no more than 1000 lines.' })
    .default([]),
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
  shipToMissing: 'Enter the ship-to address: name, street address, city, postal code and country.',
  billToMissing: 'Enter the bill-to address: name, street address, city, postal code and country.',
  unknownCountry: (which: string) => `${which}: choose a country from the list.`,
  stateRequired: (which: string) => `${which}: choose a state or province.`,
  unknownState: (which: string) => `${which}: choose a state or province of the chosen country.`,
  orderFinal: 'A shipped or cancelled order is final; its data cannot change any more.',
  unknownLine: (id: number) => `Line ${id} is not a line of this order.`,
  duplicateLine: (id: number) => `Line ${id} has more than one requested ship date.`,
  lineShipDateTooEarly: (tag: string, earliest: string, days: number) =>
    `The requested ship date of ${tag} must be on or after ${earliest} (the minimum lead time is ${days} working days after the order date).`,
  actualShipDateFuture: 'The actual ship date cannot be in the future.',
  actualShipDateBeforeOrder: 'The actual ship date cannot be before the order date.',
  acknowledgeNeedsErp: 'Record the ERP order number before acknowledging (entering) the order.',
  acknowledgeNeedsLineDates: (tags: string) =>
    `Record a requested ship date for every line before acknowledging (entering) the order; missing: ${tags}.`,
  shipNeedsData: (missing: string) => `Record the ${missing} before marking the order shipped.`,
  noTotal:
    'This quote cannot be ordered while a line has no multiplier: ask for a multiplier for its category first.',
} as const;
