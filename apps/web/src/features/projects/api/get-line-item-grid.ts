import { getGridColumnsByScheduleId } from '@airquote/shared/contracts/line-item/get-grid-columns-by-schedule-id';
import { callApi } from '../../../lib/api-client.ts';

/** The grid of a schedule: the columns the server lets this user see, and the rows. */
export function getLineItemGrid(projectScheduleId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getGridColumnsByScheduleId, { params: { projectScheduleId } }, options);
}
