import { searchEventLog as searchEventLogContract } from '@airquote/shared/contracts/project/search-event-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

export function searchEventLog(
  projectId: number,
  pageNumber: number,
  pageSize: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(searchEventLogContract, { query: { projectId, pageNumber, pageSize } }, options);
}

export function eventLogPageQueryOptions(projectId: number, pageNumber: number, pageSize: number) {
  return queryOptions({
    queryKey: projectKeys.eventLogPage(projectId, pageNumber),
    queryFn: ({ signal }) => searchEventLog(projectId, pageNumber, pageSize, { signal }),
  });
}

export function useEventLogPage(
  projectId: number,
  pageNumber: number,
  pageSize: number,
  queryConfig: QueryConfig<typeof eventLogPageQueryOptions> = {},
) {
  return useQuery({ ...eventLogPageQueryOptions(projectId, pageNumber, pageSize), ...queryConfig });
}
