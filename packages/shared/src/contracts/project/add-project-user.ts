import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectUserSchema } from './project-schemas.ts';

export const addProjectUser = defineContract({
  method: 'PUT',
  path: '/Project/addprojectuser',
  summary: 'Give a user (by e-mail) access to a project',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectId: idSchema, EmailAddress: z.string().trim().max(254) }),
  response: z.array(projectUserSchema),
});
