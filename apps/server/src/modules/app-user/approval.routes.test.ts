import { approvalMessages } from '@airquote/shared/contracts/app-user/decide-approval';
import { CompanyRole, userRoleIds } from '@airquote/shared/enums/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/employees.ts';
import { createUser } from '../../db/seed/factories.ts';
import { linkIn, mailsTo } from '../../test/mailbox.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

let app: App;
let adminToken: string;
let repToken: string;
let customerId: number;
let internalId: number;
let rejectedId: number;

async function register(
  email: string,
  firstName: string,
  lastName: string,
  companyName = 'Acme Mechanical',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AppUser/register',
    payload: {
      FirstName: firstName,
      LastName: lastName,
      EmailAddress: email,
      Password: 'Secret#2026',
      ConfirmPassword: 'Secret#2026',
      DefaultCompanyReference: companyName,
      AgreedToCustomerTermsOfUse: true,
    },
  });
  if (!response.json().Successful) throw new Error(`registration of ${email} failed: ${response.body}`);
  return response.json().AppUser.UserId;
}

const login = (Email: string) =>
  app.inject({ method: 'POST', url: '/api/AppUser/Login', payload: { Email, Password: 'Secret#2026' } });

const pending = (token: string) =>
  app.inject({ method: 'GET', url: '/api/AppUser/GetPendingApprovals', headers: bearer(token) });

const decide = (token: string, UserId: number, Approved: boolean, assignment: Record<string, unknown> = {}) =>
  app.inject({
    method: 'PUT',
    url: '/api/AppUser/DecideApproval',
    headers: bearer(token),
    payload: { UserId, Approved, ...assignment },
  });

/** What the new user sees first: the project list (spec section 2), and whose employee they are. */
async function firstSignIn(email: string) {
  const token = await signIn(app, email, 'Secret#2026');
  const projects = await app.inject({
    method: 'POST',
    url: '/api/Project/search',
    headers: bearer(token),
    payload: {},
  });
  const info = await app.inject({
    method: 'GET',
    url: '/api/AppUser/getCurrentUserInfo/test',
    headers: bearer(token),
  });
  return { projects, info: info.json() };
}

async function companyNamed(name: string) {
  const [company] = await app.deps.db.select().from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company;
}

const membershipsOf = (userId: number) =>
  app.deps.db.select().from(employees).where(eq(employees.userId, userId));

beforeAll(async () => {
  app = await createTestApp();
  customerId = await register('carla@acme.example', 'Carla', 'Zeta');
  internalId = await register('ines@airquote.test', 'Ines', 'Alpha');
  rejectedId = await register('rob@acme.example', 'Rob', 'Beta');
  adminToken = await signIn(app, 'admin@airquote.test');
  repToken = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

describe('GET /api/AppUser/GetPendingApprovals', () => {
  it('needs a token (401) and the admin.users permission (403)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/AppUser/GetPendingApprovals' })).statusCode).toBe(
      401,
    );
    const forbidden = await pending(repToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('lists the users waiting first, then the approved internal employees', async () => {
    const response = await pending(adminToken);
    expect(response.statusCode).toBe(200);
    const users: { UserId: number; ApprovalStatus: string; IsInternalEmployee: boolean }[] = response.json();
    const waiting = users.filter((user) => user.ApprovalStatus === 'Pending').map((user) => user.UserId);
    expect(waiting).toEqual([internalId, rejectedId, customerId]);
    expect(users.slice(0, 3).map((user) => user.UserId)).toEqual(waiting);
    expect(users.find((user) => user.UserId === internalId)).toMatchObject({
      FirstName: 'Ines',
      EmailAddress: 'ines@airquote.test',
      CompanyName: 'Acme Mechanical',
      IsInternalEmployee: true,
      SuggestedCompany: { CompanyId: expect.any(Number), Name: 'AirQuote Manufacturing' },
      DateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const approvedInternal = users.filter((user) => user.ApprovalStatus === 'Approved');
    expect(approvedInternal.length).toBeGreaterThanOrEqual(4);
    expect(approvedInternal.every((user) => user.IsInternalEmployee)).toBe(true);
  });
});

describe('PUT /api/AppUser/DecideApproval', () => {
  it('is refused to a user without admin.users', async () => {
    expect((await decide(repToken, customerId, true)).statusCode).toBe(403);
    expect((await login('carla@acme.example')).json().Authenticated).toBe(false);
  });

  it('approves: the user is told by e-mail with a link to login, and can sign in', async () => {
    const response = await decide(adminToken, internalId, true, {
      UserRoleId: userRoleIds.InsideSalesAccount,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ UserId: internalId, ApprovalStatus: 'Approved' });
    const mail = (await mailsTo(app, 'ines@airquote.test')).at(-1);
    expect(mail?.subject).toBe('AirQuote: your account is ready');
    expect(linkIn(mail as NonNullable<typeof mail>).toString()).toBe(
      'http://airquote.test:3000/user/user-login',
    );
    expect((await login('ines@airquote.test')).json()).toMatchObject({
      Authenticated: true,
      UserMessage: '',
    });
  });

  it('records who decided in the audit log', async () => {
    const rows = await app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'registration.approve'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ subjectUserId: internalId, userRole: 'InsideSalesAccount' });
    expect(rows[0]?.userId).toBeGreaterThan(0);
  });

  it('rejects: the user is told by e-mail, and login explains it', async () => {
    const response = await decide(adminToken, rejectedId, false);
    expect(response.json()).toMatchObject({ UserId: rejectedId, ApprovalStatus: 'Rejected' });
    expect((await mailsTo(app, 'rob@acme.example')).at(-1)?.subject).toBe(
      'AirQuote: your registration was not approved',
    );
    expect((await login('rob@acme.example')).json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: appUserMessages.rejected,
    });
  });

  it('refuses to decide twice (409)', async () => {
    const response = await decide(adminToken, rejectedId, true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, message: appUserMessages.alreadyDecided });
    expect((await login('rob@acme.example')).json().Authenticated).toBe(false);
  });

  it('answers 404 for an unknown user and 400 for a body without UserId', async () => {
    const unknown = await decide(adminToken, 999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: appUserMessages.userNotFound });
    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/DecideApproval',
      headers: bearer(adminToken),
      payload: { Approved: true },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('the decided users leave the waiting list', async () => {
    const users: { UserId: number; ApprovalStatus: string }[] = (await pending(adminToken)).json();
    expect(users.filter((user) => user.ApprovalStatus === 'Pending').map((user) => user.UserId)).toEqual([
      customerId,
    ]);
  });
});

describe('approval assigns the company and the role (issue #15 item 5)', () => {
  it('suggests the company of the typed name; approved with it and a role, the user works at first sign-in', async () => {
    const userId = await register('fred@fabrikam.example', 'Fred', 'Lowe', ' fabrikam MECHANICAL ');
    const fabrikam = await companyNamed('Fabrikam Mechanical');
    const listed = ((await pending(adminToken)).json() as { UserId: number }[]).find(
      (user) => user.UserId === userId,
    );
    expect(listed).toMatchObject({
      CompanyName: 'fabrikam MECHANICAL',
      SuggestedCompany: { CompanyId: fabrikam.companyId, Name: 'Fabrikam Mechanical' },
    });
    expect(await membershipsOf(userId)).toEqual([]);

    const approved = await decide(adminToken, userId, true, {
      CompanyId: fabrikam.companyId,
      CompanyRoleId: CompanyRole.ExternalSalesRep,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ ApprovalStatus: 'Approved', SuggestedCompany: null });

    const { projects, info } = await firstSignIn('fred@fabrikam.example');
    expect(projects.statusCode, projects.body).toBe(200);
    expect(projects.json().Projects.length).toBeGreaterThan(0);
    expect(
      projects
        .json()
        .Projects.every((project: { CompanyId: number }) => project.CompanyId === fabrikam.companyId),
    ).toBe(true);
    expect(info.AppUser.DefaultCompanyId).toBe(fabrikam.companyId);
    expect(info.Employees).toEqual([
      expect.objectContaining({
        CompanyId: fabrikam.companyId,
        CompanyRoles: [expect.objectContaining({ CompanyRoleLookup: { Value: 'ExternalSalesRep' } })],
      }),
    ]);
    expect(info.Permissions).toContain('project.view');
  });

  it("typing an existing company's name never joins it unconfirmed: a new company of that name is refused", async () => {
    const userId = await register('nick@elsewhere.example', 'Nick', 'Stone', 'NORTHWIND reps');
    const northwind = await companyNamed('Northwind Reps');
    expect(await membershipsOf(userId)).toEqual([]);

    // Nothing chosen: no company is taken from the typed name.
    const unassigned = await decide(adminToken, userId, true, { CompanyRoleId: CompanyRole.SalesRep });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().message).toBe(approvalMessages.companyRequired);
    // "Create a new company from the typed name" while that name exists: refused, never joined.
    const duplicate = await decide(adminToken, userId, true, {
      NewCompany: { Name: 'northwind REPS', Kind: 'RepFirm', DefaultBrandId: 1 },
      CompanyRoleId: CompanyRole.SalesRep,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(approvalMessages.companyNameTaken('Northwind Reps'));
    // No role: refused as a whole, nothing written.
    const roleless = await decide(adminToken, userId, true, { CompanyId: northwind.companyId });
    expect(roleless.statusCode).toBe(400);
    expect(roleless.json().message).toBe(approvalMessages.companyRoleRequired);
    expect(await membershipsOf(userId)).toEqual([]);
    expect((await login('nick@elsewhere.example')).json().Authenticated).toBe(false);

    // A new company made from another name: the user works there, and not at Northwind.
    const approved = await decide(adminToken, userId, true, {
      NewCompany: { Name: '  Stone Mechanical ', Kind: 'Customer', DefaultBrandId: 2 },
      CompanyRoleId: CompanyRole.ExternalSalesRep,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const stone = await companyNamed('Stone Mechanical');
    expect(stone).toMatchObject({ kind: 'Customer', defaultBrandId: 2, isActive: true });
    expect((await membershipsOf(userId)).map((row) => [row.companyId, row.isActive])).toEqual([
      [stone.companyId, true],
    ]);
    const { projects, info } = await firstSignIn('nick@elsewhere.example');
    expect(projects.statusCode, projects.body).toBe(200);
    expect(projects.json().Projects).toEqual([]);
    expect(info.AppUser.DefaultCompany).toMatchObject({ CompanyId: stone.companyId });
    expect(info.Employees.map((employee: { CompanyId: number }) => employee.CompanyId)).not.toContain(
      northwind.companyId,
    );
  });

  it('checks the company and the role against the applicant and the approver', async () => {
    const outsider = await register('olga@outside.example', 'Olga', 'Ruiz', 'Outside Air');
    const insider = await register('ivo@airquote.test', 'Ivo', 'Berg', 'Head office');
    const internal = await companyNamed('AirQuote Manufacturing');
    const refusals: Array<[number, Record<string, unknown>, number, string]> = [
      [
        outsider,
        { CompanyId: internal.companyId, CompanyRoleId: CompanyRole.SalesRep },
        400,
        approvalMessages.notInternalCompany,
      ],
      [
        outsider,
        { CompanyId: 999_999, CompanyRoleId: CompanyRole.SalesRep },
        400,
        approvalMessages.companyNotFound,
      ],
      [
        outsider,
        { CompanyId: internal.companyId, UserRoleId: userRoleIds.AppAdmin },
        400,
        'User roles are for employees of the internal company; give others company roles.',
      ],
      [
        outsider,
        {
          CompanyId: internal.companyId,
          NewCompany: { Name: 'X', Kind: 'Customer', DefaultBrandId: 1 },
          CompanyRoleId: 3,
        },
        400,
        approvalMessages.oneCompany,
      ],
      [
        outsider,
        { NewCompany: { Name: 'Outside Air', Kind: 'Customer', DefaultBrandId: 1 }, CompanyRoleId: 99 },
        400,
        approvalMessages.companyRoleNotFound,
      ],
      [insider, {}, 400, approvalMessages.userRoleRequired],
      [insider, { UserRoleId: 99 }, 400, approvalMessages.userRoleNotFound],
      [
        insider,
        { NewCompany: { Name: 'Head office', Kind: 'Customer', DefaultBrandId: 1 }, UserRoleId: 5 },
        400,
        approvalMessages.internalApplicant,
      ],
    ];
    for (const [userId, assignment, status, message] of refusals) {
      const response = await decide(adminToken, userId, true, assignment);
      expect([response.statusCode, response.json().message], JSON.stringify(assignment)).toEqual([
        status,
        message,
      ]);
    }
    expect(await companyNamed('Outside Air').catch(() => null)).toBeNull();

    // An app admin who is no system administrator cannot make one.
    await createUser(app.deps.db, {
      email: 'appadmin@airquote.test',
      firstName: 'Ada',
      lastName: 'Min',
      password: 'Secret#2026',
      userRoles: ['AppAdmin'],
      companyId: internal.companyId,
      isInternalEmployee: true,
    });
    const appAdmin = await signIn(app, 'appadmin@airquote.test', 'Secret#2026');
    const sysAdmin = await decide(appAdmin, insider, true, { UserRoleId: userRoleIds.SysAdmin });
    expect([sysAdmin.statusCode, sysAdmin.json().message]).toEqual([400, approvalMessages.sysAdminOnly]);
    const engineer = await decide(appAdmin, insider, true, {
      UserRoleId: userRoleIds.ApplicationEngineering,
    });
    expect(engineer.statusCode, engineer.body).toBe(200);
    const { projects, info } = await firstSignIn('ivo@airquote.test');
    expect(projects.statusCode, projects.body).toBe(200);
    expect(info.AppUser.UserRoles).toEqual([
      expect.objectContaining({ UserRoleLookup: { Value: 'ApplicationEngineering' } }),
    ]);
    expect(info.AppUser.DefaultCompanyId).toBe(internal.companyId);
  });

  it('GetApprovalChoices offers the active rep firms and customers and the brands, to admin.users only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/AppUser/GetApprovalChoices',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const choices = response.json();
    expect(choices.Companies.map((company: { Name: string }) => company.Name)).toEqual(
      expect.arrayContaining(['Contoso Reps', 'Fabrikam Mechanical', 'Northwind Reps']),
    );
    expect(choices.Companies.some((company: { Kind: string }) => company.Kind === 'Internal')).toBe(false);
    expect(choices.Brands).toHaveLength(2);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/AppUser/GetApprovalChoices',
      headers: bearer(repToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});
