import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { projectListItemSchema } from './project-schemas.ts';

export const getProjects = defineContract({
  method: 'GET',
  path: '/Project',
  summary: 'The most recently changed projects the user may see (at most 200)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(projectListItemSchema),
});
