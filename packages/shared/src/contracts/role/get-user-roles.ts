import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { userRoleWithPermissionsSchema } from './role-schemas.ts';

export const getUserRoles = defineContract({
  method: 'GET',
  path: '/UserRole',
  summary: 'The user roles with the permissions each grants',
  tag: 'Role',
  access: { kind: 'anyPermission', permissions: ['admin.users', 'admin.roles'] },
  response: z.array(userRoleWithPermissionsSchema),
});
