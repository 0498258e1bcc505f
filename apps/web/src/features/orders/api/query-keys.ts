import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import type { searchOrders } from '@airquote/shared/contracts/order/search-orders';

type OrderSearchRequest = ContractInput<typeof searchOrders>['body'];

/** TanStack Query keys of the orders area, in one place so invalidations match the queries. */
export const orderKeys = {
  all: ['orders'] as const,
  search: (request: OrderSearchRequest) => ['orders', 'search', request] as const,
  detail: (projectOrderId: number) => ['orders', 'detail', projectOrderId] as const,
  ofQuote: (projectQuoteId: number) => ['orders', 'of-quote', projectQuoteId] as const,
};
