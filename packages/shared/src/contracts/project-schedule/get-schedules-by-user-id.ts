import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

export const getSchedulesByUserId = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/GetByUserId/:userId',
  summary: 'Schedules created by a user, among the projects the caller may see',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ userId: idParamSchema }),
  response: z.array(projectScheduleSchema),
});
