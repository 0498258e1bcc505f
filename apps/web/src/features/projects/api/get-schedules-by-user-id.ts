import { getSchedulesByUserId as getSchedulesByUserIdContract } from '@airquote/shared/contracts/project-schedule/get-schedules-by-user-id';
import { callApi } from '../../../lib/api-client.ts';

export function getSchedulesByUserId(userId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getSchedulesByUserIdContract, { params: { userId } }, options);
}
