import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchOrders as contract } from '@airquote/shared/contracts/order/search-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { orderKeys } from './query-keys.ts';

export type OrderSearchRequest = ContractInput<typeof contract>['body'];

export function searchOrders(body: OrderSearchRequest, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}

/** The order of a quote, if any: found by the quote's number among the orders the reader may see. */
export function orderOfQuoteQueryOptions(quote: { ProjectQuoteId: number; QuoteNumber: string }) {
  return queryOptions({
    queryKey: orderKeys.ofQuote(quote.ProjectQuoteId),
    queryFn: async ({ signal }) => {
      const found = await searchOrders({ Text: quote.QuoteNumber, PageSize: 200 }, { signal });
      return found.Orders.find((order) => order.ProjectQuoteId === quote.ProjectQuoteId) ?? null;
    },
  });
}

export function useOrderOfQuote(
  quote: { ProjectQuoteId: number; QuoteNumber: string },
  queryConfig: QueryConfig<typeof orderOfQuoteQueryOptions> = {},
) {
  return useQuery({ ...orderOfQuoteQueryOptions(quote), ...queryConfig });
}
