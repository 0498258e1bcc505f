import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { linkIn, mailsTo } from '../../test/mailbox.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

let app: App;
let adminToken: string;
let repToken: string;
let customerId: number;
let internalId: number;
let rejectedId: number;

async function register(email: string, firstName: string, lastName: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AppUser/register',
    payload: {
      FirstName: firstName,
      LastName: lastName,
      EmailAddress: email,
      Password: 'Secret#2026',
      ConfirmPassword: 'Secret#2026',
      DefaultCompanyReference: 'Acme Mechanical',
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

const decide = (token: string, UserId: number, Approved: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/api/AppUser/DecideApproval',
    headers: bearer(token),
    payload: { UserId, Approved },
  });

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
    const response = await decide(adminToken, internalId, true);
    expect(response.statusCode).toBe(200);
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
    expect(rows[0]?.details).toEqual({ subjectUserId: internalId });
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
