import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { upsertDistributor as upsertDistributorContract } from '@airquote/shared/contracts/pricing/upsert-distributor';
import { callApi } from '../../../lib/api-client.ts';

export type UpsertDistributorRequest = ContractInput<typeof upsertDistributorContract>['body'];

export function upsertDistributor(body: UpsertDistributorRequest) {
  return callApi(upsertDistributorContract, { body });
}
