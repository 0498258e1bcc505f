import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { eventLogSchema } from './project-schemas.ts';

export const searchEventLog = defineContract({
  method: 'GET',
  path: '/Project/eventlog/search',
  summary: 'Who changed what and when in a project, newest first',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  query: z.object({
    projectId: idParamSchema,
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ EventLogs: z.array(eventLogSchema), TotalCount: z.number() }),
});
