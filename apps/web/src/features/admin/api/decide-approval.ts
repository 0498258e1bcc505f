import { decideApproval as decideApprovalContract } from '@airquote/shared/contracts/app-user/decide-approval';
import { callApi } from '../../../lib/api-client.ts';

export function decideApproval(userId: number, approved: boolean) {
  return callApi(decideApprovalContract, { body: { UserId: userId, Approved: approved } });
}
