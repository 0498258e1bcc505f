import { getSchedulesByProjectId as getSchedulesByProjectIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-project-id';
import { callApi } from '../../../lib/api-client.ts';

export function getSchedulesByProjectId(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getSchedulesByProjectIdContract, { params: { projectId } }, options);
}
