import { searchSchedules as searchSchedulesContract } from '@airquote/shared/contracts/project-schedule/search-schedules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function searchSchedules(
  request: { searchText: string; includeInactive: boolean },
  options: { signal?: AbortSignal } = {},
) {
  return callApi(
    searchSchedulesContract,
    {
      query: {
        searchText: request.searchText,
        includeInactive: request.includeInactive ? 'true' : 'false',
      },
    },
    options,
  );
}

export function scheduleSearchQueryOptions(request: Parameters<typeof searchSchedules>[0]) {
  return queryOptions({
    queryKey: projectKeys.scheduleSearch(request),
    queryFn: ({ signal }) => searchSchedules(request, { signal }),
  });
}

export function useScheduleSearch(
  request: Parameters<typeof searchSchedules>[0],
  queryConfig: QueryConfig<typeof scheduleSearchQueryOptions> = {},
) {
  return useQuery({ ...scheduleSearchQueryOptions(request), ...queryConfig });
}
