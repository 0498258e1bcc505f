import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/employees.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { appUsers, appUserUserRoles } from '../../db/schema/users.ts';
import { linkIn, mailsTo } from '../../test/mailbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { appUserMessages } from './app-user.messages.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const PATTERN_MESSAGE =
  'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'Rita',
    LastName: 'Reyes',
    EmailAddress: 'rita@acme.example',
    Password: 'Secret#2026',
    ConfirmPassword: 'Secret#2026',
    DefaultCompanyReference: 'Acme Mechanical',
    IsInternalEmployee: null,
    AgreedToCustomerTermsOfUse: true,
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/AppUser/register', payload });

async function userByEmail(email: string) {
  const [user] = await app.deps.db.select().from(appUsers).where(eq(appUsers.emailAddress, email));
  return user;
}

async function outboxCount(): Promise<number> {
  return (await app.deps.db.select().from(outboxEmails)).length;
}

describe('POST /api/AppUser/register', () => {
  it('creates a customer account that waits for review and mails the approvers and the applicant', async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      AppUser: { UserId: expect.any(Number) },
      Successful: true,
      ApprovalEmailSent: true,
      UserMessage: '',
    });
    const user = await userByEmail('rita@acme.example');
    expect(user).toMatchObject({
      userId: body.AppUser.UserId,
      approvalStatus: 'Pending',
      isInternalEmployee: false,
      signedCustomerTermsOfUse: true,
      registeredCompanyName: 'Acme Mechanical',
      defaultCompanyId: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const [approvalMail] = await mailsTo(app, 'admin@airquote.test');
    expect(approvalMail?.subject).toBe('AirQuote: new account waiting for approval');
    expect(approvalMail?.textBody).toContain(
      'Rita Reyes (rita@acme.example) registered for Acme Mechanical.',
    );
    const link = linkIn(approvalMail as NonNullable<typeof approvalMail>);
    expect(link.pathname).toBe('/topmenu/admin/admin-company/internal-employee-list');
    expect(link.searchParams.get('approvalUserId')).toBe(String(body.AppUser.UserId));
    expect(link.origin).toBe('http://airquote.test:3000');

    const [received] = await mailsTo(app, 'rita@acme.example');
    expect(received?.subject).toBe('AirQuote: we received your registration');
  });

  it('the new account cannot sign in until approved, and is told why', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rita@acme.example', Password: 'Secret#2026' },
    });
    expect(response.json()).toEqual({
      AppUser: null,
      Authenticated: false,
      UserMessage: appUserMessages.pendingApproval,
    });
  });

  it('refuses an address that is already registered, whatever its case', async () => {
    const before = await outboxCount();
    const response = await register(registration({ EmailAddress: 'REP@Northwind.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      AppUser: null,
      Successful: false,
      ApprovalEmailSent: false,
      UserMessage: 'Email already exists',
    });
    expect(await outboxCount()).toBe(before);
  });

  it('makes an internal employee of an address of the internal company domain, whatever company was typed', async () => {
    const response = await register(
      registration({ EmailAddress: 'Ivan@AirQuote.test', DefaultCompanyReference: 'Somewhere Else' }),
    );
    expect(response.json().Successful).toBe(true);
    const user = await userByEmail('ivan@airquote.test');
    const [internal] = await app.deps.db.select().from(companies).where(eq(companies.kind, 'Internal'));
    expect(user).toMatchObject({
      isInternalEmployee: true,
      approvalStatus: 'Pending',
      defaultCompanyId: internal?.companyId,
    });
    const approvalMails = await mailsTo(app, 'admin@airquote.test');
    expect(approvalMails.at(-1)?.subject).toBe('AirQuote: internal employee waiting for approval');
  });

  it('does not let the client claim to be internal', async () => {
    await register(registration({ EmailAddress: 'claims@acme.example', IsInternalEmployee: true }));
    expect((await userByEmail('claims@acme.example'))?.isInternalEmployee).toBe(false);
  });

  it('never makes an outside address an employee of the internal company by typing its name', async () => {
    await register(
      registration({
        EmailAddress: 'mallory@acme.example',
        DefaultCompanyReference: 'AirQuote Manufacturing',
      }),
    );
    const user = await userByEmail('mallory@acme.example');
    expect(user).toMatchObject({ isInternalEmployee: false, defaultCompanyId: null });
    expect(
      await app.deps.db
        .select()
        .from(employees)
        .where(eq(employees.userId, user?.userId ?? 0)),
    ).toEqual([]);
  });

  it('keeps the typed company name but joins no company by it: the approval assigns the company (issue #15 item 5)', async () => {
    await register(
      registration({
        EmailAddress: 'new.buyer@fabrikam.test',
        DefaultCompanyReference: ' fabrikam mechanical ',
      }),
    );
    const user = await userByEmail('new.buyer@fabrikam.test');
    expect(user).toMatchObject({ registeredCompanyName: 'fabrikam mechanical', defaultCompanyId: null });
    const memberships = await app.deps.db
      .select()
      .from(employees)
      .where(eq(employees.userId, user?.userId ?? 0));
    expect(memberships).toEqual([]);
  });

  it('two registrations of one new address at once: one succeeds, the other is told the address exists', async () => {
    const responses = await Promise.all([
      register(registration({ EmailAddress: 'twice@acme.example' })),
      register(registration({ EmailAddress: 'Twice@Acme.example' })),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const outcomes = responses.map((response) => response.json());
    expect(outcomes.filter((outcome) => outcome.Successful)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.Successful)?.UserMessage).toBe('Email already exists');
    expect(await mailsTo(app, 'twice@acme.example')).toHaveLength(1);
  });

  it('accepts a password of 200 characters, which then signs in, and refuses a longer one', async () => {
    const longest = `Aa1!${'x'.repeat(196)}`;
    const accepted = await register(
      registration({ EmailAddress: 'long@acme.example', Password: longest, ConfirmPassword: longest }),
    );
    expect(accepted.json().Successful).toBe(true);
    await app.deps.db
      .update(appUsers)
      .set({ approvalStatus: 'Approved' })
      .where(eq(appUsers.emailAddress, 'long@acme.example'));
    const login = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'long@acme.example', Password: longest },
    });
    expect(login.json().Authenticated).toBe(true);
    const tooLong = `${longest}x`;
    const refused = await register(
      registration({ EmailAddress: 'longer@acme.example', Password: tooLong, ConfirmPassword: tooLong }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.Password).toBe('Password must be no more than 200 characters long');
  });

  it.each([
    ['FirstName', { FirstName: '' }, 'First Name is required'],
    ['LastName', { LastName: '  ' }, 'Last Name is required'],
    ['EmailAddress', { EmailAddress: '' }, 'Email is required'],
    ['EmailAddress', { EmailAddress: 'not-an-email' }, 'Please enter a valid email address'],
    ['Password', { Password: '', ConfirmPassword: '' }, 'Password is required'],
    ['Password', { Password: 'weakpass', ConfirmPassword: 'weakpass' }, PATTERN_MESSAGE],
    [
      'Password',
      { Password: 'Password1!', ConfirmPassword: 'Password1!' },
      'Password cannot be equal to password example: Password1!',
    ],
    ['ConfirmPassword', { ConfirmPassword: 'Secret#2027' }, 'Passwords do not match'],
    ['ConfirmPassword', { ConfirmPassword: '' }, 'Confirm Password is required'],
    ['DefaultCompanyReference', { DefaultCompanyReference: '' }, 'Company Name is required'],
    [
      'AgreedToCustomerTermsOfUse',
      { AgreedToCustomerTermsOfUse: false },
      'You must agree to the Customer Terms of Use',
    ],
    ['FirstName', { FirstName: 'x'.repeat(61) }, 'First Name must be no more than 60 characters long'],
  ])('refuses an invalid %s with the spec message and creates nothing', async (field, overrides, message) => {
    const email = `invalid-${field.toLowerCase()}@acme.example`;
    const response = await register(registration({ EmailAddress: email, ...overrides }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(body.fieldErrors[field]).toBe(message);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('reports ApprovalEmailSent false when there is no approver to mail', async () => {
    await app.deps.db.delete(appUserUserRoles);
    const response = await register(registration({ EmailAddress: 'lonely@acme.example' }));
    expect(response.json()).toMatchObject({ Successful: true, ApprovalEmailSent: false, UserMessage: '' });
    expect((await mailsTo(app, 'lonely@acme.example')).map((mail) => mail.subject)).toEqual([
      'AirQuote: we received your registration',
    ]);
  });
});

describe('GET /api/AppUser/userExistsByEmail', () => {
  const exists = (query: string) =>
    app.inject({ method: 'GET', url: `/api/AppUser/userExistsByEmail${query}` });

  it('answers true for a registered address, whatever its case', async () => {
    expect((await exists('?email=rep%40northwind.test')).json()).toBe(true);
    expect((await exists('?email=REP%40NORTHWIND.TEST')).json()).toBe(true);
  });

  it('answers false for an unknown or empty address', async () => {
    expect((await exists('?email=nobody%40example.com')).json()).toBe(false);
    expect((await exists('?email=')).json()).toBe(false);
  });

  it('answers 400 without the email parameter', async () => {
    const response = await exists('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
