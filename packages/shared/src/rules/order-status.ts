/**
 * The order status flow of docs/domain.md section 6 as one pure function the server runs on every change
 * (and the web may run to decide which buttons to show): Requested → Entered → Shipped; any status
 * but Shipped → Cancelled. Shipped and Cancelled end the order; nothing leaves them.
 * The spec names no order statuses: these ids are ours (issue 5, part 5).
 */
export const OrderStatus = {
  Requested: 1,
  Entered: 2,
  Shipped: 3,
  Cancelled: 4,
} as const;

export type OrderStatusName = keyof typeof OrderStatus;
export type OrderStatusId = (typeof OrderStatus)[OrderStatusName];

export const orderStatusNameOf = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, id]) => [id, name]),
) as Record<OrderStatusId, OrderStatusName>;

export function isOrderStatusId(value: number): value is OrderStatusId {
  return value in orderStatusNameOf;
}

export const orderStatusLabels: Record<OrderStatusName, string> = {
  Requested: 'Requested',
  Entered: 'Entered',
  Shipped: 'Shipped',
  Cancelled: 'Cancelled',
};

/** The one step forward from each status (Cancelled is allowed from any but Shipped besides). */
const nextStep: Partial<Record<OrderStatusName, OrderStatusName>> = {
  Requested: 'Entered',
  Entered: 'Shipped',
};

export const orderStatusMessages = {
  unknownStatus: 'Choose an order status from the list.',
  sameStatus: (status: OrderStatusName) => `This order is already ${orderStatusLabels[status]}.`,
  shipped: 'A shipped order is final; it cannot change any more.',
  cancelled: 'A cancelled order is final; it cannot change any more.',
  skipped: (from: OrderStatusName, to: OrderStatusName) =>
    `An order moves one step at a time: from ${orderStatusLabels[from]} it can become ${orderStatusLabels[nextStep[from] ?? 'Cancelled']} or Cancelled, not ${orderStatusLabels[to]}.`,
  backwards: (from: OrderStatusName, to: OrderStatusName) =>
    `An order cannot go back: from ${orderStatusLabels[from]} it cannot become ${orderStatusLabels[to]} again.`,
  cancelNoteRequired: 'Say why the order is cancelled in the note.',
} as const;

export type OrderDecision =
  | { allowed: true; from: OrderStatusName; to: OrderStatusName }
  | { allowed: false; from: OrderStatusName; message: string };

// Stryker disable next-line StringLiteral: Requested comes first, and a status not found (-1) would too.
const order: readonly OrderStatusName[] = ['Requested', 'Entered', 'Shipped'];

/** May an order in `from` become `to`? A cancellation needs a note so the requester learns why. */
export function decideOrderStatus(from: OrderStatusName, to: OrderStatusName, note = ''): OrderDecision {
  const refuse = (message: string) => ({ allowed: false, from, message }) as const;
  if (from === 'Shipped') return refuse(orderStatusMessages.shipped);
  if (from === 'Cancelled') return refuse(orderStatusMessages.cancelled);
  if (from === to) return refuse(orderStatusMessages.sameStatus(from));
  if (to === 'Cancelled') {
    if (note.trim() === '') return refuse(orderStatusMessages.cancelNoteRequired);
    return { allowed: true, from, to };
  }
  if (nextStep[from] === to) return { allowed: true, from, to };
  // Stryker disable next-line EqualityOperator: equal positions are the same status, refused above.
  if (order.indexOf(to) < order.indexOf(from)) return refuse(orderStatusMessages.backwards(from, to));
  return refuse(orderStatusMessages.skipped(from, to));
}
