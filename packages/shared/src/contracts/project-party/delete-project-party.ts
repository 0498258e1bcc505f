import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

export const deleteProjectParty = defineContract({
  method: 'PUT',
  path: '/ProjectParty/delete',
  summary: 'Take a party off a project (quotes addressed to its contacts lose their addressee)',
  tag: 'ProjectParty',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectPartyId: idSchema, RowVersion: rowVersionSchema }),
  response: z.object({ ProjectPartyId: z.number() }),
});
