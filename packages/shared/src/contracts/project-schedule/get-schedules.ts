import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

export const getSchedules = defineContract({
  method: 'GET',
  path: '/ProjectSchedule',
  summary: 'The most recently changed schedules the user may see (at most 200)',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(projectScheduleSchema),
});
