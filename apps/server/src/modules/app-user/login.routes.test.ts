import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { bearer, createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';

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
