import { roleMessages } from '@airquote/shared/contracts/role/role-schemas';
import { CompanyRole, userRoleIds } from '@airquote/shared/enums/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
beforeAll(async () => {
  // The production cache lifetime: the matrix change must reach the next request by invalidation.
  app = await createTestApp({ principalCacheTtlMs: 2_000 });
  admin = await signIn(app, 'admin@airquote.test');
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

type Role = { Value: string; Permissions: string[] };
const get = (url: string, token = admin) => callApi(app, token, 'GET', url);
const setCompanyRole = (body: object, token = admin) =>
  callApi(app, token, 'PUT', '/CompanyRole/updatecompanyrolepermission', body);
const setUserRole = (body: object, token = admin) =>
  callApi(app, token, 'PUT', '/UserRole/updateuserrolepermission', body);

describe('GET /api/Permission, /api/CompanyRole and /api/UserRole', () => {
  it('lists the permissions with descriptions and each role with what it grants', async () => {
    const permissions = await get('/Permission');
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json()).toContainEqual({
      Name: 'pricing.view',
      Description: 'See list prices, multipliers and net prices',
    });
    const companyRoles: Role[] = (await get('/CompanyRole')).json();
    expect(companyRoles.map((role) => role.Value)).toEqual(Object.keys(CompanyRole));
    const engineer = companyRoles.find((role) => role.Value === 'Engineer');
    expect(engineer?.Permissions).toEqual(['engineering.request', 'project.edit', 'project.view']);
    // Admin-area permissions come from internal user roles only (migration 0006 took RepAdmin's).
    expect(
      companyRoles.flatMap((role) => role.Permissions).filter((name) => name.startsWith('admin.')),
    ).toEqual([]);
    const userRoles: Role[] = (await get('/UserRole')).json();
    expect(userRoles.map((role) => role.Value)).toEqual(Object.keys(userRoleIds));
    expect(userRoles.find((role) => role.Value === 'AppAdmin')?.Permissions).toContain('admin.roles');
  });

  it('is refused to a rep admin (403) and needs a token (401)', async () => {
    for (const url of ['/Permission', '/CompanyRole', '/UserRole']) {
      expect((await get(url, rep)).statusCode).toBe(403);
      expect((await callApi(app, null, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/CompanyRole/updatecompanyrolepermission', () => {
  it('withdraws a permission, refused on the very next request of a holder, and grants it back', async () => {
    const contosoRep = await signIn(app, 'rep@contoso.test');
    const projects = async () => (await callApi(app, contosoRep, 'GET', '/Project')).statusCode;
    expect(await projects()).toBe(200);
    const withdrawn = await setCompanyRole({
      CompanyRoleId: CompanyRole.SalesRep,
      Permission: 'project.view',
      Granted: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().Permissions).not.toContain('project.view');
    expect(await projects()).toBe(403);
    const granted = await setCompanyRole({
      CompanyRoleId: CompanyRole.SalesRep,
      Permission: 'project.view',
      Granted: true,
    });
    expect(granted.json().Permissions).toContain('project.view');
    expect(await projects()).toBe(200);
    const audit = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company-role.withdraw'));
    expect(audit.map((row) => row.details)).toEqual([
      { companyRole: 'SalesRep', permission: 'project.view' },
    ]);
  });

  it('never grants an admin-area permission to a company role, and checks names and ids', async () => {
    const internal = await setCompanyRole({
      CompanyRoleId: CompanyRole.RepAdmin,
      Permission: 'admin.companies',
      Granted: true,
    });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().message).toBe(roleMessages.internalOnly);
    const unknown = await setCompanyRole({
      CompanyRoleId: CompanyRole.RepAdmin,
      Permission: 'quote.delete',
      Granted: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(roleMessages.permissionNotFound);
    expect(
      (await setCompanyRole({ CompanyRoleId: 99, Permission: 'quote.view', Granted: true })).statusCode,
    ).toBe(404);
    expect((await setCompanyRole({ CompanyRoleId: 1, Permission: '', Granted: true })).statusCode).toBe(400);
  });

  it('is refused to a non-admin (403)', async () => {
    const byRep = await setCompanyRole(
      { CompanyRoleId: CompanyRole.SalesRep, Permission: 'order.process', Granted: true },
      rep,
    );
    expect(byRep.statusCode).toBe(403);
  });
});

describe('PUT /api/UserRole/updateuserrolepermission', () => {
  it("withdraws an admin's permission from both admin roles: the next admin call is refused", async () => {
    expect((await get('/AppUser')).statusCode).toBe(200);
    for (const UserRoleId of [userRoleIds.SysAdmin, userRoleIds.AppAdmin]) {
      const response = await setUserRole({ UserRoleId, Permission: 'admin.users', Granted: false });
      expect(response.json().Permissions).not.toContain('admin.users');
    }
    expect((await get('/AppUser')).statusCode).toBe(403);
    // admin.roles is kept, so the matrix can give it back.
    await setUserRole({ UserRoleId: userRoleIds.SysAdmin, Permission: 'admin.users', Granted: true });
    expect((await get('/AppUser')).statusCode).toBe(200);
  });

  it('keeps admin.roles with SysAdmin (400) and answers 404/400 for unknown roles and permissions', async () => {
    const locked = await setUserRole({
      UserRoleId: userRoleIds.SysAdmin,
      Permission: 'admin.roles',
      Granted: false,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(roleMessages.sysAdminKeepsRoles);
    expect((await setUserRole({ UserRoleId: 42, Permission: 'quote.view', Granted: true })).statusCode).toBe(
      404,
    );
    expect((await setUserRole({ UserRoleId: 3, Permission: 'nope', Granted: true })).statusCode).toBe(400);
    expect((await setUserRole({ UserRoleId: 3, Permission: 'quote.view', Granted: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it('grants a user role a permission its holders then use at once, and refuses non-admins', async () => {
    const pricing = await signIn(app, 'pricing@airquote.test');
    expect((await get('/CompanyRole', pricing)).statusCode).toBe(403);
    await setUserRole({
      UserRoleId: userRoleIds.VPPricingDirector,
      Permission: 'admin.companies',
      Granted: true,
    });
    expect((await get('/CompanyRole', pricing)).statusCode).toBe(200);
    const byPricing = await setUserRole(
      { UserRoleId: userRoleIds.VPPricingDirector, Permission: 'admin.roles', Granted: true },
      pricing,
    );
    expect(byPricing.statusCode).toBe(403);
  });
});
