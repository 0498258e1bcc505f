import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { projectScheduleInputSchema, projectScheduleSchema } from './project-schedule-schemas.ts';

export const updateSchedule = defineContract({
  method: 'PUT',
  path: '/ProjectSchedule/update',
  summary: 'Rename, describe, activate or deactivate a schedule (RowVersion checked)',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.edit' },
  body: projectScheduleInputSchema.extend({
    ProjectScheduleId: idSchema,
    IsActive: z.boolean(),
    RowVersion: rowVersionSchema,
  }),
  response: projectScheduleSchema,
});
