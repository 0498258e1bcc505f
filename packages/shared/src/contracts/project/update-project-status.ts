import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectSchema, rowVersionSchema } from './project-schemas.ts';

export const updateProjectStatus = defineContract({
  method: 'PUT',
  path: '/Project/updateStatus',
  summary: 'Activate or deactivate a project',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectId: idSchema, IsActive: z.boolean(), RowVersion: rowVersionSchema }),
  response: projectSchema,
});
