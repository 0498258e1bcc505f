import { getPendingApprovals as getPendingApprovalsContract } from '@airquote/shared/contracts/app-user/pending-approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export function getPendingApprovals() {
  return callApi(getPendingApprovalsContract, {});
}

export function pendingApprovalsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.pendingApprovals, queryFn: getPendingApprovals });
}

export function usePendingApprovals() {
  return useQuery(pendingApprovalsQueryOptions());
}
