import { type OrderSortField, orderSortFields } from '@airquote/shared/contracts/order/order-schemas';
import {
  isOrderStatusId,
  OrderStatus,
  orderStatusLabels,
  orderStatusNameOf,
} from '@airquote/shared/rules/order-status';
import type { SortRequest } from '../../lib/list-rules.ts';
import type { OrderSearchRequest } from './api/search-orders.ts';

export const ORDER_PAGE_SIZE = 25;
export const defaultOrderSort: SortRequest<OrderSortField> = {
  SortField: 'DateCreated',
  SortDirection: 'Descending',
};
export { orderSortFields };

/** The status filter's choices, in the order an order moves. */
export const orderStatusOptions = Object.values(OrderStatus).map((id) => ({
  value: String(id),
  label: orderStatusLabels[orderStatusNameOf[id]],
}));

const statusColors: Record<number, string> = {
  [OrderStatus.Requested]: 'blue',
  [OrderStatus.Entered]: 'violet',
  [OrderStatus.Shipped]: 'green',
  [OrderStatus.Cancelled]: 'gray',
};

export function orderStatusColor(status: number): string {
  return statusColors[status] ?? 'gray';
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters as the address keeps them (status, brand, from, to, q); anything invalid is left out. */
export function orderFiltersFromParams(params: URLSearchParams) {
  const status = Number(params.get('status'));
  const brand = Number(params.get('brand'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    Status: Number.isInteger(status) && isOrderStatusId(status) ? status : undefined,
    BrandId: Number.isInteger(brand) && brand > 0 ? brand : undefined,
    DateFrom: calendarDate.test(from) ? from : undefined,
    DateTo: calendarDate.test(to) ? to : undefined,
    Text: (params.get('q') ?? '').trim().slice(0, 200),
  };
}

export type OrderFilters = ReturnType<typeof orderFiltersFromParams>;

/** Do the filters narrow the list (so an empty list says "no order matches" rather than "no orders yet")? */
export function isFiltered(filters: OrderFilters): boolean {
  return (
    filters.Status !== undefined ||
    filters.BrandId !== undefined ||
    filters.DateFrom !== undefined ||
    filters.DateTo !== undefined ||
    filters.Text !== ''
  );
}

/** The request of one page of the list; undefined filters are left out of the body. */
export function orderSearchRequest(
  filters: OrderFilters,
  sort: SortRequest<OrderSortField>,
  page: number,
): OrderSearchRequest {
  const body: OrderSearchRequest = {
    Text: filters.Text,
    SortRequest: sort,
    PageNumber: page,
    PageSize: ORDER_PAGE_SIZE,
  };
  if (filters.Status !== undefined) body.Status = filters.Status;
  if (filters.BrandId !== undefined) body.BrandId = filters.BrandId;
  if (filters.DateFrom !== undefined) body.DateFrom = filters.DateFrom;
  if (filters.DateTo !== undefined) body.DateTo = filters.DateTo;
  return body;
}

/** The label of the button that moves an order to a status, and what its confirmation asks. */
export function statusChangeTexts(status: number): { label: string; confirm: string; color: string } {
  switch (status) {
    case OrderStatus.Entered:
      return {
        label: 'Mark entered',
        confirm: 'Mark this order as entered? The requester is told by e-mail.',
        color: 'violet',
      };
    case OrderStatus.Shipped:
      return {
        label: 'Mark shipped',
        confirm: 'Mark this order as shipped? A shipped order is final; the requester is told by e-mail.',
        color: 'green',
      };
    case OrderStatus.Cancelled:
      return {
        label: 'Cancel order',
        confirm: 'Cancel this order? A cancelled order is final. Say why in the note; the requester is told.',
        color: 'red',
      };
    default:
      return { label: 'Change status', confirm: 'Change the status of this order?', color: 'blue' };
  }
}
