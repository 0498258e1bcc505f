import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { locationSchema } from '../project/project-schemas.ts';

export const getLocation = defineContract({
  method: 'GET',
  path: '/location/:locationId',
  summary: 'A location of a project or schedule the user may see',
  tag: 'Location',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ locationId: idParamSchema }),
  response: locationSchema,
});
