import {
  type ApprovalAssignment,
  decideApproval as decideApprovalContract,
} from '@airquote/shared/contracts/app-user/decide-approval';
import { callApi } from '../../../lib/api-client.ts';

/** Approves (with the company and role the user gets, issue #15 item 5) or rejects a registration. */
export function decideApproval(userId: number, approved: boolean, assignment: ApprovalAssignment = {}) {
  return callApi(decideApprovalContract, { body: { UserId: userId, Approved: approved, ...assignment } });
}
