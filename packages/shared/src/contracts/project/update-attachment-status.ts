import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectAttachmentSchema, rowVersionSchema } from './project-schemas.ts';

export const updateAttachmentStatus = defineContract({
  method: 'PUT',
  path: '/Project/UpdateAttachmentStatus',
  summary: 'Activate or deactivate an attachment',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectAttachmentId: idSchema, IsActive: z.boolean(), RowVersion: rowVersionSchema }),
  response: projectAttachmentSchema,
});
