import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { revokedSessions } from '../../db/schema/revoked-sessions.ts';
import { appUsers } from '../../db/schema/users.ts';
import { newSessionId } from '../../lib/session-id.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

const TOKEN_HEADER = AUTH_TOKEN_HEADER.toLowerCase();

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function userIdOf(email: string): Promise<number> {
  const [user] = await app.deps.db.select().from(appUsers).where(eq(appUsers.emailAddress, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.userId;
}

/** A token as the server signs it, but issued `ageSeconds` ago. */
async function tokenIssuedAgo(
  email: string,
  ageSeconds: number,
  secret = app.deps.env.tokenSecret,
  sessionId = newSessionId(),
) {
  const [user] = await app.deps.db.select().from(appUsers).where(eq(appUsers.emailAddress, email));
  if (!user) throw new Error(`no user ${email}`);
  const issuedAt = Math.floor(Date.now() / 1000) - ageSeconds;
  return new SignJWT({
    UserId: user.userId,
    ImpersonatorUserId: 0,
    TokenVersion: user.tokenVersion,
    SessionId: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('airquote')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + app.deps.env.TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

const isAuthenticated = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/AppUser/isauthenticated', headers });
const userInfo = (token: string) =>
  app.inject({ method: 'GET', url: '/api/AppUser/getCurrentUserInfo/client-1', headers: bearer(token) });

describe('GET /api/AppUser/isauthenticated', () => {
  it('answers false without a token, with a malformed one and with an empty bearer', async () => {
    for (const headers of [
      {},
      bearer('garbage'),
      { authorization: 'Bearer ' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await isAuthenticated(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(false);
    }
  });

  it('answers true for a signed-in user', async () => {
    const token = await signIn(app, 'rep@northwind.test');
    expect((await isAuthenticated(bearer(token))).json()).toBe(true);
  });

  it('answers false for a token signed with another secret', async () => {
    const forged = await tokenIssuedAgo('admin@airquote.test', 0, 'another-secret-that-is-at-least-32-chars');
    expect((await isAuthenticated(bearer(forged))).json()).toBe(false);
  });
});

describe('sliding renewal of the session token', () => {
  it('a fresh token gets no new token', async () => {
    const token = await tokenIssuedAgo('rep@northwind.test', 5);
    const response = await userInfo(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOKEN_HEADER]).toBeUndefined();
  });

  it('a token past a third of its lifetime is renewed in X-Auth-Token, for the same user', async () => {
    const old = await tokenIssuedAgo('rep@northwind.test', app.deps.env.TOKEN_TTL_SECONDS / 3 + 60);
    const response = await userInfo(old);
    expect(response.statusCode).toBe(200);
    const renewed = response.headers[TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    const claims = await app.deps.tokens.verify(String(renewed));
    expect(claims).toMatchObject({ UserId: await userIdOf('rep@northwind.test'), ImpersonatorUserId: 0 });
    expect(app.deps.tokens.needsRenewal(claims ?? ({} as never))).toBe(false);
    expect((await isAuthenticated(bearer(String(renewed)))).json()).toBe(true);
  });

  it('an expired token is refused with 401 in the error shape, and not renewed', async () => {
    const expired = await tokenIssuedAgo('rep@northwind.test', app.deps.env.TOKEN_TTL_SECONDS + 5);
    const response = await userInfo(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please sign in.',
    });
    expect(response.headers[TOKEN_HEADER]).toBeUndefined();
  });
});

describe('GET /api/AppUser/logoutuser', () => {
  it('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/AppUser/logoutuser' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('ends the session that logs out, every token of it, and no other session of the user', async () => {
    const first = await signIn(app, 'rep@contoso.test');
    const second = await signIn(app, 'rep@contoso.test');
    const other = await signIn(app, 'buyer@fabrikam.test');
    // Another token of the first session (as a renewal makes): the logout ends it too.
    const firstSessionId = (await app.deps.tokens.verify(first))?.SessionId;
    const firstRenewed = await tokenIssuedAgo('rep@contoso.test', 30, undefined, firstSessionId);
    expect(firstRenewed).not.toBe(first);
    const logout = await app.inject({
      method: 'GET',
      url: '/api/AppUser/logoutuser',
      headers: bearer(first),
    });
    expect(logout.json()).toBe(true);
    expect(logout.headers[TOKEN_HEADER]).toBeUndefined();
    expect((await userInfo(first)).statusCode).toBe(401);
    expect((await userInfo(firstRenewed)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/AppUser/logoutuser', headers: bearer(first) }))
        .statusCode,
    ).toBe(401);
    // The user's other browser and other users go on.
    expect((await userInfo(second)).statusCode).toBe(200);
    expect((await userInfo(other)).statusCode).toBe(200);
    const again = await signIn(app, 'rep@contoso.test');
    expect((await userInfo(again)).statusCode).toBe(200);
  });

  it('keeps a revoked session only until its tokens have expired, and purges older ones', async () => {
    const userId = await userIdOf('sales@contoso.test');
    await app.deps.db.insert(revokedSessions).values({
      sessionId: 'long-expired-session-id',
      userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const token = await signIn(app, 'sales@contoso.test');
    await app.inject({ method: 'GET', url: '/api/AppUser/logoutuser', headers: bearer(token) });
    const rows = await app.deps.db.select().from(revokedSessions).where(eq(revokedSessions.userId, userId));
    expect(rows.map((row) => row.sessionId)).toEqual([(await app.deps.tokens.verify(token))?.SessionId]);
    const lifetimeMs = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(app.deps.env.TOKEN_TTL_SECONDS * 1000);
    expect(lifetimeMs).toBeLessThanOrEqual((app.deps.env.TOKEN_TTL_SECONDS + 60) * 1000);
  });
});

describe('PUT /api/AppUser/signouteverywhere', () => {
  it('needs a token', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/AppUser/signouteverywhere' });
    expect(response.statusCode).toBe(401);
  });

  it('ends every session of the user, this one included; other users go on; a new sign-in works', async () => {
    const first = await signIn(app, 'manager@northwind.test');
    const second = await signIn(app, 'manager@northwind.test');
    const other = await signIn(app, 'buyer@fabrikam.test');
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/signouteverywhere',
      headers: bearer(first),
    });
    expect(answer.json()).toBe(true);
    expect(answer.headers[TOKEN_HEADER]).toBeUndefined();
    expect((await userInfo(first)).statusCode).toBe(401);
    expect((await userInfo(second)).statusCode).toBe(401);
    expect((await userInfo(other)).statusCode).toBe(200);
    const again = await signIn(app, 'manager@northwind.test');
    expect((await userInfo(again)).statusCode).toBe(200);
  });
});

describe('no token after the session ends', () => {
  it('logout does not hand out a renewed token, even for a session due for renewal', async () => {
    const old = await tokenIssuedAgo('pricing@airquote.test', app.deps.env.TOKEN_TTL_SECONDS / 3 + 60);
    const logout = await app.inject({ method: 'GET', url: '/api/AppUser/logoutuser', headers: bearer(old) });
    expect(logout.json()).toBe(true);
    expect(logout.headers[TOKEN_HEADER]).toBeUndefined();
  });

  it('accepts the bearer scheme in any case (RFC 7235)', async () => {
    const token = await tokenIssuedAgo('rep@northwind.test', 0);
    expect((await isAuthenticated({ authorization: `bearer ${token}` })).json()).toBe(true);
    expect((await isAuthenticated({ authorization: `BEARER  ${token}` })).json()).toBe(true);
  });
});

describe('deactivation and approval state', () => {
  it('a deactivated user loses the session at once', async () => {
    const token = await signIn(app, 'orders@airquote.test');
    await app.deps.db
      .update(appUsers)
      .set({ isActive: false })
      .where(eq(appUsers.emailAddress, 'orders@airquote.test'));
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await isAuthenticated(bearer(token))).json()).toBe(false);
  });

  it('a user set back to pending loses the session', async () => {
    const token = await signIn(app, 'engineering@airquote.test');
    await app.deps.db
      .update(appUsers)
      .set({ approvalStatus: 'Pending' })
      .where(eq(appUsers.emailAddress, 'engineering@airquote.test'));
    expect((await userInfo(token)).statusCode).toBe(401);
  });
});
