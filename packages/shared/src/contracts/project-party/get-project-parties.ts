import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectPartySchema } from './project-party-schemas.ts';

export const getProjectParties = defineContract({
  method: 'GET',
  path: '/ProjectParty/project/:projectId',
  summary:
    'The parties of a project (owner, engineer of record, architect, mechanical contractors) with their contacts',
  tag: 'ProjectParty',
  access: { kind: 'user' },
  params: z.object({ projectId: idParamSchema }),
  response: z.array(projectPartySchema),
});
