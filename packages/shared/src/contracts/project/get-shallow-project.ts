import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectListItemSchema } from './project-schemas.ts';

export const getShallowProject = defineContract({
  method: 'GET',
  path: '/Project/GetShallow/:projectId',
  summary: 'One project without users and attachments',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectId: idParamSchema }),
  response: projectListItemSchema,
});
