import { deleteDistributor as deleteDistributorContract } from '@airquote/shared/contracts/pricing/delete-distributor';
import { callApi } from '../../../lib/api-client.ts';

export function deleteDistributor(distributorId: number, rowVersion: number) {
  return callApi(deleteDistributorContract, {
    body: { DistributorId: distributorId, RowVersion: rowVersion },
  });
}
