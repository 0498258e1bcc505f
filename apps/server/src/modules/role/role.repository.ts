import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { companyRoleLookups } from '../../db/schema/employees.ts';
import { companyRolePermissions, permissions, userRolePermissions } from '../../db/schema/permissions.ts';
import { userRoleLookups } from '../../db/schema/users.ts';
import { groupBy } from '../../lib/group-by.ts';

export async function listPermissions(db: DatabaseOrTransaction) {
  return db.select().from(permissions).orderBy(asc(permissions.name));
}

export async function permissionExists(db: DatabaseOrTransaction, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: permissions.name })
    .from(permissions)
    .where(eq(permissions.name, name));
  return !!row;
}

export async function listCompanyRoles(db: DatabaseOrTransaction, companyRoleId?: number) {
  const roles = await db
    .select()
    .from(companyRoleLookups)
    .where(companyRoleId === undefined ? undefined : eq(companyRoleLookups.companyRoleId, companyRoleId))
    .orderBy(asc(companyRoleLookups.companyRoleId));
  const grants = groupBy(
    await db
      .select()
      .from(companyRolePermissions)
      .where(
        companyRoleId === undefined ? undefined : eq(companyRolePermissions.companyRoleId, companyRoleId),
      )
      .orderBy(asc(companyRolePermissions.permission)),
    (grant) => grant.companyRoleId,
  );
  return roles.map((role) => ({
    CompanyRoleId: role.companyRoleId,
    Value: role.value,
    RoleName: role.roleName,
    Permissions: (grants.get(role.companyRoleId) ?? []).map((grant) => grant.permission),
  }));
}

export async function listUserRoles(db: DatabaseOrTransaction, userRoleId?: number) {
  const roles = await db
    .select()
    .from(userRoleLookups)
    .where(userRoleId === undefined ? undefined : eq(userRoleLookups.userRoleId, userRoleId))
    .orderBy(asc(userRoleLookups.userRoleId));
  const grants = groupBy(
    await db
      .select()
      .from(userRolePermissions)
      .where(userRoleId === undefined ? undefined : eq(userRolePermissions.userRoleId, userRoleId))
      .orderBy(asc(userRolePermissions.permission)),
    (grant) => grant.userRoleId,
  );
  return roles.map((role) => ({
    UserRoleId: role.userRoleId,
    Value: role.value,
    Permissions: (grants.get(role.userRoleId) ?? []).map((grant) => grant.permission),
  }));
}

/** True when the matrix changed (false: the role already had, or lacked, the permission). */
export async function setCompanyRolePermission(
  db: DatabaseOrTransaction,
  companyRoleId: number,
  permission: string,
  granted: boolean,
): Promise<boolean> {
  const rows = granted
    ? await db
        .insert(companyRolePermissions)
        .values({ companyRoleId, permission })
        .onConflictDoNothing()
        .returning({ permission: companyRolePermissions.permission })
    : await db
        .delete(companyRolePermissions)
        .where(
          and(
            eq(companyRolePermissions.companyRoleId, companyRoleId),
            eq(companyRolePermissions.permission, permission),
          ),
        )
        .returning({ permission: companyRolePermissions.permission });
  return rows.length > 0;
}

/** True when the matrix changed (false: the role already had, or lacked, the permission). */
export async function setUserRolePermission(
  db: DatabaseOrTransaction,
  userRoleId: number,
  permission: string,
  granted: boolean,
): Promise<boolean> {
  const rows = granted
    ? await db
        .insert(userRolePermissions)
        .values({ userRoleId, permission })
        .onConflictDoNothing()
        .returning({ permission: userRolePermissions.permission })
    : await db
        .delete(userRolePermissions)
        .where(
          and(eq(userRolePermissions.userRoleId, userRoleId), eq(userRolePermissions.permission, permission)),
        )
        .returning({ permission: userRolePermissions.permission });
  return rows.length > 0;
}
