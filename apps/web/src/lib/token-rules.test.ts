import { describe, expect, it } from 'vitest';
import { decideOnNewToken, userIdOfToken } from './token-rules.ts';

function tokenFor(userId: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ UserId: userId, ...extra })}.signature`;
}

describe('session token replacement rules (spec section 4)', () => {
  it('reads the UserId claim', () => {
    expect(userIdOfToken(tokenFor(42))).toBe(42);
    expect(userIdOfToken('not-a-token')).toBeNull();
    expect(userIdOfToken(null)).toBeNull();
  });

  it('stores the first token (no stored token)', () => {
    expect(decideOnNewToken(null, tokenFor(5), null)).toBe('store');
  });

  it('stores a renewed token of the same user', () => {
    expect(decideOnNewToken(tokenFor(5), tokenFor(5), null)).toBe('store');
  });

  it('logs out when a token for another user arrives without impersonation', () => {
    expect(decideOnNewToken(tokenFor(5), tokenFor(6), null)).toBe('logout');
  });

  it('(a) stores the token of the impersonated user while impersonating', () => {
    expect(decideOnNewToken(tokenFor(1), tokenFor(6), '6')).toBe('store');
  });

  it('while impersonating, a token for a third user still logs out', () => {
    expect(decideOnNewToken(tokenFor(6), tokenFor(7), '6')).toBe('logout');
  });

  it("(b) stores any token while the marker is '???' (stopping an impersonation)", () => {
    expect(decideOnNewToken(tokenFor(6), tokenFor(1), '???')).toBe('store');
  });
});
