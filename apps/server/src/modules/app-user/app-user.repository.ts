import type { AppUser, CurrentUserInfo, Employee } from '@airquote/shared/contracts/user-info';
import { permissionsWithheldFromEngineers } from '@airquote/shared/enums/permissions';
import { CompanyRole } from '@airquote/shared/enums/roles';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyRoleLookups, employeeCompanyRoles, employees } from '../../db/schema/employees.ts';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens.ts';
import { companyRolePermissions } from '../../db/schema/permissions.ts';
import { appUsers, appUserUserRoles, userRoleLookups } from '../../db/schema/users.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { toCompany } from '../company/company-mapper.ts';
import { toUserSummary, type UserSummaryColumns } from './user-summary-mapper.ts';

export type AppUserRow = typeof appUsers.$inferSelect;

export async function findUserByEmail(
  db: DatabaseOrTransaction,
  email: string,
): Promise<AppUserRow | undefined> {
  const [user] = await db
    .select()
    .from(appUsers)
    .where(sql`lower(${appUsers.emailAddress}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function findUserById(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<AppUserRow | undefined> {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.userId, userId));
  return user;
}

export async function bumpTokenVersion(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .update(appUsers)
    .set({ tokenVersion: sql`${appUsers.tokenVersion} + 1`, dateModified: new Date() })
    .where(eq(appUsers.userId, userId))
    .returning({ tokenVersion: appUsers.tokenVersion });
  return row?.tokenVersion ?? 0;
}

export async function findInternalCompany(db: DatabaseOrTransaction) {
  const [company] = await db.select().from(companies).where(eq(companies.kind, 'Internal')).limit(1);
  return company;
}

/** Any company of this name, whatever its case, kind or state (names are unique without case). */
export async function findCompanyByName(db: DatabaseOrTransaction, name: string) {
  const [company] = await db
    .select({ companyId: companies.companyId, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.trim().toLowerCase()}`);
  return company;
}

/** The companies an approval may assign: active rep firms and customers, by name. */
export async function listApprovalCompanies(db: DatabaseOrTransaction) {
  return db
    .select({ companyId: companies.companyId, name: companies.name, kind: companies.kind })
    .from(companies)
    .where(and(eq(companies.isActive, true), ne(companies.kind, 'Internal')))
    .orderBy(sql`lower(${companies.name})`);
}

export async function listBrandNames(db: DatabaseOrTransaction) {
  return db.select({ brandId: brands.brandId, name: brands.name }).from(brands).orderBy(asc(brands.brandId));
}

/** Active, approved users holding one of the given user roles (approvers of registrations). */
export async function findUsersWithUserRoles(db: DatabaseOrTransaction, roles: string[]) {
  return db
    .selectDistinct({ userId: appUsers.userId, emailAddress: appUsers.emailAddress })
    .from(appUsers)
    .innerJoin(appUserUserRoles, eq(appUserUserRoles.userId, appUsers.userId))
    .innerJoin(userRoleLookups, eq(userRoleLookups.userRoleId, appUserUserRoles.userRoleId))
    .where(
      and(
        inArray(userRoleLookups.value, roles),
        eq(appUsers.isActive, true),
        eq(appUsers.approvalStatus, 'Approved'),
      ),
    )
    .orderBy(asc(appUsers.userId));
}

export async function ensureEmployee(
  db: DatabaseOrTransaction,
  userId: number,
  companyId: number,
): Promise<number> {
  const [existing] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.companyId, companyId)));
  if (existing) return existing.employeeId;
  const [inserted] = await db.insert(employees).values({ userId, companyId }).returning();
  return (inserted as { employeeId: number }).employeeId;
}

async function loadAppUser(db: DatabaseOrTransaction, user: AppUserRow): Promise<AppUser> {
  const roles = await db
    .select({ userRoleId: userRoleLookups.userRoleId, value: userRoleLookups.value })
    .from(appUserUserRoles)
    .innerJoin(userRoleLookups, eq(userRoleLookups.userRoleId, appUserUserRoles.userRoleId))
    .where(eq(appUserUserRoles.userId, user.userId))
    .orderBy(asc(userRoleLookups.userRoleId));
  let defaultCompany: AppUser['DefaultCompany'] = null;
  if (user.defaultCompanyId) {
    const [row] = await db
      .select()
      .from(companies)
      .leftJoin(brands, eq(brands.brandId, companies.defaultBrandId))
      .where(eq(companies.companyId, user.defaultCompanyId));
    if (row) defaultCompany = toCompany(row.company, row.brand);
  }
  const values = roles.map((role) => role.value);
  return {
    UserId: user.userId,
    FirstName: user.firstName,
    LastName: user.lastName,
    EmailAddress: user.emailAddress,
    IsAppAdmin: values.includes('AppAdmin'),
    IsSysAdmin: values.includes('SysAdmin'),
    IsInternalEmployee: user.isInternalEmployee,
    UserRoles: roles.map((role) => ({ UserRoleId: role.userRoleId, UserRoleLookup: { Value: role.value } })),
    DefaultCompanyId: user.defaultCompanyId,
    DefaultCompany: defaultCompany,
    UnitSystem: user.unitSystem,
  };
}

export async function loadAppUserById(db: DatabaseOrTransaction, userId: number): Promise<AppUser | null> {
  const user = await findUserById(db, userId);
  return user ? loadAppUser(db, user) : null;
}

async function loadEmployees(db: DatabaseOrTransaction, userId: number): Promise<Employee[]> {
  const rows = await db
    .select()
    .from(employees)
    .innerJoin(companies, eq(companies.companyId, employees.companyId))
    .leftJoin(brands, eq(brands.brandId, companies.defaultBrandId))
    .where(and(eq(employees.userId, userId), eq(employees.isActive, true)))
    .orderBy(asc(companies.name));
  const employeeIds = rows.map((row) => row.employee.employeeId);
  const roles = employeeIds.length
    ? await db
        .select()
        .from(employeeCompanyRoles)
        .innerJoin(
          companyRoleLookups,
          eq(companyRoleLookups.companyRoleId, employeeCompanyRoles.companyRoleId),
        )
        .where(inArray(employeeCompanyRoles.employeeId, employeeIds))
        .orderBy(asc(companyRoleLookups.companyRoleId))
    : [];
  return rows.map((row) => ({
    EmployeeId: row.employee.employeeId,
    UserId: row.employee.userId,
    CompanyId: row.employee.companyId,
    Company: toCompany(row.company, row.brand),
    CompanyRoles: roles
      .filter((role) => role.employee_company_role.employeeId === row.employee.employeeId)
      .map((role) => ({
        CompanyRoleId: role.company_role.companyRoleId,
        RoleName: role.company_role.roleName,
        CompanyRoleLookup: { Value: role.company_role.value },
      })),
  }));
}

async function loadEmployeePermissions(db: DatabaseOrTransaction, employeeList: Employee[]) {
  const roleIds = [
    ...new Set(employeeList.flatMap((employee) => employee.CompanyRoles.map((role) => role.CompanyRoleId))),
  ];
  const grants = roleIds.length
    ? await db
        .select()
        .from(companyRolePermissions)
        .where(inArray(companyRolePermissions.companyRoleId, roleIds))
    : [];
  // The Engineer rule holds in every company, not only where the user is an engineer.
  const isEngineer = employeeList.some((employee) =>
    employee.CompanyRoles.some((role) => role.CompanyRoleId === CompanyRole.Engineer),
  );
  const withheld = new Set<string>(isEngineer ? permissionsWithheldFromEngineers : []);
  return employeeList.map((employee) => {
    const held = new Set(employee.CompanyRoles.map((role) => role.CompanyRoleId));
    const permissions = grants
      .filter((grant) => held.has(grant.companyRoleId) && !withheld.has(grant.permission))
      .map((grant) => grant.permission);
    return { CompanyId: employee.CompanyId, Permissions: [...new Set(permissions)].sort() };
  });
}

/** The getCurrentUserInfo answer for a user (ClientId and impersonator filled by the caller). */
export async function loadUserInfo(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<Omit<CurrentUserInfo, 'ClientId' | 'ImpersonatorUserId'> | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const [appUser, employeeList, principal] = await Promise.all([
    loadAppUser(db, user),
    loadEmployees(db, userId),
    loadPrincipal(db, userId),
  ]);
  return {
    AppUser: appUser,
    Employees: employeeList,
    Permissions: [...(principal?.permissions ?? [])].sort(),
    EmployeePermissions: await loadEmployeePermissions(db, employeeList),
  };
}

/** Users an approver looks at: everyone waiting, and the internal employees. */
export async function listApprovalCandidates(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(appUsers)
    .where(or(eq(appUsers.approvalStatus, 'Pending'), eq(appUsers.isInternalEmployee, true)))
    .orderBy(sql`case when ${appUsers.approvalStatus} = 'Pending' then 0 else 1 end`, asc(appUsers.lastName))
    .limit(500);
}

type UserSummaryRow = UserSummaryColumns & { user_roles: string[] | null };

/** Users matching a text in name, e-mail or default company; one query, roles aggregated. */
export async function searchUsers(db: DatabaseOrTransaction, searchText: string, includeInactive: boolean) {
  const pattern = `%${searchText.replace(/[\\%_]/g, (character) => `\\${character}`).toLowerCase()}%`;
  const result = (await db.execute(sql`
    select u.user_id, u.first_name, u.last_name, u.email_address, u.is_active, u.approval_status,
      c.name as company_name,
      (select array_agg(r.value) from app_user_user_role ur join user_role r on r.user_role_id = ur.user_role_id
        where ur.user_id = u.user_id) as user_roles
    from app_user u left join company c on c.company_id = u.default_company_id
    where (${includeInactive} or u.is_active)
      and (lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(u.email_address) like ${pattern}
        or lower(coalesce(c.name, '')) like ${pattern})
    order by u.last_name, u.first_name, u.user_id
    limit 50`)) as unknown as { rows: UserSummaryRow[] };
  return result.rows.map((row) => toUserSummary(row, row.user_roles ?? []));
}

/** A user's reset link by the hash of its token, used or not (read-only: for the link check). */
export async function findResetTokenOf(db: DatabaseOrTransaction, userId: number, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.userId, userId)));
  return row;
}
