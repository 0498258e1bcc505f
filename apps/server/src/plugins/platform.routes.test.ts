import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('the HTTP platform', () => {
  it('answers the health check: liveness, and readiness with the database it checked', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    for (const url of ['/api/health', '/api/health/ready']) {
      const ready = await app.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'none' });
    }
  });

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/NoSuchThing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route GET /api/NoSuchThing',
      requestId: expect.any(String),
    });
  });

  it('gives every response a request id and API answers no-store', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Brand/getBrands' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends API answers the REST security headers: nothing may render or frame them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('sends pages security headers with a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mail' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('matches API paths case-insensitively and with a trailing slash', async () => {
    expect((await app.inject({ method: 'GET', url: '/API/BRAND/GETBRANDS' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/Brand/getBrands/' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI viewer at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger');
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/AppUser/Login',
      '/api/AppUser/register',
      '/api/AppUser/forgotPassword',
      '/api/AppUser/resetPassword',
      '/api/AppUser/getCurrentUserInfo/{clientId}',
      '/api/AppUser/impersonateuserstart',
      '/api/brand/logos/{brandId}',
      '/api/company/logos/{companyId}',
      '/api/file/GetCustomerTermsOfUsePdf',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/AppUser/Login'].post.requestBody).toBeDefined();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('refuses a body over 1 MB with 413 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'a@b.test', Password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 400, not 500, for ids beyond the range of the id columns', async () => {
    const token = await signIn(app, 'admin@airquote.test');
    const tooBig = 9_999_999_999;
    const requests = [
      { method: 'GET' as const, url: `/api/AppUser/GetResetPasswordVM/${tooBig}` },
      { method: 'GET' as const, url: `/api/brand/logos/${tooBig}` },
      { method: 'GET' as const, url: `/api/company/logos/${tooBig}` },
      { method: 'GET' as const, url: `/api/AppUser/validatePassword?userId=${tooBig}&password=x` },
      { method: 'PUT' as const, url: '/api/AppUser/impersonateuserstart', payload: { UserId: tooBig } },
      {
        method: 'PUT' as const,
        url: '/api/AppUser/DecideApproval',
        payload: { UserId: tooBig, Approved: true },
      },
      {
        method: 'PUT' as const,
        url: '/api/AppUser/updateprofile',
        payload: { FirstName: 'A', LastName: 'B', DefaultCompanyId: tooBig },
      },
      {
        method: 'POST' as const,
        url: '/api/AppUser/resetPassword',
        payload: { password: 'Secret#2026', reEnterPassword: 'Secret#2026', token: 'abc', userId: tooBig },
      },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: bearer(token) });
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('answers an unexpected failure with 500 and a message that shows no internals', async () => {
    // Break the database under a running app: the query fails with a PostgreSQL error.
    await app.deps.db.execute(sql`alter table brand rename to brand_gone`);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/Brand/getBrands' });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again later.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toMatch(/brand|relation|select|stack/i);
    } finally {
      await app.deps.db.execute(sql`alter table brand_gone rename to brand`);
    }
  });
});

describe('shutdown', () => {
  it('closing the app closes its database', async () => {
    const closing = await createTestApp();
    await expect(closing.deps.db.execute(sql`select 1`)).resolves.toBeDefined();
    await closing.close();
    await expect(closing.deps.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
