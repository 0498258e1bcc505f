import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { locationInputSchema } from '../location/location-input.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

export const projectScheduleLocationUpsert = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/projectschedulelocationupsert',
  summary: 'Create or change the location of a schedule',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({
    ProjectScheduleId: idSchema,
    RowVersion: rowVersionSchema,
    Location: locationInputSchema,
  }),
  response: projectScheduleSchema,
});
