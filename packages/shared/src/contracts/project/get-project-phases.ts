import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { includeInactiveQuerySchema, lookupOptionSchema } from './project-schemas.ts';

export const getProjectPhases = defineContract({
  method: 'GET',
  path: '/Project/ProjectPhase',
  summary: 'Project phases for the project form',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  query: includeInactiveQuerySchema,
  response: z.array(lookupOptionSchema),
});
