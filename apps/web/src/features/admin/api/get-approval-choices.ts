import { getApprovalChoices as getApprovalChoicesContract } from '@airquote/shared/contracts/app-user/pending-approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getApprovalChoices() {
  return callApi(getApprovalChoicesContract, {});
}

export function approvalChoicesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.approvalChoices, queryFn: getApprovalChoices });
}

export function useApprovalChoices(queryConfig: QueryConfig<typeof approvalChoicesQueryOptions> = {}) {
  return useQuery({ ...approvalChoicesQueryOptions(), ...queryConfig });
}
