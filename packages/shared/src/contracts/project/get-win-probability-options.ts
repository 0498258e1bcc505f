import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { includeInactiveQuerySchema, lookupOptionSchema } from './project-schemas.ts';

export const getWinProbabilityOptions = defineContract({
  method: 'GET',
  path: '/Project/WinProbabilityOptions',
  summary: 'Win probability options for the project form',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  query: includeInactiveQuerySchema,
  response: z.array(lookupOptionSchema),
});
