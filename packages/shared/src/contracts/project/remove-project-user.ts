import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectUserSchema } from './project-schemas.ts';

export const removeProjectUser = defineContract({
  method: 'PUT',
  path: '/Project/removeprojectuser',
  summary: 'Take a project user off a project',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectId: idSchema, UserId: idSchema }),
  response: z.array(projectUserSchema),
});
