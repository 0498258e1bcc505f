import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { passwordResetTokens } from '../../db/schema/password-reset-tokens.ts';
import { appUsers } from '../../db/schema/users.ts';
import { createUser } from '../../db/seed/factories.ts';
import { lastMailTo, mailsTo, resetLinkFor } from '../../test/mailbox.ts';
import { bearer, createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/AppUser/forgotPassword', payload: { email } });

const reset = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/AppUser/resetPassword', payload });

const resetVM = (userId: number | string) =>
  app.inject({ method: 'GET', url: `/api/AppUser/GetResetPasswordVM/${userId}` });

const login = (Email: string, Password: string) =>
  app.inject({ method: 'POST', url: '/api/AppUser/Login', payload: { Email, Password } });

/** Asks for a link and returns its token and user id. */
async function requestLink(email: string) {
  const response = await forgot(email);
  expect(response.json()).toEqual({ success: true, failureMsg: '' });
  return resetLinkFor(app, email);
}

describe('POST /api/AppUser/forgotPassword', () => {
  it('mails a reset link to the account and says so', async () => {
    const response = await forgot('rep@northwind.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, failureMsg: '' });
    const mail = await lastMailTo(app, 'rep@northwind.test');
    expect(mail.subject).toBe('AirQuote: reset your password');
    const { url, userId } = await resetLinkFor(app, 'rep@northwind.test');
    expect(url.origin + url.pathname).toBe('http://airquote.test:3000/user/user-reset-password');
    const [user] = await app.deps.db
      .select()
      .from(appUsers)
      .where(eq(appUsers.emailAddress, 'rep@northwind.test'));
    expect(userId).toBe(user?.userId);
  });

  it('stores only a hash of the token, valid for 30 minutes', async () => {
    const { token, userId } = await requestLink('rep@contoso.test');
    const rows = await app.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    const row = rows.at(-1);
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("answers the screen's failure text for an unknown address, and mails nothing", async () => {
    const response = await forgot('nobody@example.com');
    expect(response.json()).toEqual({ success: false, failureMsg: "Email doesn't exist" });
    expect(await mailsTo(app, 'nobody@example.com')).toHaveLength(0);
  });

  it('answers 400 with the screen texts for an empty or invalid address', async () => {
    const empty = await forgot('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Email field is required',
      fieldErrors: { email: 'Email field is required' },
    });
    const invalid = await forgot('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Enter a valid email' });
  });

  it('does not mail a deactivated account', async () => {
    await createUser(app.deps.db, {
      email: 'gone@example.com',
      firstName: 'Gone',
      lastName: 'User',
      password: null,
      isActive: false,
    });
    expect((await forgot('gone@example.com')).json()).toEqual({
      success: false,
      failureMsg: appUserMessages.inactive,
    });
    expect(await mailsTo(app, 'gone@example.com')).toHaveLength(0);
  });
});

describe('GET /api/AppUser/GetResetPasswordVM/{userId}', () => {
  it('says whether the user has a password and has signed the terms', async () => {
    const { userId } = await resetLinkFor(app, 'rep@northwind.test');
    expect((await resetVM(userId)).json()).toEqual({ hasPassword: true, signedCustomerTermsOfUse: true });
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    const unknown = await resetVM(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: appUserMessages.userNotFound,
    });
    expect((await resetVM('abc')).statusCode).toBe(400);
  });
});

describe('POST /api/AppUser/resetPassword', () => {
  it('resets the password: the new one signs in, the old one does not, and every old token is revoked', async () => {
    const oldToken = await signIn(app, 'buyer@fabrikam.test');
    const { token, userId } = await requestLink('buyer@fabrikam.test');
    const response = await reset({ password: 'Brand#New1', reEnterPassword: 'Brand#New1', token, userId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '' });

    const info = await app.inject({
      method: 'GET',
      url: '/api/AppUser/getCurrentUserInfo/c1',
      headers: bearer(oldToken),
    });
    expect(info.statusCode).toBe(401);
    expect((await login('buyer@fabrikam.test', TEST_DEMO_PASSWORD)).json().Authenticated).toBe(false);
    expect((await login('buyer@fabrikam.test', 'Brand#New1')).json().Authenticated).toBe(true);
  });

  it('a link works once', async () => {
    const { token, userId } = await resetLinkFor(app, 'buyer@fabrikam.test');
    const again = await reset({ password: 'Other#Pass2', reEnterPassword: 'Other#Pass2', token, userId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ statusCode: 400, message: appUserMessages.resetLinkInvalid });
    expect((await login('buyer@fabrikam.test', 'Other#Pass2')).json().Authenticated).toBe(false);
  });

  it('using one link spends the other open links of the user', async () => {
    const first = await requestLink('orders@airquote.test');
    const second = await requestLink('orders@airquote.test');
    expect(first.token).not.toBe(second.token);
    const used = await reset({ password: 'Second#Link2', reEnterPassword: 'Second#Link2', ...second });
    expect(used.statusCode).toBe(200);
    const stale = await reset({ password: 'First#Link1', reEnterPassword: 'First#Link1', ...first });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(appUserMessages.resetLinkInvalid);
  });

  it('refuses a wrong token, and a token of another user', async () => {
    const { token } = await requestLink('engineering@airquote.test');
    const [other] = await app.deps.db
      .select()
      .from(appUsers)
      .where(eq(appUsers.emailAddress, 'admin@airquote.test'));
    const wrongUser = await reset({
      password: 'Steal#It01',
      reEnterPassword: 'Steal#It01',
      token,
      userId: other?.userId,
    });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json().message).toBe(appUserMessages.resetLinkInvalid);
    const { userId } = await resetLinkFor(app, 'engineering@airquote.test');
    const wrongToken = await reset({
      password: 'Steal#It01',
      reEnterPassword: 'Steal#It01',
      token: 'x'.repeat(43),
      userId,
    });
    expect(wrongToken.statusCode).toBe(400);
    expect((await login('admin@airquote.test', 'Steal#It01')).json().Authenticated).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { token, userId } = await requestLink('pricing@airquote.test');
    await app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, userId));
    const response = await reset({ password: 'Too#Late01', reEnterPassword: 'Too#Late01', token, userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(appUserMessages.resetLinkInvalid);
  });

  it.each([
    [{ reEnterPassword: '' }, 'reEnterPassword', 'Password field is required'],
    [{ reEnterPassword: 'Other#2026' }, 'reEnterPassword', "Passwords don't match"],
    [
      { password: 'Password1!', reEnterPassword: 'Password1!' },
      'password',
      'Cannot use example password Password1!',
    ],
    [
      { password: 'lowercase1!', reEnterPassword: 'lowercase1!' },
      'password',
      'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!',
    ],
    [{ password: '', reEnterPassword: '' }, 'password', 'Password is required'],
  ])('answers 400 with the spec text for %j and keeps the link', async (overrides, field, message) => {
    const { token, userId } = await resetLinkFor(app, 'engineering@airquote.test');
    const valid = { password: 'Valid#Pass1', reEnterPassword: 'Valid#Pass1' };
    const response = await reset({ ...valid, token, userId, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    const [row] = await app.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(sql`${passwordResetTokens.passwordResetTokenId} desc`)
      .limit(1);
    expect(row?.usedAt).toBeNull();
  });
});

describe('setting a first password (an account created without one)', () => {
  let userId: number;
  beforeAll(async () => {
    const user = await createUser(app.deps.db, {
      email: 'fresh@example.com',
      firstName: 'Fresh',
      lastName: 'Start',
      password: null,
      signedCustomerTermsOfUse: false,
    });
    userId = user.userId;
  });

  it('the view model says there is no password and no signed terms', async () => {
    expect((await resetVM(userId)).json()).toEqual({ hasPassword: false, signedCustomerTermsOfUse: false });
  });

  it('mails a Set Password link', async () => {
    await requestLink('fresh@example.com');
    const mail = await lastMailTo(app, 'fresh@example.com');
    expect(mail.subject).toBe('AirQuote: set your password');
    expect(mail.textBody).toContain(
      'Set Password: http://airquote.test:3000/user/user-reset-password?token=',
    );
  });

  it('requires agreeing to the terms when they are not signed yet', async () => {
    const { token } = await resetLinkFor(app, 'fresh@example.com');
    const response = await reset({ password: 'First#Pass1', reEnterPassword: 'First#Pass1', token, userId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'You must agree to the Customer Terms of Use',
      fieldErrors: { agreedToCustomerTermsOfUse: 'You must agree to the Customer Terms of Use' },
    });
  });

  it('sets the password and records the signed terms', async () => {
    const { token } = await resetLinkFor(app, 'fresh@example.com');
    const response = await reset({
      password: 'First#Pass1',
      reEnterPassword: 'First#Pass1',
      token,
      userId,
      agreedToCustomerTermsOfUse: true,
    });
    expect(response.json()).toEqual({ success: true, message: '' });
    expect((await resetVM(userId)).json()).toEqual({ hasPassword: true, signedCustomerTermsOfUse: true });
    expect((await login('fresh@example.com', 'First#Pass1')).json().Authenticated).toBe(true);
  });
});
