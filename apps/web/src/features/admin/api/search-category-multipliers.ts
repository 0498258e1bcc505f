import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchCategoryMultipliers as searchCategoryMultipliersContract } from '@airquote/shared/contracts/pricing/search-category-multipliers';
import { callApi } from '../../../lib/api-client.ts';

export type SearchCategoryMultipliersRequest = ContractInput<
  typeof searchCategoryMultipliersContract
>['body'];

export async function searchCategoryMultipliers(
  request: SearchCategoryMultipliersRequest,
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchCategoryMultipliersContract, { body: request }, options))
    .ProductTypeCategoryMultipliers;
}
