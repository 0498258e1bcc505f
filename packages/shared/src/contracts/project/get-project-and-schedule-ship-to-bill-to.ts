import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { locationSchema } from './project-schemas.ts';

export const getProjectAndScheduleShipToBillTo = defineContract({
  method: 'GET',
  path: '/Project/GetProjectAndScheduleShipToBillTo/:projectId',
  summary: 'The project location and each schedule location (ship-to / bill-to candidates)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectId: idParamSchema }),
  response: z.object({
    ProjectId: z.number(),
    Location: locationSchema.nullable(),
    Schedules: z.array(
      z.object({ ProjectScheduleId: z.number(), Name: z.string(), Location: locationSchema.nullable() }),
    ),
  }),
});
