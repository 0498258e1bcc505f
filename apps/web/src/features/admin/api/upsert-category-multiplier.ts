import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { upsertCategoryMultiplier as upsertCategoryMultiplierContract } from '@airquote/shared/contracts/pricing/upsert-category-multiplier';
import { callApi } from '../../../lib/api-client.ts';

export type UpsertCategoryMultiplierRequest = ContractInput<typeof upsertCategoryMultiplierContract>['body'];

export function upsertCategoryMultiplier(body: UpsertCategoryMultiplierRequest) {
  return callApi(upsertCategoryMultiplierContract, { body });
}
