import { roleMessages as messages } from '@airquote/shared/contracts/role/role-schemas';
import { internalOnlyPermissions } from '@airquote/shared/enums/permissions';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  listCompanyRoles,
  listPermissions,
  listUserRoles,
  permissionExists,
  setCompanyRolePermission,
  setUserRolePermission,
} from './role.repository.ts';

const internalOnly = new Set<string>(internalOnlyPermissions);

/**
 * A matrix change reaches every holder of the role on their next request: this process forgets all
 * cached principals at once; other instances follow within the cache's 2 s (ADR 0004).
 */
export async function updateCompanyRolePermission(
  deps: AppDeps,
  actor: Actor,
  input: { CompanyRoleId: number; Permission: string; Granted: boolean },
) {
  await deps.db.transaction(async (tx) => {
    const [role] = await listCompanyRoles(tx, input.CompanyRoleId);
    if (!role) throw notFound(messages.roleNotFound);
    if (!(await permissionExists(tx, input.Permission)))
      throw badRequest(messages.permissionNotFound, { Permission: messages.permissionNotFound });
    if (input.Granted && internalOnly.has(input.Permission))
      throw badRequest(messages.internalOnly, { Permission: messages.internalOnly });
    if (await setCompanyRolePermission(tx, role.CompanyRoleId, input.Permission, input.Granted))
      await recordAdminChange(tx, actor, input.Granted ? 'company-role.grant' : 'company-role.withdraw', {
        companyRole: role.Value,
        permission: input.Permission,
      });
  });
  deps.principals.invalidate();
  const [role] = await listCompanyRoles(deps.db, input.CompanyRoleId);
  if (!role) throw notFound(messages.roleNotFound);
  return role;
}

export async function updateUserRolePermission(
  deps: AppDeps,
  actor: Actor,
  input: { UserRoleId: number; Permission: string; Granted: boolean },
) {
  await deps.db.transaction(async (tx) => {
    const [role] = await listUserRoles(tx, input.UserRoleId);
    if (!role) throw notFound(messages.roleNotFound);
    if (!(await permissionExists(tx, input.Permission)))
      throw badRequest(messages.permissionNotFound, { Permission: messages.permissionNotFound });
    if (!input.Granted && role.Value === 'SysAdmin' && input.Permission === 'admin.roles')
      throw badRequest(messages.sysAdminKeepsRoles, { Permission: messages.sysAdminKeepsRoles });
    if (await setUserRolePermission(tx, role.UserRoleId, input.Permission, input.Granted))
      await recordAdminChange(tx, actor, input.Granted ? 'user-role.grant' : 'user-role.withdraw', {
        userRole: role.Value,
        permission: input.Permission,
      });
  });
  deps.principals.invalidate();
  const [role] = await listUserRoles(deps.db, input.UserRoleId);
  if (!role) throw notFound(messages.roleNotFound);
  return role;
}

/** Every permission of the matrices, with what it allows. */
export async function listPermissionDescriptions(deps: AppDeps) {
  return (await listPermissions(deps.db)).map((permission) => ({
    Name: permission.name,
    Description: permission.description,
  }));
}

export async function listCompanyRolesWithPermissions(deps: AppDeps) {
  return listCompanyRoles(deps.db);
}

export async function listUserRolesWithPermissions(deps: AppDeps) {
  return listUserRoles(deps.db);
}
