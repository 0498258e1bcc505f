import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

export const getSchedulesByProjectId = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/GetByProjectId/:projectId',
  summary: 'The schedules of a project, newest change first',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectId: idParamSchema }),
  response: z.array(projectScheduleSchema),
});
