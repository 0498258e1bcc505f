import type { AdminAppUser } from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import type { AppUserSummary } from '@airquote/shared/contracts/app-user/search-app-users';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { appUsers, appUserUserRoles, userRoleLookups } from '../../db/schema/users.ts';
import { toUserSummary, type UserSummaryColumns } from './user-summary-mapper.ts';

type UserRow = UserSummaryColumns & {
  is_internal_employee: boolean | null;
  has_password: boolean;
  default_company_id: number | null;
  row_version: number;
  date_created: Date | string;
  roles: Array<{ UserRoleId: number; Value: string }> | string | null;
};

/** Users with their default company and user roles, in one statement. */
async function selectUsers(db: DatabaseOrTransaction, where: SQL): Promise<UserRow[]> {
  const result = (await db.execute(sql`
    select u.user_id, u.first_name, u.last_name, u.email_address, u.is_active, u.approval_status,
      u.is_internal_employee, u.password_hash is not null as has_password, u.default_company_id,
      c.name as company_name, u.row_version, u.date_created,
      (select json_agg(json_build_object('UserRoleId', r.user_role_id, 'Value', r.value) order by r.user_role_id)
        from app_user_user_role ur join user_role r on r.user_role_id = ur.user_role_id
        where ur.user_id = u.user_id) as roles
    from app_user u left join company c on c.company_id = u.default_company_id
    where ${where}
    order by lower(u.last_name), lower(u.first_name), u.user_id`)) as unknown as { rows: UserRow[] };
  return result.rows;
}

function rolesOf(row: UserRow): Array<{ UserRoleId: number; Value: string }> {
  // json_agg arrives parsed from pg and PGlite; a driver that hands back text is parsed here.
  return typeof row.roles === 'string' ? JSON.parse(row.roles) : (row.roles ?? []);
}

function toSummary(row: UserRow): AppUserSummary {
  return toUserSummary(
    row,
    rolesOf(row).map((role) => role.Value),
  );
}

function toAdminAppUser(row: UserRow): AdminAppUser {
  const roles = rolesOf(row);
  return {
    ...toUserSummary(
      row,
      roles.map((role) => role.Value),
    ),
    IsInternalEmployee: row.is_internal_employee,
    HasPassword: row.has_password,
    DefaultCompanyId: row.default_company_id,
    UserRoles: roles.map((role) => ({ UserRoleId: role.UserRoleId, UserRoleLookup: { Value: role.Value } })),
    RowVersion: row.row_version,
    DateCreated: new Date(row.date_created).toISOString(),
  };
}

export async function listUserSummaries(db: DatabaseOrTransaction, includeInactive: boolean) {
  return (await selectUsers(db, includeInactive ? sql`true` : sql`u.is_active`)).map(toSummary);
}

/** Active users holding a user role: who gets the role's notifications and reviews. */
export async function usersHoldingUserRole(db: DatabaseOrTransaction, userRoleId: number) {
  const rows = await selectUsers(
    db,
    sql`u.is_active and exists (select 1 from app_user_user_role ur
      where ur.user_id = u.user_id and ur.user_role_id = ${userRoleId})`,
  );
  return rows.map(toSummary);
}

export async function loadAdminAppUser(db: DatabaseOrTransaction, userId: number) {
  const [row] = await selectUsers(db, sql`u.user_id = ${userId}`);
  return row ? toAdminAppUser(row) : null;
}

export async function lockUser(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db.select().from(appUsers).where(eq(appUsers.userId, userId)).for('update');
  return row;
}

export async function findUserRoleId(db: DatabaseOrTransaction, userRoleId: number) {
  const [row] = await db
    .select({ userRoleId: userRoleLookups.userRoleId, value: userRoleLookups.value })
    .from(userRoleLookups)
    .where(eq(userRoleLookups.userRoleId, userRoleId));
  return row;
}

export async function findUserRoleByName(db: DatabaseOrTransaction, value: string) {
  const [row] = await db
    .select({ userRoleId: userRoleLookups.userRoleId })
    .from(userRoleLookups)
    .where(eq(userRoleLookups.value, value));
  return row;
}

/** True when the role was added (false: the user held it already). */
export async function addUserRole(db: DatabaseOrTransaction, userId: number, userRoleId: number) {
  const rows = await db
    .insert(appUserUserRoles)
    .values({ userId, userRoleId })
    .onConflictDoNothing()
    .returning({ userId: appUserUserRoles.userId });
  return rows.length > 0;
}

/** True when the role was taken away (false: the user did not hold it). */
export async function removeUserRole(db: DatabaseOrTransaction, userId: number, userRoleId: number) {
  const rows = await db
    .delete(appUserUserRoles)
    .where(and(eq(appUserUserRoles.userId, userId), eq(appUserUserRoles.userRoleId, userRoleId)))
    .returning({ userId: appUserUserRoles.userId });
  return rows.length > 0;
}

/** A new user row; returns its id. */
export async function insertAppUser(db: DatabaseOrTransaction, values: typeof appUsers.$inferInsert) {
  const [created] = await db.insert(appUsers).values(values).returning({ userId: appUsers.userId });
  return (created as { userId: number }).userId;
}

/** Compare-and-increment of a user's row; undefined when the version moved. */
export async function updateAppUserIfVersion(
  db: DatabaseOrTransaction,
  userId: number,
  rowVersion: number,
  values: Partial<typeof appUsers.$inferInsert>,
) {
  const [row] = await db
    .update(appUsers)
    .set({ ...values, rowVersion: sql`${appUsers.rowVersion} + 1`, dateModified: new Date() })
    .where(and(eq(appUsers.userId, userId), eq(appUsers.rowVersion, rowVersion)))
    .returning({ userId: appUsers.userId });
  return row;
}
