import { employeeMessages } from '@airquote/shared/contracts/employee/employee-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { CompanyRole } from '@airquote/shared/enums/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { appUsers } from '../../db/schema/users.ts';
import { companyIdByName, employeeIdOf, sessionStatus } from '../../test/admin-fixtures.ts';
import { callApi, userIdByEmail } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
let northwind: number;
let contoso: number;
beforeAll(async () => {
  // The production cache lifetime: a change must reach the next request through invalidation.
  app = await createTestApp({ principalCacheTtlMs: 2_000 });
  admin = await signIn(app, 'admin@airquote.test');
  rep = await signIn(app, 'rep@northwind.test');
  northwind = await companyIdByName(app, 'Northwind Reps');
  contoso = await companyIdByName(app, 'Contoso Reps');
});
afterAll(async () => app.close());

type Employee = {
  EmployeeId: number;
  UserId: number;
  CompanyId: number;
  EmailAddress: string;
  IsActive: boolean;
  IsDefaultCompany: boolean;
  RowVersion: number;
  CompanyRoles: Array<{ CompanyRoleId: number; CompanyRoleLookup: { Value: string } }>;
};
const roleValues = (employee: Employee) => employee.CompanyRoles.map((role) => role.CompanyRoleLookup.Value);
const put = (url: string, body: object, token = admin) => callApi(app, token, 'PUT', url, body);

describe('POST /api/Employee/search, GET getbyid and getbyuserid', () => {
  it("lists a company's employees with their company roles", async () => {
    const response = await callApi(app, admin, 'POST', '/Employee/search', { CompanyId: northwind });
    expect(response.statusCode).toBe(200);
    const employees: Employee[] = response.json();
    expect(employees.map((employee) => employee.EmailAddress).sort()).toEqual([
      'engineer@northwind.test',
      'manager@northwind.test',
      'rep@northwind.test',
    ]);
    const nora = employees.find((employee) => employee.EmailAddress === 'rep@northwind.test') as Employee;
    expect(roleValues(nora)).toEqual(['RepAdmin', 'SalesRep']);
    expect(nora).toMatchObject({ IsDefaultCompany: true, IsActive: true, RowVersion: 1 });
    const byText = await callApi(app, admin, 'POST', '/Employee/search', { SearchText: 'ENGEL' });
    expect(byText.json().map((employee: Employee) => employee.EmailAddress)).toEqual([
      'engineer@northwind.test',
    ]);
  });

  it('reads one employee and all memberships of a user; unknown ids are 404', async () => {
    const userId = await userIdByEmail(app, 'rep@northwind.test');
    const byUser = await callApi(app, admin, 'GET', `/Employee/getbyuserid/${userId}`);
    expect(byUser.json()).toHaveLength(1);
    const employeeId = byUser.json()[0].EmployeeId;
    const byId = await callApi(app, admin, 'GET', `/Employee/getbyid/${employeeId}`);
    expect(byId.json()).toMatchObject({ EmployeeId: employeeId, CompanyName: 'Northwind Reps' });
    expect((await callApi(app, admin, 'GET', '/Employee/getbyid/999999')).statusCode).toBe(404);
    expect((await callApi(app, admin, 'GET', '/Employee/getbyuserid/999999')).statusCode).toBe(404);
    expect((await callApi(app, admin, 'GET', '/Employee/getbyid/abc')).statusCode).toBe(400);
  });

  it('is refused to a rep admin (403) and to a caller without a token (401)', async () => {
    expect((await callApi(app, rep, 'POST', '/Employee/search', {})).statusCode).toBe(403);
    expect((await callApi(app, null, 'POST', '/Employee/search', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/Employee/UpsertEmployee and UpsertUserCompany', () => {
  it('makes a user an employee once; a second time is 409', async () => {
    const userId = await userIdByEmail(app, 'orders@airquote.test');
    const created = await put('/Employee/UpsertEmployee', { UserId: userId, CompanyId: contoso });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      UserId: userId,
      CompanyId: contoso,
      IsActive: true,
      CompanyRoles: [],
    });
    const again = await put('/Employee/UpsertEmployee', { UserId: userId, CompanyId: contoso });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(employeeMessages.alreadyEmployee);
  });

  it('answers 404 for an unknown user or company and 400 for a deactivated company', async () => {
    const userId = await userIdByEmail(app, 'orders@airquote.test');
    expect((await put('/Employee/UpsertEmployee', { UserId: 999_999, CompanyId: contoso })).statusCode).toBe(
      404,
    );
    expect((await put('/Employee/UpsertEmployee', { UserId: userId, CompanyId: 999_999 })).statusCode).toBe(
      404,
    );
    const company = await callApi(app, admin, 'PUT', '/Company/upsert', {
      Name: 'Closed Reps',
      Kind: 'RepFirm',
      DefaultBrandId: 1,
    });
    const { CompanyId, RowVersion } = company.json();
    await put('/Company/UpdateStatus', { CompanyId, IsActive: false, RowVersion });
    const refused = await put('/Employee/UpsertEmployee', { UserId: userId, CompanyId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(employeeMessages.companyInactive);
  });

  it('reactivates a membership and makes it the default company (UpsertUserCompany)', async () => {
    const userId = await userIdByEmail(app, 'pricing@airquote.test');
    const created = (await put('/Employee/UpsertEmployee', { UserId: userId, CompanyId: northwind })).json();
    const off = await put('/Employee/UpsertEmployee', {
      EmployeeId: created.EmployeeId,
      UserId: userId,
      CompanyId: northwind,
      IsActive: false,
      RowVersion: created.RowVersion,
    });
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: created.RowVersion + 1 });
    const back = await put('/Employee/UpsertUserCompany', {
      UserId: userId,
      CompanyId: northwind,
      IsDefaultCompany: true,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      EmployeeId: created.EmployeeId,
      IsActive: true,
      IsDefaultCompany: true,
    });
  });
});

describe('PUT /api/Employee/UpsertEmployeeCompanyRole and DeleteEmployeeCompanyRole', () => {
  it("changes a user's company roles, effective on their very next request", async () => {
    const contosoRep = await signIn(app, 'rep@contoso.test');
    const userId = await userIdByEmail(app, 'rep@contoso.test');
    const employeeId = await employeeIdOf(app, userId, contoso);
    const projectList = async () => (await callApi(app, contosoRep, 'GET', '/Project')).statusCode;
    const permissions = async () =>
      (await callApi(app, contosoRep, 'GET', '/AppUser/getCurrentUserInfo/test')).json().Permissions;
    expect(await projectList()).toBe(200);
    const added = await put('/Employee/UpsertEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: CompanyRole.Engineer,
    });
    expect(roleValues(added.json())).toEqual(['SalesRep', 'Engineer']);
    expect(await permissions()).not.toContain('quote.view');
    const twice = await put('/Employee/UpsertEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: CompanyRole.Engineer,
    });
    expect(roleValues(twice.json())).toEqual(['SalesRep', 'Engineer']);
    await put('/Employee/DeleteEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: CompanyRole.Engineer,
    });
    const removed = await put('/Employee/DeleteEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: CompanyRole.SalesRep,
    });
    expect(roleValues(removed.json())).toEqual([]);
    // Without a role there is no project.view: refused at once, although principals are cached 2 s.
    expect(await projectList()).toBe(403);
    await put('/Employee/UpsertEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: CompanyRole.SalesRep,
    });
    expect(await projectList()).toBe(200);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'employee.role.add'));
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown role (400), an unknown employee (404) and a non-admin (403)', async () => {
    const employeeId = await employeeIdOf(app, await userIdByEmail(app, 'rep@contoso.test'), contoso);
    const badRole = await put('/Employee/UpsertEmployeeCompanyRole', {
      EmployeeId: employeeId,
      CompanyRoleId: 99,
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe(employeeMessages.roleNotFound);
    const missing = await put('/Employee/DeleteEmployeeCompanyRole', {
      EmployeeId: 999_999,
      CompanyRoleId: 1,
    });
    expect(missing.statusCode).toBe(404);
    const byRep = await put(
      '/Employee/UpsertEmployeeCompanyRole',
      { EmployeeId: employeeId, CompanyRoleId: 1 },
      rep,
    );
    expect(byRep.statusCode).toBe(403);
  });
});

describe('PUT /api/Employee/EmployeeDeactivate', () => {
  it('ends the membership and every session of the user, and moves their default company', async () => {
    const buyer = await signIn(app, 'buyer@fabrikam.test');
    const userId = await userIdByEmail(app, 'buyer@fabrikam.test');
    const fabrikam = await companyIdByName(app, 'Fabrikam Mechanical');
    await put('/Employee/UpsertUserCompany', { UserId: userId, CompanyId: contoso });
    const employee = (
      await callApi(app, admin, 'GET', `/Employee/getbyid/${await employeeIdOf(app, userId, fabrikam)}`)
    ).json();
    expect(await sessionStatus(app, buyer)).toBe(200);

    const stale = await put('/Employee/EmployeeDeactivate', {
      EmployeeId: employee.EmployeeId,
      RowVersion: 99,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
    expect(await sessionStatus(app, buyer)).toBe(200);

    const done = await put('/Employee/EmployeeDeactivate', {
      EmployeeId: employee.EmployeeId,
      RowVersion: employee.RowVersion,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ IsActive: false, IsDefaultCompany: false });
    // The token version moved on: the token the buyer holds no longer works, on the next request.
    expect(await sessionStatus(app, buyer)).toBe(401);
    const [user] = await app.deps.db.select().from(appUsers).where(eq(appUsers.userId, userId));
    expect(user?.defaultCompanyId).toBe(contoso);
    // A fresh sign-in works: the user is still active, only this membership ended.
    expect(await sessionStatus(app, await signIn(app, 'buyer@fabrikam.test'))).toBe(200);
  });

  it('refuses deactivating your own membership (400) and non-admins (403)', async () => {
    const adminId = await userIdByEmail(app, 'admin@airquote.test');
    const own = (await callApi(app, admin, 'GET', `/Employee/getbyuserid/${adminId}`)).json()[0];
    const refused = await put('/Employee/EmployeeDeactivate', {
      EmployeeId: own.EmployeeId,
      RowVersion: own.RowVersion,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(employeeMessages.notYourself);
    const byRep = await put(
      '/Employee/EmployeeDeactivate',
      { EmployeeId: own.EmployeeId, RowVersion: 1 },
      rep,
    );
    expect(byRep.statusCode).toBe(403);
  });
});
