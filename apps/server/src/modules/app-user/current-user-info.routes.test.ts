import { Permission } from '@airquote/shared/enums/permissions';
import { CompanyRole } from '@airquote/shared/enums/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { employeeCompanyRoles, employees } from '../../db/schema/employees.ts';
import { appUsers } from '../../db/schema/users.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function userInfoOf(email: string, clientId = 'client-42') {
  const token = await signIn(app, email);
  const response = await app.inject({
    method: 'GET',
    url: `/api/AppUser/getCurrentUserInfo/${clientId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/AppUser/getCurrentUserInfo/{clientId}', () => {
  it('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/AppUser/getCurrentUserInfo/client-42' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please sign in.',
    });
  });

  it('echoes the ClientId and describes a rep: default company, brand, company roles and permissions', async () => {
    const info = await userInfoOf('rep@northwind.test');
    expect(info.ClientId).toBe('client-42');
    expect(info.ImpersonatorUserId).toBeNull();
    expect(info.AppUser).toMatchObject({
      EmailAddress: 'rep@northwind.test',
      FirstName: 'Nora',
      IsAppAdmin: false,
      IsSysAdmin: false,
      UserRoles: [],
      DefaultCompany: {
        Name: 'Northwind Reps',
        DefaultBrandId: 1,
        DefaultBrand: { BrandId: 1, CssClass: expect.any(String) },
        IsInternal: false,
      },
    });
    expect(info.Employees).toHaveLength(1);
    const [employee] = info.Employees;
    expect(employee.CompanyId).toBe(info.AppUser.DefaultCompanyId);
    expect(
      employee.CompanyRoles.map(
        (role: { CompanyRoleLookup: { Value: string } }) => role.CompanyRoleLookup.Value,
      ),
    ).toEqual(['RepAdmin', 'SalesRep']);
    expect(employee.CompanyRoles[0].RoleName).toBe('Rep Admin');
    expect(info.Permissions).toEqual(expect.arrayContaining(['quote.view', 'pricing.view']));
    // Admin-area permissions come from internal user roles only (ADR 0011), not from RepAdmin.
    expect(info.Permissions).not.toContain('admin.companies');
    expect(info.Permissions).not.toContain('user.impersonate');
    expect(info.EmployeePermissions).toEqual([
      { CompanyId: employee.CompanyId, Permissions: expect.any(Array) },
    ]);
    expect(info.EmployeePermissions[0].Permissions).toContain('quote.edit');
  });

  it('gives an engineer no quote or pricing permission (spec section 6)', async () => {
    const info = await userInfoOf('engineer@northwind.test');
    expect(
      info.Employees[0].CompanyRoles.map(
        (role: { CompanyRoleLookup: { Value: string } }) => role.CompanyRoleLookup.Value,
      ),
    ).toEqual(['Engineer']);
    expect(info.Permissions).toContain('project.view');
    for (const hidden of ['quote.view', 'quote.edit', 'pricing.view', 'order.request']) {
      expect(info.Permissions).not.toContain(hidden);
    }
  });

  it('an Engineer in one company sees no quote or price even where another role would allow it', async () => {
    // Make the Northwind engineer a sales rep of Contoso as well.
    const [engineer] = await app.deps.db
      .select()
      .from(appUsers)
      .where(eq(appUsers.emailAddress, 'engineer@northwind.test'));
    const [contoso] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Contoso Reps'));
    if (!engineer || !contoso) throw new Error('demo data missing');
    const [employee] = await app.deps.db
      .insert(employees)
      .values({ userId: engineer.userId, companyId: contoso.companyId })
      .returning();
    await app.deps.db.insert(employeeCompanyRoles).values({
      employeeId: (employee as { employeeId: number }).employeeId,
      companyRoleId: CompanyRole.SalesRep,
    });
    const info = await userInfoOf('engineer@northwind.test');
    expect(info.Employees).toHaveLength(2);
    for (const hidden of ['quote.view', 'pricing.view', 'multiplier.request', 'order.request']) {
      expect(info.Permissions).not.toContain(hidden);
      for (const company of info.EmployeePermissions) expect(company.Permissions).not.toContain(hidden);
    }
    expect(info.Permissions).toContain('project.edit');
  });

  it('describes an admin: user roles by lookup value and every permission', async () => {
    const info = await userInfoOf('admin@airquote.test');
    expect(info.AppUser).toMatchObject({ IsAppAdmin: true, IsSysAdmin: true, IsInternalEmployee: true });
    expect(
      info.AppUser.UserRoles.map((role: { UserRoleLookup: { Value: string } }) => role.UserRoleLookup.Value),
    ).toEqual(['SysAdmin', 'AppAdmin']);
    expect(info.AppUser.DefaultCompany.IsInternal).toBe(true);
    expect(info.Permissions).toEqual([...Object.values(Permission)].sort());
  });

  it('gives the brand of the default company: Contoso uses brand 2', async () => {
    const info = await userInfoOf('rep@contoso.test');
    expect(info.AppUser.DefaultCompany).toMatchObject({ Name: 'Contoso Reps', DefaultBrandId: 2 });
    expect(info.AppUser.DefaultCompany.DefaultBrand.BrandId).toBe(2);
  });

  it('accepts a client id of up to 100 characters, and refuses a longer one in the error shape', async () => {
    const token = await signIn(app, 'buyer@fabrikam.test');
    const longest = await app.inject({
      method: 'GET',
      url: `/api/AppUser/getCurrentUserInfo/${'x'.repeat(100)}`,
      headers: bearer(token),
    });
    expect(longest.json().ClientId).toBe('x'.repeat(100));
    const tooLong = await app.inject({
      method: 'GET',
      url: `/api/AppUser/getCurrentUserInfo/${'x'.repeat(101)}`,
      headers: bearer(token),
    });
    // The contract refuses it with a clear 400, whether or not the web app is built beside the API.
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
