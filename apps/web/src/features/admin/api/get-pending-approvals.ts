import { getPendingApprovals as getPendingApprovalsContract } from '@airquote/shared/contracts/app-user/pending-approvals';
import { callApi } from '../../../lib/api-client.ts';

export function getPendingApprovals() {
  return callApi(getPendingApprovalsContract, {});
}
