import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { includeInactiveQuerySchema, lookupOptionSchema } from './project-schemas.ts';

export const getProjectMarkets = defineContract({
  method: 'GET',
  path: '/Project/ProjectMarket',
  summary: 'Project markets for the project form',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  query: includeInactiveQuerySchema,
  response: z.array(lookupOptionSchema),
});
