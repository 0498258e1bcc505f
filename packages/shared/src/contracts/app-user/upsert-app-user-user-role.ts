import { defineContract } from '../define-contract.ts';
import { adminAppUserSchema, userRoleAssignmentSchema } from './admin-app-user-schemas.ts';

export const upsertAppUserUserRole = defineContract({
  method: 'PUT',
  path: '/AppUser/UpsertAppUserUserRole',
  summary: 'Give an internal employee a user role (no change when they hold it already)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: userRoleAssignmentSchema,
  response: adminAppUserSchema,
});
