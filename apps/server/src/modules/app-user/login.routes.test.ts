import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { appUsers } from '../../db/schema/users.ts';
import { createUser, type UserFactoryValues } from '../../db/seed/factories.ts';
import { bearer, createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('POST /api/AppUser/Login', () => {
  it('signs a demo user in and returns the token in the X-Auth-Token header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rep@northwind.test', Password: TEST_DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Authenticated).toBe(true);
    expect(body.UserMessage).toBe('');
    expect(body.AppUser.DefaultCompany.Name).toBe('Northwind Reps');
    expect(body.AppUser.DefaultCompany.DefaultBrandId).toBe(1);
    expect(response.headers[AUTH_TOKEN_HEADER.toLowerCase()]).toMatch(/^ey/);
  });

  it('matches the path case-insensitively', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/appuser/LOGIN',
      payload: { Email: 'rep@northwind.test', Password: TEST_DEMO_PASSWORD },
    });
    expect(response.json().Authenticated).toBe(true);
  });

  it('refuses a wrong password with a message and no token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rep@northwind.test', Password: 'Wrong#2026' },
    });
    expect(response.json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: 'Invalid email or password.',
    });
    expect(response.headers[AUTH_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('answers the spec message when e-mail or password is empty', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: '', Password: '' },
    });
    expect(response.json().UserMessage).toBe('Email and password are required.');
  });

  it('the token opens isauthenticated, and logout revokes it', async () => {
    const token = await signIn(app, 'rep@contoso.test');
    const before = await app.inject({
      method: 'GET',
      url: '/api/AppUser/isauthenticated',
      headers: bearer(token),
    });
    expect(before.json()).toBe(true);
    const logout = await app.inject({
      method: 'GET',
      url: '/api/AppUser/logoutuser',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/AppUser/isauthenticated',
      headers: bearer(token),
    });
    expect(after.json()).toBe(false);
    const info = await app.inject({
      method: 'GET',
      url: '/api/AppUser/getCurrentUserInfo/abc',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(401);
  });
});

async function login(Email: string, Password: string = TEST_DEMO_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/AppUser/Login', payload: { Email, Password } });
}

/** A user with the demo password (the demo hash is reused: one argon2 run less per user). */
async function userWith(email: string, values: Partial<UserFactoryValues>) {
  const [admin] = await app.deps.db
    .select()
    .from(appUsers)
    .where(eq(appUsers.emailAddress, 'admin@airquote.test'));
  return createUser(app.deps.db, {
    email,
    firstName: 'Test',
    lastName: 'User',
    password: null,
    passwordHash: admin?.passwordHash ?? undefined,
    ...values,
  });
}

describe('POST /api/AppUser/Login: accounts that may not sign in', () => {
  it('ignores case and surrounding space in the e-mail', async () => {
    const response = await login('  Admin@AirQuote.TEST ');
    expect(response.json().Authenticated).toBe(true);
    expect(response.json().AppUser.DefaultCompany.IsInternal).toBe(true);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: 'Invalid email or password.',
    });
  });

  it('tells a user waiting for approval why, without a token', async () => {
    await userWith('pending@example.com', { approvalStatus: 'Pending' });
    const response = await login('pending@example.com');
    expect(response.json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: appUserMessages.pendingApproval,
    });
    expect(response.headers[AUTH_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('tells a rejected user and a deactivated user why', async () => {
    await userWith('rejected@example.com', { approvalStatus: 'Rejected' });
    await userWith('inactive@example.com', { isActive: false });
    expect((await login('rejected@example.com')).json().UserMessage).toBe(appUserMessages.rejected);
    expect((await login('inactive@example.com')).json().UserMessage).toBe(appUserMessages.inactive);
  });

  it('tells the account state only to someone who knows the password', async () => {
    await userWith('pending2@example.com', { approvalStatus: 'Pending' });
    expect((await login('pending2@example.com', 'Wrong#2026')).json().UserMessage).toBe(
      'Invalid email or password.',
    );
  });

  it('sends a user without a password to Forgot Password', async () => {
    await createUser(app.deps.db, {
      email: 'nopassword@example.com',
      firstName: 'No',
      lastName: 'Pass',
      password: null,
    });
    const response = await login('nopassword@example.com', 'Anything#1');
    expect(response.json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: appUserMessages.noPassword,
    });
  });

  it('answers the spec message when only one of e-mail and password is empty', async () => {
    expect((await login('rep@northwind.test', '')).json().UserMessage).toBe(
      'Email and password are required.',
    );
    expect((await login('   ', TEST_DEMO_PASSWORD)).json().UserMessage).toBe(
      'Email and password are required.',
    );
  });

  it('answers 400 in the error shape when a field is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'a@b.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fieldErrors: { Password: expect.any(String) },
    });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a user without a default company gets AppUser.DefaultCompany null', async () => {
    await userWith('nocompany@example.com', {});
    const response = await login('nocompany@example.com');
    expect(response.json().Authenticated).toBe(true);
    expect(response.json().AppUser).toEqual({ UserId: expect.any(Number), DefaultCompany: null });
  });
});
