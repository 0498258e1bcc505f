import { searchSchedules as searchSchedulesContract } from '@airquote/shared/contracts/project-schedule/search-schedules';
import { callApi } from '../../../lib/api-client.ts';

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
