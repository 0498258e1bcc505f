import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateRegion as updateRegionContract } from '@airquote/shared/contracts/pricing/update-region';
import { callApi } from '../../../lib/api-client.ts';

export type UpdateRegionRequest = ContractInput<typeof updateRegionContract>['body'];

export function updateRegion(body: UpdateRegionRequest) {
  return callApi(updateRegionContract, { body });
}
