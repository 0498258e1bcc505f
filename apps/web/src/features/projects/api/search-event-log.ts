import { searchEventLog as searchEventLogContract } from '@airquote/shared/contracts/project/search-event-log';
import { callApi } from '../../../lib/api-client.ts';

export function searchEventLog(
  projectId: number,
  pageNumber: number,
  pageSize: number,
  options: { signal?: AbortSignal } = {},
) {
  return callApi(searchEventLogContract, { query: { projectId, pageNumber, pageSize } }, options);
}
