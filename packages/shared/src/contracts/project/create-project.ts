import { defineContract } from '../define-contract.ts';
import { projectInputSchema, projectSchema } from './project-schemas.ts';

export const createProject = defineContract({
  method: 'POST',
  path: '/Project',
  summary:
    'Create a project (the default project of spec section 3 is id 0, active, empty text, close date today)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: projectInputSchema,
  response: projectSchema,
});
