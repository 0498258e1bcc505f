import { z } from 'zod';
import { UserRole } from '../../enums/roles.ts';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { appUserSummarySchema } from './search-app-users.ts';

export const getUsersByUserRole = defineContract({
  method: 'GET',
  path: '/AppUser/GetUserByUserRole/:userRoleId',
  summary: 'Active users holding a user role, by its id',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  params: z.object({ userRoleId: idParamSchema }),
  response: z.array(appUserSummarySchema),
});

export const getUsersByUserRoleEnum = defineContract({
  method: 'GET',
  path: '/AppUser/GetUserByUserRoleEnum/:roleName',
  summary: 'Active users holding a user role, by its name (SysAdmin, AppAdmin, …)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  params: z.object({
    roleName: z.enum(Object.values(UserRole) as [UserRole, ...UserRole[]], {
      error: `Name one of the user roles: ${Object.values(UserRole).join(', ')}.`,
    }),
  }),
  response: z.array(appUserSummarySchema),
});
