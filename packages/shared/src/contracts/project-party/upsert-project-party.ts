import { defineContract } from '../define-contract.ts';
import { projectPartySchema, upsertPartyBodySchema } from './project-party-schemas.ts';

export const upsertProjectParty = defineContract({
  method: 'PUT',
  path: '/ProjectParty',
  summary:
    'Add a party to a project or change one (company, role, contacts); a change carries the row version read',
  tag: 'ProjectParty',
  access: { kind: 'permission', permission: 'project.edit' },
  body: upsertPartyBodySchema,
  response: projectPartySchema,
});
