import { createSchedule as createScheduleContract } from '@airquote/shared/contracts/project-schedule/create-schedule';
import { callApi } from '../../../lib/api-client.ts';

export function createSchedule(projectId: number, name: string, description = '') {
  return callApi(createScheduleContract, {
    body: { ProjectId: projectId, Name: name, Description: description },
  });
}
