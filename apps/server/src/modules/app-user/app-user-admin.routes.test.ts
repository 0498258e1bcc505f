import { adminAppUserMessages } from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { userRoleIds } from '@airquote/shared/enums/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { companyIdByName, employeeIdOf, sessionStatus } from '../../test/admin-fixtures.ts';
import { lastMailTo, linkIn } from '../../test/mailbox.ts';
import { callApi, userIdByEmail } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let admin: string;
let rep: string;
beforeAll(async () => {
  app = await createTestApp({ principalCacheTtlMs: 2_000 });
  admin = await signIn(app, 'admin@airquote.test');
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

type Summary = { EmailAddress: string; IsActive: boolean };
const get = (url: string, token = admin) => callApi(app, token, 'GET', url);
const put = (url: string, body: object, token = admin) => callApi(app, token, 'PUT', url, body);
const userById = async (userId: number) => (await get(`/AppUser/getById?appUserId=${userId}`)).json();
const emails = (users: Summary[]) => users.map((user) => user.EmailAddress);

describe('GET /api/AppUser and /api/AppUser/getById', () => {
  it('lists the users, inactive ones only when asked', async () => {
    const active = await get('/AppUser');
    expect(active.statusCode).toBe(200);
    expect(emails(active.json())).toEqual(
      expect.arrayContaining(['admin@airquote.test', 'rep@contoso.test']),
    );
    const engineerId = await userIdByEmail(app, 'engineer@northwind.test');
    const engineer = await userById(engineerId);
    await put('/AppUser/update', { ...engineer, IsActive: false });
    expect(emails((await get('/AppUser')).json())).not.toContain('engineer@northwind.test');
    expect(emails((await get('/AppUser?includeInactive=true')).json())).toContain('engineer@northwind.test');
  });

  it('reads one user with roles and row version; 404 for an unknown id, 400 for a bad one', async () => {
    const adminUser = await userById(await userIdByEmail(app, 'admin@airquote.test'));
    expect(adminUser).toMatchObject({
      IsAppAdmin: true,
      IsSysAdmin: true,
      HasPassword: true,
      DefaultCompanyName: 'AirQuote Manufacturing',
      RowVersion: expect.any(Number),
    });
    expect(
      adminUser.UserRoles.map((role: { UserRoleLookup: { Value: string } }) => role.UserRoleLookup.Value),
    ).toEqual(['SysAdmin', 'AppAdmin']);
    expect((await get('/AppUser/getById?appUserId=999999')).statusCode).toBe(404);
    expect((await get('/AppUser/getById?appUserId=x')).statusCode).toBe(400);
  });

  it('is for admin.users holders only (403) and needs a token (401)', async () => {
    expect((await get('/AppUser', rep)).statusCode).toBe(403);
    expect((await get('/AppUser/getById?appUserId=1', rep)).statusCode).toBe(403);
    expect((await callApi(app, null, 'GET', '/AppUser')).statusCode).toBe(401);
  });
});

describe('PUT /api/AppUser/upsert and /api/AppUser/update', () => {
  it('creates an approved user in a company and e-mails a link to set a password', async () => {
    const contoso = await companyIdByName(app, 'Contoso Reps');
    const created = await put('/AppUser/upsert', {
      UserId: 0,
      FirstName: 'Dana',
      LastName: 'Diaz',
      EmailAddress: ' Dana.Diaz@Contoso.test ',
      DefaultCompanyId: contoso,
    });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({
      EmailAddress: 'dana.diaz@contoso.test',
      ApprovalStatus: 'Approved',
      HasPassword: false,
      IsInternalEmployee: false,
      DefaultCompanyName: 'Contoso Reps',
    });
    expect(await employeeIdOf(app, user.UserId, contoso)).toBeGreaterThan(0);
    const link = linkIn(await lastMailTo(app, 'dana.diaz@contoso.test'));
    expect(link.pathname).toBe('/user/user-reset-password');
    expect(link.searchParams.get('userId')).toBe(String(user.UserId));
    const duplicate = await put('/AppUser/upsert', {
      FirstName: 'D',
      LastName: 'D',
      EmailAddress: 'DANA.DIAZ@contoso.test',
      DefaultCompanyId: null,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(adminAppUserMessages.emailExists);
  });

  it('changes a user with the row version they read; a stale one is 409', async () => {
    const userId = await userIdByEmail(app, 'orders@airquote.test');
    const before = await userById(userId);
    const changed = await put('/AppUser/update', { ...before, FirstName: 'Liv' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ FirstName: 'Liv', RowVersion: before.RowVersion + 1 });
    const stale = await put('/AppUser/upsert', { ...before, FirstName: 'Olivia' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.update'));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ userId, before: expect.objectContaining({ firstName: 'Olivia' }) }),
    );
  });

  it('makes a new default company a membership of the user', async () => {
    const userId = await userIdByEmail(app, 'orders@airquote.test');
    const fabrikam = await companyIdByName(app, 'Fabrikam Mechanical');
    const before = await userById(userId);
    const changed = await put('/AppUser/update', { ...before, DefaultCompanyId: fabrikam });
    expect(changed.json()).toMatchObject({
      DefaultCompanyId: fabrikam,
      DefaultCompanyName: 'Fabrikam Mechanical',
    });
    expect(await employeeIdOf(app, userId, fabrikam)).toBeGreaterThan(0);
  });

  it('ends every session of a user it deactivates, and refuses to deactivate yourself', async () => {
    const pricing = await signIn(app, 'pricing@airquote.test');
    const userId = await userIdByEmail(app, 'pricing@airquote.test');
    const before = await userById(userId);
    expect(await sessionStatus(app, pricing)).toBe(200);
    const off = await put('/AppUser/update', { ...before, IsActive: false });
    expect(off.json()).toMatchObject({ IsActive: false });
    expect(await sessionStatus(app, pricing)).toBe(401);
    await put('/AppUser/update', { ...off.json(), IsActive: true });
    const self = await userById(await userIdByEmail(app, 'admin@airquote.test'));
    const refused = await put('/AppUser/update', { ...self, IsActive: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(adminAppUserMessages.notYourself);
  });

  it('answers bad input with a clear 400, unknown users with 404 and non-admins with 403', async () => {
    const badEmail = await put('/AppUser/upsert', {
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'nope',
      DefaultCompanyId: null,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
    const noCompany = await put('/AppUser/upsert', {
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a.b@example.test',
      DefaultCompanyId: 999_999,
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().message).toBe(adminAppUserMessages.companyNotFound);
    const missing = await put('/AppUser/update', {
      UserId: 999_999,
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a.b@example.test',
      DefaultCompanyId: null,
      IsActive: true,
      RowVersion: 1,
    });
    expect(missing.statusCode).toBe(404);
    const byRep = await put(
      '/AppUser/upsert',
      { FirstName: 'A', LastName: 'B', EmailAddress: 'x@y.test', DefaultCompanyId: null },
      rep,
    );
    expect(byRep.statusCode).toBe(403);
  });
});

describe('PUT /api/AppUser/UpsertAppUserUserRole and DeleteAppUserUserRole', () => {
  it("gives and takes user roles, effective on the user's next request", async () => {
    const engineering = await signIn(app, 'engineering@airquote.test');
    const userId = await userIdByEmail(app, 'engineering@airquote.test');
    expect((await get('/AppUser', engineering)).statusCode).toBe(403);
    const granted = await put('/AppUser/UpsertAppUserUserRole', {
      UserId: userId,
      UserRoleId: userRoleIds.AppAdmin,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ IsAppAdmin: true });
    // A fresh sign-in is not needed: the cached principal was dropped.
    expect((await get('/AppUser', engineering)).statusCode).toBe(200);
    const taken = await put('/AppUser/DeleteAppUserUserRole', {
      UserId: userId,
      UserRoleId: userRoleIds.AppAdmin,
    });
    expect(taken.json()).toMatchObject({ IsAppAdmin: false });
    expect((await get('/AppUser', engineering)).statusCode).toBe(403);
  });

  it('keeps user roles internal, SysAdmin to system admins, and your own admin role yours', async () => {
    const external = await put('/AppUser/UpsertAppUserUserRole', {
      UserId: await userIdByEmail(app, 'rep@contoso.test'),
      UserRoleId: userRoleIds.AppAdmin,
    });
    expect(external.statusCode).toBe(400);
    expect(external.json().message).toBe(adminAppUserMessages.userRolesAreInternal);
    const ordersId = await userIdByEmail(app, 'orders@airquote.test');
    await put('/AppUser/UpsertAppUserUserRole', { UserId: ordersId, UserRoleId: userRoleIds.AppAdmin });
    const appAdmin = await signIn(app, 'orders@airquote.test');
    const sysAdmin = await put(
      '/AppUser/UpsertAppUserUserRole',
      { UserId: ordersId, UserRoleId: userRoleIds.SysAdmin },
      appAdmin,
    );
    expect(sysAdmin.statusCode).toBe(400);
    expect(sysAdmin.json().message).toBe(adminAppUserMessages.sysAdminOnly);
    const own = await put('/AppUser/DeleteAppUserUserRole', {
      UserId: await userIdByEmail(app, 'admin@airquote.test'),
      UserRoleId: userRoleIds.AppAdmin,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(adminAppUserMessages.ownAdminRole);
    const unknown = await put('/AppUser/UpsertAppUserUserRole', { UserId: ordersId, UserRoleId: 42 });
    expect(unknown.statusCode).toBe(400);
    const byRep = await put('/AppUser/UpsertAppUserUserRole', { UserId: ordersId, UserRoleId: 3 }, rep);
    expect(byRep.statusCode).toBe(403);
  });
});

describe('GET /api/AppUser/GetUserByUserRole and GetUserByUserRoleEnum', () => {
  it('lists the active holders of a role, by id or by name', async () => {
    const byId = await get(`/AppUser/GetUserByUserRole/${userRoleIds.VPPricingDirector}`);
    expect(byId.statusCode).toBe(200);
    expect(emails(byId.json())).toEqual(['pricing@airquote.test']);
    const byName = await get('/AppUser/GetUserByUserRoleEnum/SysAdmin');
    expect(emails(byName.json())).toEqual(['admin@airquote.test']);
  });

  it('answers 404 for an unknown role id, 400 for an unknown name and 403 for non-admins', async () => {
    expect((await get('/AppUser/GetUserByUserRole/99')).statusCode).toBe(404);
    const badName = await get('/AppUser/GetUserByUserRoleEnum/Boss');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toContain('Name one of the user roles');
    expect((await get('/AppUser/GetUserByUserRoleEnum/SysAdmin', rep)).statusCode).toBe(403);
  });
});

describe('a system administrator is changed by system administrators only', () => {
  it("an app admin can change neither a SysAdmin's account (the e-mail take-over) nor their roles, and still changes other users", async () => {
    const insideId = await userIdByEmail(app, 'inside@airquote.test');
    await put('/AppUser/UpsertAppUserUserRole', { UserId: insideId, UserRoleId: userRoleIds.AppAdmin });
    const appAdmin = await signIn(app, 'inside@airquote.test');
    const sysAdminId = await userIdByEmail(app, 'admin@airquote.test');
    const target = await userById(sysAdminId);
    // The take-over: point the SysAdmin's address at one the app admin reads, then reset its password.
    const takeover = await put(
      '/AppUser/update',
      { ...target, EmailAddress: 'attacker@example.com', UserId: sysAdminId, RowVersion: target.RowVersion },
      appAdmin,
    );
    expect(takeover.statusCode, takeover.body).toBe(400);
    expect(takeover.json().message).toBe(adminAppUserMessages.sysAdminUserOnly);
    expect((await userById(sysAdminId)).EmailAddress).toBe('admin@airquote.test');
    const roleTaken = await put(
      '/AppUser/DeleteAppUserUserRole',
      { UserId: sysAdminId, UserRoleId: userRoleIds.AppAdmin },
      appAdmin,
    );
    expect(roleTaken.statusCode).toBe(400);
    expect(roleTaken.json().message).toBe(adminAppUserMessages.sysAdminUserOnly);
    // The app admin still changes other users.
    const repId = await userIdByEmail(app, 'sales@contoso.test');
    const other = await userById(repId);
    const renamed = await put(
      '/AppUser/update',
      { ...other, FirstName: 'Renamed', UserId: repId, RowVersion: other.RowVersion },
      appAdmin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
