import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectInputSchema, projectSchema, rowVersionSchema } from './project-schemas.ts';

export const updateProject = defineContract({
  method: 'PUT',
  path: '/Project/update',
  summary: 'Change a project; RowVersion must be the one it was read with (409 otherwise)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: projectInputSchema.extend({ ProjectId: idSchema, RowVersion: rowVersionSchema }),
  response: projectSchema,
});
