import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { includeInactiveQuerySchema, lookupOptionSchema } from './project-schemas.ts';

export const getProjectStatuses = defineContract({
  method: 'GET',
  path: '/Project/ProjectStatus',
  summary: 'Project statuses for the project form',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  query: includeInactiveQuerySchema,
  response: z.array(lookupOptionSchema),
});
