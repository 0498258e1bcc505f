import {
  type OrderSnapshot,
  type OrderSortField,
  orderMessages,
  type ProjectOrder,
  type ProjectOrderSummary,
} from '@airquote/shared/contracts/order/order-schemas';
import { addWorkingDays } from '@airquote/shared/rules/lead-time';
import {
  decideOrderStatus,
  OrderStatus,
  type OrderStatusName,
  orderStatusLabels,
  orderStatusNameOf,
} from '@airquote/shared/rules/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { readOrderSettings } from '../config/order-settings.service.ts';
import { findLocation } from '../location/location.repository.ts';
import { toLocation } from '../location/location.service.ts';
import { toProjectAttachment } from '../project/project-mappers.ts';
import {
  findVisibleOrder,
  type OrderListRow,
  type OrderSort,
  searchVisibleOrders,
  selectOrderAttachments,
  selectQuoteEvents,
} from './order.repository.ts';
import { fulfilmentOf, orderDayOf } from './order-fulfilment.ts';

export function orderStatusNameFor(status: number): OrderStatusName {
  const name = orderStatusNameOf[status as keyof typeof orderStatusNameOf];
  if (!name) throw new Error(`order status ${status} is not an OrderStatus`);
  return name;
}

/** The frozen snapshot as this reader may see it: no price field for readers without pricing.view. */
function snapshotFor(snapshot: OrderSnapshot, viewer: Actor): OrderSnapshot {
  if (viewer.canSeePrices) return snapshot;
  return {
    LineItems: snapshot.LineItems.map((line) => ({ ...line, Pricing: null })),
    NetAdds: snapshot.NetAdds.map((netAdd) => ({ ...netAdd, Amount: null })),
    Totals: null,
  };
}

function toSummary(row: OrderListRow, viewer: Actor): ProjectOrderSummary {
  const { order } = row;
  const snapshot = order.snapshot as OrderSnapshot;
  return {
    ProjectOrderId: order.projectOrderId,
    OrderNumber: order.orderNumber,
    ProjectQuoteId: order.projectQuoteId,
    QuoteNumber: row.quoteNumber,
    Revision: row.revision,
    ProjectId: row.projectId,
    ProjectName: row.projectName,
    BrandId: row.brandId,
    BrandName: row.brandName,
    Status: order.status,
    StatusName: orderStatusLabels[orderStatusNameFor(order.status)],
    PoNumber: order.poNumber,
    RequestedShipDate: order.requestedShipDate,
    Total: viewer.canSeePrices ? (snapshot.Totals?.Total ?? null) : null,
    CreatedByName: row.createdByName,
    DateCreated: order.dateCreated.toISOString(),
    DateModified: order.dateModified.toISOString(),
    DateStatusChanged: order.dateStatusChanged.toISOString(),
    RowVersion: order.rowVersion,
  };
}

/** The history of an order: every event of its quote from the quote's creation, oldest first. */
async function orderHistory(db: DatabaseOrTransaction, projectQuoteId: number) {
  const rows = await selectQuoteEvents(db, projectQuoteId);
  return rows.map((row) => ({ ...row, At: row.At.toISOString() }));
}

async function locationOf(db: DatabaseOrTransaction, locationId: number | null) {
  if (locationId === null) return null;
  const row = await findLocation(db, locationId);
  return row ? toLocation(row) : null;
}

/** GET ProjectOrder/{id}: 404 unless the order's project is visible. */
export async function loadOrder(
  db: DatabaseOrTransaction,
  viewer: Actor,
  orderId: number,
): Promise<ProjectOrder> {
  const row = await findVisibleOrder(db, viewer, orderId);
  if (!row) throw notFound(orderMessages.notFound);
  const from = orderStatusNameFor(row.order.status);
  const next = viewer.canProcess
    ? (Object.keys(OrderStatus) as OrderStatusName[]).filter(
        // A cancellation needs a note; the button asks for it, so count it as possible here.
        (to) => decideOrderStatus(from, to, 'note').allowed,
      )
    : [];
  const { MinLeadTimeWorkingDays } = await readOrderSettings(db);
  return {
    ...toSummary(row, viewer),
    ShipToAddress: (row.order.shipToAddress as ProjectOrder['ShipToAddress']) ?? null,
    BillToAddress: (row.order.billToAddress as ProjectOrder['BillToAddress']) ?? null,
    Fulfilment: fulfilmentOf(row.order.fulfilment),
    MinLeadTimeWorkingDays,
    EarliestLineShipDate: addWorkingDays(orderDayOf(row.order.dateCreated), MinLeadTimeWorkingDays),
    History: await orderHistory(db, row.order.projectQuoteId),
    ShipToLocation: await locationOf(db, row.order.shipToLocationId),
    BillToLocation: await locationOf(db, row.order.billToLocationId),
    Snapshot: snapshotFor(row.order.snapshot as OrderSnapshot, viewer),
    NextStatusIds: next.map((name) => OrderStatus[name]),
    Attachments: (
      await selectOrderAttachments(db, { projectId: row.projectId, projectQuoteId: row.order.projectQuoteId })
    ).map(toProjectAttachment),
  };
}

/** The asked sort; by total only for readers of prices (the order of totals would tell them apart). */
function sortFor(
  request: { SortField: OrderSortField; SortDirection: 'Ascending' | 'Descending' },
  viewer: Actor,
): OrderSort {
  if (request.SortField === 'Total' && !viewer.canSeePrices)
    return { field: 'DateCreated', direction: 'Descending' };
  return { field: request.SortField, direction: request.SortDirection };
}

/** POST ProjectOrder/search: one page of the orders of visible projects, newest first. */
export async function searchOrders(
  deps: AppDeps,
  viewer: Actor,
  input: {
    Status?: number;
    BrandId?: number;
    DateFrom?: string;
    DateTo?: string;
    Text: string;
    SortRequest: { SortField: OrderSortField; SortDirection: 'Ascending' | 'Descending' };
    PageNumber: number;
    PageSize: number;
  },
) {
  if (input.DateFrom && input.DateTo && input.DateFrom > input.DateTo)
    throw badRequest(orderMessages.dateRange);
  const { rows, total } = await searchVisibleOrders(
    deps.db,
    viewer,
    {
      status: input.Status,
      brandId: input.BrandId,
      dateFrom: input.DateFrom,
      dateTo: input.DateTo,
      text: input.Text,
    },
    { number: input.PageNumber, size: input.PageSize },
    sortFor(input.SortRequest, viewer),
  );
  return {
    Orders: rows.map((row) => toSummary(row, viewer)),
    TotalCount: total,
    PageNumber: input.PageNumber,
    PageSize: input.PageSize,
  };
}
