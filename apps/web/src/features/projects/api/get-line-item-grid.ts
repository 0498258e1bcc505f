import { getGridColumnsByScheduleId } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { projectKeys } from './query-keys.ts';

/** The grid of a schedule: the columns the server lets this user see, and the rows. */
export function getLineItemGrid(projectScheduleId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getGridColumnsByScheduleId, { params: { projectScheduleId } }, options);
}

export function lineItemGridQueryOptions(projectScheduleId: number) {
  return queryOptions({
    queryKey: projectKeys.grid(projectScheduleId),
    queryFn: ({ signal }) => getLineItemGrid(projectScheduleId, { signal }),
  });
}

export function useLineItemGrid(
  projectScheduleId: number,
  queryConfig: QueryConfig<typeof lineItemGridQueryOptions> = {},
) {
  return useQuery({ ...lineItemGridQueryOptions(projectScheduleId), ...queryConfig });
}
