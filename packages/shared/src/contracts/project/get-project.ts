import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectSchema } from './project-schemas.ts';

export const getProject = defineContract({
  method: 'GET',
  path: '/Project/:projectId',
  summary: 'One project with its schedules, location, users and attachments (404 when not visible)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectId: idParamSchema }),
  response: projectSchema,
});
