import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectScheduleInputSchema, projectScheduleSchema } from './project-schedule-schemas.ts';

export const createSchedule = defineContract({
  method: 'POST',
  path: '/ProjectSchedule',
  summary: 'Add a schedule to a project',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.edit' },
  body: projectScheduleInputSchema.extend({ ProjectId: idSchema }),
  response: projectScheduleSchema,
});
