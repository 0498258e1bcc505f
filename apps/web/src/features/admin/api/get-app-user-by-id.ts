import { getAppUserById as getAppUserByIdContract } from '@airquote/shared/contracts/app-user/get-app-user-by-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { adminKeys } from './query-keys.ts';

export function getAppUserById(userId: number) {
  return callApi(getAppUserByIdContract, { query: { appUserId: userId } });
}

export function appUserQueryOptions(userId: number) {
  return queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getAppUserById(userId) });
}

export function useAppUser(userId: number, queryConfig: QueryConfig<typeof appUserQueryOptions> = {}) {
  return useQuery({ ...appUserQueryOptions(userId), ...queryConfig });
}
