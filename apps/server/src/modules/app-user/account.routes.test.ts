import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { appUsers } from '../../db/schema/users.ts';
import { bearer, createTestApp, signIn, TEST_DEMO_PASSWORD } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';
import { ensureEmployee } from './app-user.repository.ts';

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

async function companyIdOf(name: string): Promise<number> {
  const [company] = await app.deps.db.select().from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company.companyId;
}

const userInfo = (token: string) =>
  app.inject({ method: 'GET', url: '/api/AppUser/getCurrentUserInfo/c', headers: bearer(token) });

describe('GET /api/AppUser/validatePassword', () => {
  const validate = (token: string | null, userId: number, password: string) =>
    app.inject({
      method: 'GET',
      url: `/api/AppUser/validatePassword?userId=${userId}&password=${encodeURIComponent(password)}`,
      headers: token ? bearer(token) : {},
    });

  it("answers whether the password is the signed-in user's current one", async () => {
    const token = await signIn(app, 'rep@northwind.test');
    const userId = await userIdOf('rep@northwind.test');
    expect((await validate(token, userId, TEST_DEMO_PASSWORD)).json()).toBe(true);
    expect((await validate(token, userId, 'Wrong#2026')).json()).toBe(false);
  });

  it("refuses to check another user's password (403) and needs a token (401)", async () => {
    const token = await signIn(app, 'rep@northwind.test');
    const other = await userIdOf('admin@airquote.test');
    expect((await validate(token, other, TEST_DEMO_PASSWORD)).statusCode).toBe(403);
    expect((await validate(null, other, TEST_DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('answers 400 without a user id', async () => {
    const token = await signIn(app, 'rep@northwind.test');
    const response = await app.inject({
      method: 'GET',
      url: '/api/AppUser/validatePassword?password=x',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/AppUser/changepassword', () => {
  const change = (token: string, payload: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/AppUser/changepassword', headers: bearer(token), payload });

  it('refuses a wrong old password with incorrectPassword', async () => {
    const token = await signIn(app, 'rep@contoso.test');
    const response = await change(token, {
      OldPassword: 'Wrong#2026',
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Incorrect password',
      fieldErrors: { OldPassword: 'Incorrect password' },
    });
  });

  it('refuses a confirmation that does not match', async () => {
    const token = await signIn(app, 'rep@contoso.test');
    const response = await change(token, {
      OldPassword: TEST_DEMO_PASSWORD,
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ ConfirmPassword: 'Passwords do not match' });
  });

  it('applies the password rule to the new password', async () => {
    const token = await signIn(app, 'rep@contoso.test');
    const example = await change(token, {
      OldPassword: TEST_DEMO_PASSWORD,
      NewPassword: 'Password1!',
      ConfirmPassword: 'Password1!',
    });
    expect(example.statusCode).toBe(400);
    expect(example.json().fieldErrors.NewPassword).toBe(
      'New Password cannot be equal to password example: Password1!',
    );
    const weak = await change(token, {
      OldPassword: TEST_DEMO_PASSWORD,
      NewPassword: 'weak',
      ConfirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.NewPassword).toMatch(/^Password must contain, at least 8 characters/);
  });

  it('requires the old password, and a refused change leaves the password and the sessions as they were', async () => {
    const token = await signIn(app, 'orders@airquote.test');
    const empty = await change(token, {
      OldPassword: '',
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass1',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ OldPassword: 'Old Password is required' });
    const wrong = await change(token, {
      OldPassword: 'Wrong#2026',
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers[TOKEN_HEADER]).toBeUndefined();
    expect((await userInfo(token)).statusCode).toBe(200);
    expect(await signIn(app, 'orders@airquote.test', TEST_DEMO_PASSWORD)).toMatch(/^ey/);
    const withNewPassword = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'orders@airquote.test', Password: 'Fresh#Pass1' },
    });
    expect(withNewPassword.json()).toMatchObject({ Authenticated: false });
  });

  it('changes the password: this session goes on with a new token, other sessions are signed out', async () => {
    const token = await signIn(app, 'rep@contoso.test');
    const otherSession = await signIn(app, 'rep@contoso.test');
    const response = await change(token, {
      OldPassword: TEST_DEMO_PASSWORD,
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, UserMessage: 'Password changed.' });
    const newToken = String(response.headers[TOKEN_HEADER]);
    expect((await userInfo(newToken)).statusCode).toBe(200);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect((await userInfo(otherSession)).statusCode).toBe(401);
    expect(await signIn(app, 'rep@contoso.test', 'Fresh#Pass1')).toMatch(/^ey/);
  });

  it('needs a token', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/AppUser/changepassword',
      payload: { OldPassword: 'a', NewPassword: 'Fresh#Pass1', ConfirmPassword: 'Fresh#Pass1' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/AppUser/updateprofile', () => {
  const update = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/AppUser/updateprofile', headers: bearer(token), payload });

  it('updates the names (trimmed) and answers the AppUser', async () => {
    const token = await signIn(app, 'buyer@fabrikam.test');
    const response = await update(token, { FirstName: '  Fi ', LastName: 'Baker-Smith' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      FirstName: 'Fi',
      LastName: 'Baker-Smith',
      DefaultCompany: { Name: 'Fabrikam Mechanical' },
    });
    expect((await userInfo(token)).json().AppUser.FirstName).toBe('Fi');
  });

  it('switches the default company to another company of the user, and the brand follows', async () => {
    const token = await signIn(app, 'rep@northwind.test');
    const contoso = await companyIdOf('Contoso Reps');
    await ensureEmployee(app.deps.db, await userIdOf('rep@northwind.test'), contoso);
    const response = await update(token, { FirstName: 'Nora', LastName: 'Walsh', DefaultCompanyId: contoso });
    expect(response.statusCode).toBe(200);
    expect(response.json().DefaultCompany).toMatchObject({ CompanyId: contoso, DefaultBrandId: 2 });
  });

  it('refuses a default company the user does not work for', async () => {
    const token = await signIn(app, 'engineer@northwind.test');
    const response = await update(token, {
      FirstName: 'Ned',
      LastName: 'Engel',
      DefaultCompanyId: await companyIdOf('Fabrikam Mechanical'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: appUserMessages.notYourCompany,
      fieldErrors: { DefaultCompanyId: appUserMessages.notYourCompany },
    });
    expect((await userInfo(token)).json().AppUser.DefaultCompany.Name).toBe('Northwind Reps');
  });

  it('clears the default company with null', async () => {
    const token = await signIn(app, 'engineer@northwind.test');
    const response = await update(token, { FirstName: 'Ned', LastName: 'Engel', DefaultCompanyId: null });
    expect(response.json()).toMatchObject({ DefaultCompanyId: null, DefaultCompany: null });
  });

  it('requires the names', async () => {
    const token = await signIn(app, 'engineer@northwind.test');
    const response = await update(token, { FirstName: '', LastName: 'Engel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ FirstName: 'First Name is required' });
  });
});
