import { defineContract } from '../define-contract.ts';
import { adminAppUserSchema, userRoleAssignmentSchema } from './admin-app-user-schemas.ts';

export const deleteAppUserUserRole = defineContract({
  method: 'PUT',
  path: '/AppUser/DeleteAppUserUserRole',
  summary: 'Take a user role from a user (no change when they do not hold it)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: userRoleAssignmentSchema,
  response: adminAppUserSchema,
});
