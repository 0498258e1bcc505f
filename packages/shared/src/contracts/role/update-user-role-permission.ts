import { defineContract } from '../define-contract.ts';
import { updateUserRolePermissionRequestSchema, userRoleWithPermissionsSchema } from './role-schemas.ts';

export const updateUserRolePermission = defineContract({
  method: 'PUT',
  path: '/UserRole/updateuserrolepermission',
  summary: "Grant or withdraw one permission of a user role; holders' next request sees it",
  tag: 'Role',
  access: { kind: 'permission', permission: 'admin.roles' },
  body: updateUserRolePermissionRequestSchema,
  response: userRoleWithPermissionsSchema,
});
