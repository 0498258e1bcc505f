import {
  IMPERSONATION_ALREADY_ACTIVE,
  IMPERSONATION_NOT_AUTHORIZED,
  IMPERSONATION_OF_ADMIN_REFUSED,
} from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { userRoleIds } from '@airquote/shared/enums/roles';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { appUsers, appUserUserRoles } from '../../db/schema/users.ts';
import { createUser } from '../../db/seed/factories.ts';
import { bearer, createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

const TOKEN_HEADER = AUTH_TOKEN_HEADER.toLowerCase();

let app: App;
let adminToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  for (const user of await app.deps.db.select().from(appUsers)) ids[user.emailAddress] = user.userId;
  adminToken = await signIn(app, 'admin@airquote.test');
});
afterAll(async () => app.close());

const start = (token: string, UserId: number) =>
  app.inject({
    method: 'PUT',
    url: '/api/AppUser/impersonateuserstart',
    headers: bearer(token),
    payload: { UserId },
  });
const stop = (token: string) =>
  app.inject({ method: 'PUT', url: '/api/AppUser/impersonateuserstop', headers: bearer(token) });
const userInfo = (token: string) =>
  app.inject({ method: 'GET', url: '/api/AppUser/getCurrentUserInfo/browser-1', headers: bearer(token) });

function id(email: string): number {
  const userId = ids[email];
  if (!userId) throw new Error(`no user ${email}`);
  return userId;
}

/** Starts an impersonation and returns the impersonation token. */
async function impersonate(adminSessionToken: string, email: string): Promise<string> {
  const response = await start(adminSessionToken, id(email));
  const token = response.headers[TOKEN_HEADER];
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`impersonation failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

describe('PUT /api/AppUser/impersonateuserstart', () => {
  it('lets an app admin act as another user: user info of that user, token carrying both ids', async () => {
    const response = await start(adminToken, id('rep@northwind.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.AppUser).toMatchObject({
      UserId: id('rep@northwind.test'),
      EmailAddress: 'rep@northwind.test',
    });
    expect(body.ImpersonatorUserId).toBe(id('admin@airquote.test'));
    expect(body.Employees[0].Company.Name).toBe('Northwind Reps');

    const token = String(response.headers[TOKEN_HEADER]);
    expect(await app.deps.tokens.verify(token)).toMatchObject({
      UserId: id('rep@northwind.test'),
      ImpersonatorUserId: id('admin@airquote.test'),
    });
    const info = await userInfo(token);
    expect(info.json()).toMatchObject({
      ClientId: 'browser-1',
      AppUser: { UserId: id('rep@northwind.test'), IsAppAdmin: false },
      ImpersonatorUserId: id('admin@airquote.test'),
    });
  });

  it('acts with the permissions of the impersonated user, not the admin', async () => {
    const token = await impersonate(adminToken, 'engineer@northwind.test');
    const info = await userInfo(token);
    expect(info.json().Permissions).not.toContain('quote.view');
    const approvals = await app.inject({
      method: 'GET',
      url: '/api/AppUser/GetPendingApprovals',
      headers: bearer(token),
    });
    expect(approvals.statusCode).toBe(403);
  });

  it(`refuses a user who is not an app or system admin: "${IMPERSONATION_NOT_AUTHORIZED}"`, async () => {
    for (const email of ['rep@northwind.test', 'pricing@airquote.test']) {
      const token = await signIn(app, email);
      const response = await start(token, id('rep@contoso.test'));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: IMPERSONATION_NOT_AUTHORIZED });
      expect(response.headers[TOKEN_HEADER]).toBeUndefined();
    }
  });

  it('refuses a second start while impersonating, with the spec message', async () => {
    const token = await impersonate(adminToken, 'rep@contoso.test');
    const response = await start(token, id('buyer@fabrikam.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'You are already impersonating another user.  Exit or log out of current impersonation to start a new one.',
    );
    expect(IMPERSONATION_ALREADY_ACTIVE).toBe(response.json().message);
    expect((await userInfo(token)).json().AppUser.UserId).toBe(id('rep@contoso.test'));
  });

  it('nobody can impersonate an admin', async () => {
    const second = await createUser(app.deps.db, {
      email: 'second.admin@airquote.test',
      firstName: 'Second',
      lastName: 'Admin',
      password: null,
      userRoles: ['SysAdmin'],
      isInternalEmployee: true,
    });
    const response = await start(adminToken, second.userId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMPERSONATION_OF_ADMIN_REFUSED);
  });

  it('refuses to impersonate oneself, an unknown, a pending or a deactivated user', async () => {
    const self = await start(adminToken, id('admin@airquote.test'));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(appUserMessages.cannotImpersonateSelf);
    expect((await start(adminToken, 999_999)).statusCode).toBe(404);
    const waiting = await createUser(app.deps.db, {
      email: 'waiting@example.com',
      firstName: 'Wait',
      lastName: 'Ing',
      password: null,
      approvalStatus: 'Pending',
    });
    expect((await start(adminToken, waiting.userId)).statusCode).toBe(404);
    const inactive = await createUser(app.deps.db, {
      email: 'inactive@example.com',
      firstName: 'In',
      lastName: 'Active',
      password: null,
      isActive: false,
    });
    expect((await start(adminToken, inactive.userId)).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/impersonateuserstart',
      payload: { UserId: id('rep@contoso.test') },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/AppUser/impersonateuserstop', () => {
  it("ends the impersonation and gives back the admin's own session", async () => {
    const token = await impersonate(adminToken, 'buyer@fabrikam.test');
    const response = await stop(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      AppUser: { UserId: id('admin@airquote.test'), IsAppAdmin: true },
      ImpersonatorUserId: null,
    });
    const adminAgain = String(response.headers[TOKEN_HEADER]);
    expect(await app.deps.tokens.verify(adminAgain)).toMatchObject({
      UserId: id('admin@airquote.test'),
      ImpersonatorUserId: 0,
    });
    expect((await userInfo(adminAgain)).json().AppUser.UserId).toBe(id('admin@airquote.test'));
    // A new impersonation may start from the admin's session again.
    expect((await start(adminAgain, id('rep@contoso.test'))).statusCode).toBe(200);
  });

  it('impersonation outlives Stop (issue #16 item 7): no longer, Stop ends the impersonation token and its renewed copies', async () => {
    const admin = await signIn(app, 'admin@airquote.test');
    const token = await impersonate(admin, 'rep@contoso.test');
    const claims = await app.deps.tokens.verify(token);
    expect(claims?.SessionId).toContain('~');
    // A renewal of the impersonation (the same session, a later token), taken before Stop.
    const renewed = await app.deps.tokens.sign({
      UserId: claims?.UserId ?? 0,
      ImpersonatorUserId: claims?.ImpersonatorUserId ?? 0,
      TokenVersion: claims?.TokenVersion ?? 0,
      SessionId: claims?.SessionId ?? '',
    });
    expect((await userInfo(renewed)).statusCode).toBe(200);
    const stopped = await stop(token);
    expect(stopped.statusCode).toBe(200);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await userInfo(renewed)).statusCode).toBe(401);
    expect((await stop(token)).statusCode).toBe(401);
    // The admin's own session goes on, under the token Stop gave back and the one from before.
    expect((await userInfo(String(stopped.headers[TOKEN_HEADER]))).json().AppUser.UserId).toBe(
      id('admin@airquote.test'),
    );
    expect((await userInfo(admin)).statusCode).toBe(200);
  });

  it("an admin's logout while impersonating ends the impersonation and the admin's sign-in", async () => {
    const admin = await signIn(app, 'admin@airquote.test');
    const token = await impersonate(admin, 'rep@contoso.test');
    const logout = await app.inject({
      method: 'GET',
      url: '/api/AppUser/logoutuser',
      headers: bearer(token),
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await userInfo(admin)).statusCode).toBe(401);
    // Another sign-in of the same admin is untouched.
    expect((await userInfo(adminToken)).statusCode).toBe(200);
  });

  it('answers 400 when not impersonating', async () => {
    const response = await stop(adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(appUserMessages.notImpersonating);
  });
});

describe('audit of impersonation', () => {
  it('records start and stop with both users', async () => {
    const token = await impersonate(adminToken, 'engineering@airquote.test');
    await stop(token);
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.userId, id('engineering@airquote.test')), like(auditLog.action, 'impersonation.%')),
      )
      .orderBy(asc(auditLog.auditLogId));
    expect(rows.map((row) => row.action)).toEqual(['impersonation.start', 'impersonation.stop']);
    expect(rows.every((row) => row.impersonatorUserId === id('admin@airquote.test'))).toBe(true);
    expect(rows.every((row) => typeof row.requestId === 'string' && row.requestId.length > 0)).toBe(true);
  });

  it('records every write made while impersonating, with the impersonator', async () => {
    const token = await impersonate(adminToken, 'orders@airquote.test');
    const update = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/updateprofile',
      headers: bearer(token),
      payload: { FirstName: 'Olive', LastName: 'Ortiz' },
    });
    expect(update.statusCode).toBe(200);
    await expect
      .poll(async () =>
        app.deps.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.userId, id('orders@airquote.test')),
              eq(auditLog.action, 'PUT /api/AppUser/updateprofile'),
            ),
          ),
      )
      .toHaveLength(1);
    const [row] = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PUT /api/AppUser/updateprofile'));
    expect(row).toMatchObject({
      impersonatorUserId: id('admin@airquote.test'),
      requestId: update.headers['x-request-id'],
      details: { statusCode: 200 },
    });
  });

  it('does not audit reads while impersonating', async () => {
    const token = await impersonate(adminToken, 'pricing@airquote.test');
    await userInfo(token);
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, id('pricing@airquote.test')));
    expect(rows.map((row) => row.action)).toEqual(['impersonation.start']);
  });
});

describe('what an impersonating admin may not do', () => {
  it('cannot change the password of the impersonated user', async () => {
    const token = await impersonate(adminToken, 'rep@contoso.test');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/changepassword',
      headers: bearer(token),
      payload: { OldPassword: 'Demo#2026', NewPassword: 'Taken#Over1', ConfirmPassword: 'Taken#Over1' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(appUserMessages.notWhileImpersonating);
  });

  it("logging out while impersonating ends the admin's session it was started from too", async () => {
    const ownToken = await signIn(app, 'admin@airquote.test');
    const token = await impersonate(ownToken, 'rep@northwind.test');
    const logout = await app.inject({
      method: 'GET',
      url: '/api/AppUser/logoutuser',
      headers: bearer(token),
    });
    expect(logout.json()).toBe(true);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await userInfo(ownToken)).statusCode).toBe(401);
    // The impersonated user's own sessions are not touched.
    const repToken = await signIn(app, 'rep@northwind.test');
    expect((await userInfo(repToken)).statusCode).toBe(200);
  });

  it('an impersonation ends when the admin loses the admin role', async () => {
    const second = await createUser(app.deps.db, {
      email: 'temporary.admin@airquote.test',
      firstName: 'Temporary',
      lastName: 'Admin',
      password: TEST_DEMO_PASSWORD,
      userRoles: ['AppAdmin'],
      isInternalEmployee: true,
    });
    const token = await impersonate(
      await signIn(app, 'temporary.admin@airquote.test'),
      'buyer@fabrikam.test',
    );
    expect((await userInfo(token)).statusCode).toBe(200);
    await app.deps.db.delete(appUserUserRoles).where(eq(appUserUserRoles.userId, second.userId));
    expect((await userInfo(token)).statusCode).toBe(401);
  });

  it('an admin who loses the admin role can no longer start an impersonation', async () => {
    const token = await signIn(app, 'admin@airquote.test');
    await app.deps.db.delete(appUserUserRoles).where(eq(appUserUserRoles.userId, id('admin@airquote.test')));
    const response = await start(token, id('rep@contoso.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(IMPERSONATION_NOT_AUTHORIZED);
  });

  it('an admin role without user.impersonate in the matrix may not start one, and a running one ends', async () => {
    await createUser(app.deps.db, {
      email: 'matrix.admin@airquote.test',
      firstName: 'Matrix',
      lastName: 'Admin',
      password: TEST_DEMO_PASSWORD,
      userRoles: ['SysAdmin'],
      isInternalEmployee: true,
    });
    const own = await signIn(app, 'matrix.admin@airquote.test');
    const running = await impersonate(own, 'buyer@fabrikam.test');
    expect((await userInfo(running)).statusCode).toBe(200);
    const setImpersonate = (Granted: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/UserRole/updateuserrolepermission',
        headers: bearer(own),
        payload: { UserRoleId: userRoleIds.SysAdmin, Permission: 'user.impersonate', Granted },
      });
    expect((await setImpersonate(false)).statusCode).toBe(200);
    expect((await userInfo(running)).statusCode).toBe(401);
    const refused = await start(own, id('rep@contoso.test'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_NOT_AUTHORIZED);
    expect((await setImpersonate(true)).statusCode).toBe(200);
    expect((await start(own, id('rep@contoso.test'))).statusCode).toBe(200);
  });
});
