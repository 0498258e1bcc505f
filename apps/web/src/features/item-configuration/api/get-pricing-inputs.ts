import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { getPricingInputs as getPricingInputsContract } from '@airquote/shared/contracts/pricing/get-pricing-inputs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { itemConfigurationKeys } from './query-keys.ts';

export function getPricingInputs(
  request: ContractInput<typeof getPricingInputsContract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(getPricingInputsContract, { body: request }, options);
}

/** The server's price of what is being edited; nothing is asked while there is nothing to price. */
export function pricingQueryOptions(
  lineItemId: number,
  request: ContractInput<typeof getPricingInputsContract>['body'] | null,
) {
  return queryOptions({
    queryKey: itemConfigurationKeys.pricing(lineItemId, request),
    queryFn: ({ signal }) => getPricingInputs(request as NonNullable<typeof request>, { signal }),
    enabled: request !== null,
  });
}

export function usePricing(
  lineItemId: number,
  request: ContractInput<typeof getPricingInputsContract>['body'] | null,
  queryConfig: QueryConfig<typeof pricingQueryOptions> = {},
) {
  return useQuery({ ...pricingQueryOptions(lineItemId, request), ...queryConfig });
}
