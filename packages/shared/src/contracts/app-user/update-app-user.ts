import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { adminAppUserSchema, appUserInputSchema } from './admin-app-user-schemas.ts';

export const updateAppUser = defineContract({
  method: 'PUT',
  path: '/AppUser/update',
  summary: "Change a user's name, e-mail, default company or state; deactivating ends their sessions",
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: appUserInputSchema.extend({ UserId: idSchema, RowVersion: rowVersionSchema }),
  response: adminAppUserSchema,
});
