import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectScheduleSchema } from './project-schedule-schemas.ts';

/** The most schedules one search answers with (the most recently changed first). */
export const SCHEDULE_SEARCH_LIMIT = 100;

export const searchSchedules = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/search',
  summary: `Schedules of visible projects whose name contains the text (at most ${SCHEDULE_SEARCH_LIMIT})`,
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({
    searchText: z.string().trim().max(200).default(''),
    projectId: idParamSchema.optional(),
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.array(projectScheduleSchema),
});
