import { z } from 'zod';
import { MAX_ID } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { adminAppUserSchema, appUserInputSchema } from './admin-app-user-schemas.ts';

export const upsertAppUser = defineContract({
  method: 'PUT',
  path: '/AppUser/upsert',
  summary:
    'Create a user (UserId 0: approved, e-mailed a link to set a password) or change one (with RowVersion)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: appUserInputSchema.extend({
    UserId: z.number().int().min(0).max(MAX_ID).default(0),
    RowVersion: rowVersionSchema.optional(),
  }),
  response: adminAppUserSchema,
});
