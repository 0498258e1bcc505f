import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

export const getSchedule = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/:projectScheduleId',
  summary: 'One schedule (404 when its project is not visible)',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectScheduleId: idParamSchema }),
  response: projectScheduleSchema,
});
