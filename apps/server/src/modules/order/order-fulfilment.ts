import type { OrderFulfilment, OrderSnapshot } from '@airquote/shared/contracts/order/order-schemas';

// The recorded order data as plain values, read by both the fulfilment and the read service (kept
// apart from either so that neither has to import the other: ADR 0026, no cycles).

export const emptyFulfilment: OrderFulfilment = {
  ErpOrderNumber: '',
  Carrier: '',
  TrackingNumber: '',
  ActualShipDate: null,
  LineShipDates: [],
};

/** The stored jsonb as the contract reads it (older orders hold `{}`). */
export function fulfilmentOf(value: unknown): OrderFulfilment {
  return { ...emptyFulfilment, ...((value ?? {}) as Partial<OrderFulfilment>) };
}

/** The UTC day an order was placed: the lead time counts from it. */
export const orderDayOf = (dateCreated: Date) => dateCreated.toISOString().slice(0, 10);

/** Lines of the snapshot still without a requested ship date, by tag. */
export function linesWithoutShipDate(snapshot: OrderSnapshot, fulfilment: OrderFulfilment): string[] {
  const dated = new Set(fulfilment.LineShipDates.map((line) => line.ProjectScheduleLineItemId));
  return snapshot.LineItems.filter((line) => !dated.has(line.ProjectScheduleLineItemId)).map(
    (line) => line.ItemTag,
  );
}
