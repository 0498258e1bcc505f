import type { AdminEmployee } from '@airquote/shared/contracts/employee/employee-schemas';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyRoleLookups, employeeCompanyRoles, employees } from '../../db/schema/employees.ts';
import { appUsers } from '../../db/schema/users.ts';

type AdminEmployeeRow = {
  employee_id: number;
  user_id: number;
  company_id: number;
  company_name: string;
  first_name: string;
  last_name: string;
  email_address: string;
  is_active: boolean;
  user_is_active: boolean;
  is_default_company: boolean;
  row_version: number;
  roles: Array<{ CompanyRoleId: number; RoleName: string; Value: string }> | string | null;
};

function toAdminEmployee(row: AdminEmployeeRow): AdminEmployee {
  // json_agg arrives parsed from pg and PGlite; a driver that hands back text is parsed here.
  const roles = typeof row.roles === 'string' ? JSON.parse(row.roles) : (row.roles ?? []);
  return {
    EmployeeId: row.employee_id,
    UserId: row.user_id,
    CompanyId: row.company_id,
    CompanyName: row.company_name,
    FirstName: row.first_name,
    LastName: row.last_name,
    EmailAddress: row.email_address,
    IsActive: row.is_active,
    UserIsActive: row.user_is_active,
    IsDefaultCompany: row.is_default_company,
    RowVersion: row.row_version,
    CompanyRoles: (roles as Array<{ CompanyRoleId: number; RoleName: string; Value: string }>).map(
      (role) => ({
        CompanyRoleId: role.CompanyRoleId,
        RoleName: role.RoleName,
        CompanyRoleLookup: { Value: role.Value },
      }),
    ),
  };
}

/** Employees with their user, company and company roles, in one statement. */
export async function selectAdminEmployees(
  db: DatabaseOrTransaction,
  where: SQL,
  limit = 200,
): Promise<AdminEmployee[]> {
  const result = (await db.execute(sql`
    select e.employee_id, e.user_id, e.company_id, c.name as company_name, u.first_name, u.last_name,
      u.email_address, e.is_active, u.is_active as user_is_active,
      coalesce(u.default_company_id = e.company_id, false) as is_default_company, e.row_version,
      (select json_agg(json_build_object('CompanyRoleId', r.company_role_id, 'RoleName', r.role_name,
          'Value', r.value) order by r.company_role_id)
        from employee_company_role ecr join company_role r on r.company_role_id = ecr.company_role_id
        where ecr.employee_id = e.employee_id) as roles
    from employee e
      join app_user u on u.user_id = e.user_id
      join company c on c.company_id = e.company_id
    where ${where}
    order by lower(c.name), lower(u.last_name), lower(u.first_name), e.employee_id
    limit ${limit}`)) as unknown as { rows: AdminEmployeeRow[] };
  return result.rows.map(toAdminEmployee);
}

export function searchCondition(options: {
  companyId: number | null;
  searchText: string;
  includeInactive: boolean;
}) {
  const conditions: SQL[] = [sql`true`];
  if (options.companyId !== null) conditions.push(sql`e.company_id = ${options.companyId}`);
  if (!options.includeInactive) conditions.push(sql`e.is_active`);
  if (options.searchText) {
    const pattern = `%${options.searchText.replace(/[\\%_]/g, (character) => `\\${character}`).toLowerCase()}%`;
    conditions.push(
      sql`(lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(u.email_address) like ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

export async function lockEmployee(db: DatabaseOrTransaction, employeeId: number) {
  const [row] = await db.select().from(employees).where(eq(employees.employeeId, employeeId)).for('update');
  return row;
}

export async function findEmployeeOf(db: DatabaseOrTransaction, userId: number, companyId: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.companyId, companyId)))
    .for('update');
  return row;
}

export async function insertEmployee(db: DatabaseOrTransaction, userId: number, companyId: number) {
  const [row] = await db.insert(employees).values({ userId, companyId }).returning();
  return row as typeof employees.$inferSelect;
}

export async function updateEmployeeIfVersion(
  db: DatabaseOrTransaction,
  employeeId: number,
  expectedRowVersion: number,
  isActive: boolean,
) {
  const [row] = await db
    .update(employees)
    .set({ isActive, rowVersion: sql`${employees.rowVersion} + 1` })
    .where(and(eq(employees.employeeId, employeeId), eq(employees.rowVersion, expectedRowVersion)))
    .returning({ employeeId: employees.employeeId });
  return row;
}

export async function companyRoleExists(db: DatabaseOrTransaction, companyRoleId: number): Promise<boolean> {
  const [row] = await db
    .select({ companyRoleId: companyRoleLookups.companyRoleId })
    .from(companyRoleLookups)
    .where(eq(companyRoleLookups.companyRoleId, companyRoleId));
  return !!row;
}

/** True when the role was added (false: the employee held it already). */
export async function addEmployeeRole(db: DatabaseOrTransaction, employeeId: number, companyRoleId: number) {
  const rows = await db
    .insert(employeeCompanyRoles)
    .values({ employeeId, companyRoleId })
    .onConflictDoNothing()
    .returning({ employeeId: employeeCompanyRoles.employeeId });
  return rows.length > 0;
}

/** True when the role was taken away (false: the employee did not hold it). */
export async function removeEmployeeRole(
  db: DatabaseOrTransaction,
  employeeId: number,
  companyRoleId: number,
) {
  const rows = await db
    .delete(employeeCompanyRoles)
    .where(
      and(
        eq(employeeCompanyRoles.employeeId, employeeId),
        eq(employeeCompanyRoles.companyRoleId, companyRoleId),
      ),
    )
    .returning({ employeeId: employeeCompanyRoles.employeeId });
  return rows.length > 0;
}

export async function findCompany(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({
      companyId: companies.companyId,
      name: companies.name,
      kind: companies.kind,
      isActive: companies.isActive,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row;
}

export async function setDefaultCompany(db: DatabaseOrTransaction, userId: number, companyId: number | null) {
  await db
    .update(appUsers)
    .set({
      defaultCompanyId: companyId,
      rowVersion: sql`${appUsers.rowVersion} + 1`,
      dateModified: new Date(),
    })
    .where(eq(appUsers.userId, userId));
}

/** Another active company of the user, to become the default when the current one is left. */
export async function otherActiveCompanyOf(db: DatabaseOrTransaction, userId: number, leftCompanyId: number) {
  const [row] = await db
    .select({ companyId: employees.companyId })
    .from(employees)
    .innerJoin(companies, eq(companies.companyId, employees.companyId))
    .where(
      and(
        eq(employees.userId, userId),
        eq(employees.isActive, true),
        eq(companies.isActive, true),
        ne(employees.companyId, leftCompanyId),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(1);
  return row?.companyId ?? null;
}

/** The condition of selectAdminEmployees for one employee. */
export const employeeIdIs = (employeeId: number): SQL => sql`e.employee_id = ${employeeId}`;

/** The condition of selectAdminEmployees for a user's employments. */
export const employeesOfUser = (userId: number): SQL => sql`e.user_id = ${userId}`;
