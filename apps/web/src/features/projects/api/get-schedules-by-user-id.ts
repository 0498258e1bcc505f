import { getSchedulesByUserId as getSchedulesByUserIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-user-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function getSchedulesByUserId(userId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getSchedulesByUserIdContract, { params: { userId } }, options);
}

export function userSchedulesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: projectKeys.schedulesByUser(userId),
    queryFn: ({ signal }) => getSchedulesByUserId(userId, { signal }),
  });
}

export function useUserSchedules(
  userId: number,
  queryConfig: QueryConfig<typeof userSchedulesQueryOptions> = {},
) {
  return useQuery({ ...userSchedulesQueryOptions(userId), ...queryConfig });
}
