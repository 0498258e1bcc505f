import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../lib/session-id.ts';
import { createSessionTokenService } from './session-token.ts';

const SECRET = 'unit-test-secret-with-more-than-32-characters';
const TTL_SECONDS = 900;
const tokens = createSessionTokenService(SECRET, TTL_SECONDS);
const SID = 'a-session-id-of-22chars';

async function forge(
  payload: Record<string, unknown>,
  options: { secret?: string; issuer?: string; iat?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? 'airquote')
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime((options.iat ?? now) + TTL_SECONDS)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

describe('session tokens', () => {
  it('round-trips UserId, ImpersonatorUserId and TokenVersion with the lifetime', async () => {
    const token = await tokens.sign({ UserId: 7, ImpersonatorUserId: 3, TokenVersion: 4, SessionId: SID });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({ UserId: 7, ImpersonatorUserId: 3, TokenVersion: 4, SessionId: SID });
    expect(claims?.expiresAt).toBe((claims?.issuedAt ?? 0) + TTL_SECONDS);
  });

  it('a token with trailing = padding is accepted (issue #16 item 11): no longer, base64url is decoded strictly', async () => {
    const token = await tokens.sign({ UserId: 7, ImpersonatorUserId: 0, TokenVersion: 4, SessionId: SID });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(`${token}=`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}=.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -1)}+`)).toBeNull();
    // The same signature bytes in a non-canonical spelling (the last character's unused bits set).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) as string);
    const sibling = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sibling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(await tokens.verify(`${header}.${payload}.${sibling}`)).toBeNull();
  });

  it('treats a token without ImpersonatorUserId as not impersonating', async () => {
    const claims = await tokens.verify(await forge({ UserId: 5, TokenVersion: 1, SessionId: SID }));
    expect(claims?.ImpersonatorUserId).toBe(0);
  });

  it('rejects tokens signed with another secret, from another issuer, expired or malformed', async () => {
    const past = Math.floor(Date.now() / 1000) - 2 * TTL_SECONDS;
    expect(
      await tokens.verify(
        await forge({ UserId: 5, TokenVersion: 1, SessionId: SID }, { secret: `${SECRET}-other` }),
      ),
    ).toBeNull();
    expect(
      await tokens.verify(
        await forge({ UserId: 5, TokenVersion: 1, SessionId: SID }, { issuer: 'someone-else' }),
      ),
    ).toBeNull();
    expect(
      await tokens.verify(await forge({ UserId: 5, TokenVersion: 1, SessionId: SID }, { iat: past })),
    ).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(await tokens.verify(await forge({ UserId: 'abc', TokenVersion: 1, SessionId: SID }))).toBeNull();
    expect(await tokens.verify(await forge({ UserId: 0, TokenVersion: 1, SessionId: SID }))).toBeNull();
    expect(await tokens.verify(await forge({ UserId: 5 }))).toBeNull();
  });

  it('refuses a token without a well-formed SessionId (made before sessions had ids, or forged)', async () => {
    expect(await tokens.verify(await forge({ UserId: 5, TokenVersion: 1 }))).toBeNull();
    expect(await tokens.verify(await forge({ UserId: 5, TokenVersion: 1, SessionId: 'short' }))).toBeNull();
    expect(
      await tokens.verify(
        await forge({ UserId: 5, TokenVersion: 1, SessionId: 'has spaces in it, no good' }),
      ),
    ).toBeNull();
    expect(
      await tokens.verify(await forge({ UserId: 5, TokenVersion: 1, SessionId: 1234567890123456 })),
    ).toBeNull();
    const sessionId = newSessionId();
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newSessionId()).not.toBe(sessionId);
    expect(
      (await tokens.verify(await forge({ UserId: 5, TokenVersion: 1, SessionId: sessionId })))?.SessionId,
    ).toBe(sessionId);
  });

  it('asks for renewal only once a third of the lifetime has passed', async () => {
    const claims = await tokens.verify(
      await tokens.sign({ UserId: 1, ImpersonatorUserId: 0, TokenVersion: 1, SessionId: SID }),
    );
    if (!claims) throw new Error('token did not verify');
    expect(tokens.needsRenewal(claims, claims.issuedAt)).toBe(false);
    expect(tokens.needsRenewal(claims, claims.issuedAt + TTL_SECONDS / 3)).toBe(false);
    expect(tokens.needsRenewal(claims, claims.issuedAt + TTL_SECONDS / 3 + 1)).toBe(true);
    expect(tokens.needsRenewal(claims, claims.issuedAt + TTL_SECONDS - 1)).toBe(true);
  });

  it('a renewed token carries the same claims and a later expiry', async () => {
    const iat = Math.floor(Date.now() / 1000) - 400;
    const old = await tokens.verify(
      await forge({ UserId: 9, ImpersonatorUserId: 2, TokenVersion: 6, SessionId: SID }, { iat }),
    );
    if (!old) throw new Error('token did not verify');
    expect(tokens.needsRenewal(old)).toBe(true);
    const renewed = await tokens.verify(
      await tokens.sign({
        UserId: old.UserId,
        ImpersonatorUserId: old.ImpersonatorUserId,
        TokenVersion: old.TokenVersion,
        SessionId: old.SessionId,
      }),
    );
    expect(renewed).toMatchObject({ UserId: 9, ImpersonatorUserId: 2, TokenVersion: 6, SessionId: SID });
    expect(renewed?.expiresAt).toBeGreaterThan(old.expiresAt);
    expect(renewed && tokens.needsRenewal(renewed)).toBe(false);
  });
});

describe('session tokens are standard HS256 JWTs', () => {
  it('a token we sign verifies with jose, an independent JOSE implementation', async () => {
    const { jwtVerify } = await import('jose');
    const token = await tokens.sign({ UserId: 11, ImpersonatorUserId: 0, TokenVersion: 2, SessionId: SID });
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'airquote',
      algorithms: ['HS256'],
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ UserId: 11, ImpersonatorUserId: 0, TokenVersion: 2 });
  });

  it('refuses a token whose header claims another algorithm, even with a valid HS256 signature', async () => {
    const { createHmac } = await import('node:crypto');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = encode({ alg: 'none' });
    const payload = encode({
      UserId: 5,
      TokenVersion: 1,
      iss: 'airquote',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
  });
});
