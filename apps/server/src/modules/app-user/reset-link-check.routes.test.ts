import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens.ts';
import { resetLinkFor } from '../../test/mailbox.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const check = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/AppUser/checkResetPasswordToken', payload });

const reset = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/AppUser/resetPassword', payload });

async function requestLink(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AppUser/forgotPassword',
    payload: { email },
  });
  expect(response.json()).toEqual({ success: true, failureMsg: '' });
  return resetLinkFor(app, email);
}

describe('POST /api/AppUser/checkResetPasswordToken (issue #15: the reset screen checks its link on load)', () => {
  it('says a fresh link works, and checking it does not use it up', async () => {
    const { token, userId } = await requestLink('inside@airquote.test');
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await check({ token, userId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, problem: null });
    }
    const [row] = await app.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(sql`${passwordResetTokens.passwordResetTokenId} desc`)
      .limit(1);
    expect(row?.usedAt).toBeNull();
    const used = await reset({ password: 'Fresh#Link01', reEnterPassword: 'Fresh#Link01', token, userId });
    expect(used.statusCode).toBe(200);
  });

  it('says a link that was used is used', async () => {
    const { token, userId } = await requestLink('orders@airquote.test');
    expect(
      (await reset({ password: 'Used#Once01', reEnterPassword: 'Used#Once01', token, userId })).statusCode,
    ).toBe(200);
    expect((await check({ token, userId })).json()).toEqual({ valid: false, problem: 'used' });
  });

  it('says an expired link has expired', async () => {
    const { token, userId } = await requestLink('rsm@airquote.test');
    await app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, userId));
    expect((await check({ token, userId })).json()).toEqual({ valid: false, problem: 'expired' });
  });

  it("calls a wrong token, or another user's token, invalid", async () => {
    const { token, userId } = await requestLink('manager@northwind.test');
    expect((await check({ token: 'x'.repeat(43), userId })).json()).toEqual({
      valid: false,
      problem: 'invalid',
    });
    expect((await check({ token, userId: userId + 1 })).json()).toEqual({ valid: false, problem: 'invalid' });
  });

  it('refuses a request without a token or user id (400)', async () => {
    expect((await check({ userId: 1 })).statusCode).toBe(400);
    expect((await check({ token: 'abc' })).statusCode).toBe(400);
  });
});
