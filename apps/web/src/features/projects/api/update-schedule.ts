import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateSchedule as updateScheduleContract } from '@airquote/shared/contracts/project-schedule/update-schedule';
import { callApi } from '../../../lib/api-client.ts';

export function updateSchedule(schedule: ContractInput<typeof updateScheduleContract>['body']) {
  return callApi(updateScheduleContract, { body: schedule });
}
