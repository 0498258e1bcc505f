import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';

export const permissionSchema = z.object({ Name: z.string(), Description: z.string() });
export type PermissionEntry = z.infer<typeof permissionSchema>;

export const companyRoleWithPermissionsSchema = z.object({
  CompanyRoleId: z.number(),
  Value: z.string(),
  RoleName: z.string(),
  Permissions: z.array(z.string()),
});
export type CompanyRoleWithPermissions = z.infer<typeof companyRoleWithPermissionsSchema>;

export const userRoleWithPermissionsSchema = z.object({
  UserRoleId: z.number(),
  Value: z.string(),
  Permissions: z.array(z.string()),
});
export type UserRoleWithPermissions = z.infer<typeof userRoleWithPermissionsSchema>;

const permissionNameSchema = z.string().trim().min(1, { error: 'Permission is required' }).max(100);

export const updateCompanyRolePermissionRequestSchema = z.object({
  CompanyRoleId: idSchema,
  Permission: permissionNameSchema,
  Granted: z.boolean(),
});

export const updateUserRolePermissionRequestSchema = z.object({
  UserRoleId: idSchema,
  Permission: permissionNameSchema,
  Granted: z.boolean(),
});

export const roleMessages = {
  roleNotFound: 'Role not found.',
  permissionNotFound: 'Permission not found.',
  internalOnly: 'Admin-area permissions are granted through user roles of the internal company only.',
  sysAdminKeepsRoles: 'SysAdmin always keeps admin.roles, so someone can always edit this matrix.',
} as const;
