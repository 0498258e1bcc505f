import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  emailField,
  forgotPasswordRequestSchema,
  forgotPasswordTexts,
  loginRequestSchema,
  newPasswordField,
  registrationRequestSchema,
  resetPasswordRequestSchema,
  resetPasswordTexts,
  TERMS_NOT_AGREED_MESSAGE,
  updateProfileRequestSchema,
} from './forms.ts';

/** Field path → first message, the way the server reports a 400. */
function fieldErrors(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const registration = {
  FirstName: 'Rita',
  LastName: 'Reyes',
  EmailAddress: 'rita@example.com',
  Password: 'Demo#2026',
  ConfirmPassword: 'Demo#2026',
  DefaultCompanyReference: 'Acme Mechanical',
  IsInternalEmployee: null,
  AgreedToCustomerTermsOfUse: true,
};

describe('registration request', () => {
  it('accepts a complete request and trims names', () => {
    const parsed = registrationRequestSchema.parse({ ...registration, FirstName: '  Rita ' });
    expect(parsed.FirstName).toBe('Rita');
  });

  it('requires every field with the spec message and the screen label', () => {
    const errors = fieldErrors(registrationRequestSchema, {
      ...registration,
      FirstName: '',
      LastName: '   ',
      EmailAddress: '',
      DefaultCompanyReference: '',
    });
    expect(errors).toMatchObject({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      EmailAddress: 'Email is required',
      DefaultCompanyReference: 'Company Name is required',
    });
    expect(fieldErrors(registrationRequestSchema, { ...registration, Password: '' }).Password).toBe(
      'Password is required',
    );
  });

  it('checks the e-mail format', () => {
    expect(fieldErrors(registrationRequestSchema, { ...registration, EmailAddress: 'not-an-email' })).toEqual(
      {
        EmailAddress: 'Please enter a valid email address',
      },
    );
  });

  it('gives the pattern message for a weak password and the example message for Password1!', () => {
    expect(
      fieldErrors(registrationRequestSchema, { ...registration, Password: 'weak', ConfirmPassword: 'weak' }),
    ).toEqual({
      Password:
        'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!',
    });
    expect(
      fieldErrors(registrationRequestSchema, {
        ...registration,
        Password: 'Password1!',
        ConfirmPassword: 'Password1!',
      }),
    ).toEqual({ Password: 'Password cannot be equal to password example: Password1!' });
  });

  it('refuses a password longer than sign-in accepts', () => {
    const tooLong = `Aa1!${'x'.repeat(197)}`;
    expect(
      fieldErrors(registrationRequestSchema, {
        ...registration,
        Password: tooLong,
        ConfirmPassword: tooLong,
      }),
    ).toEqual({ Password: 'Password must be no more than 200 characters long' });
  });

  it('requires the confirmation to match', () => {
    expect(fieldErrors(registrationRequestSchema, { ...registration, ConfirmPassword: 'Demo#2027' })).toEqual(
      {
        ConfirmPassword: 'Passwords do not match',
      },
    );
    expect(fieldErrors(registrationRequestSchema, { ...registration, ConfirmPassword: '' })).toEqual({
      ConfirmPassword: 'Confirm Password is required',
    });
  });

  it('requires the terms checkbox', () => {
    expect(
      fieldErrors(registrationRequestSchema, { ...registration, AgreedToCustomerTermsOfUse: false }),
    ).toEqual({
      AgreedToCustomerTermsOfUse: TERMS_NOT_AGREED_MESSAGE,
    });
  });

  it('names each field that is missing altogether, not only an empty one', () => {
    expect(fieldErrors(registrationRequestSchema, { AgreedToCustomerTermsOfUse: true })).toEqual({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      EmailAddress: 'Email is required',
      Password: 'Password is required',
      ConfirmPassword: 'Confirm Password is required',
      DefaultCompanyReference: 'Company Name is required',
    });
  });

  it('reports the cross-field checks as custom issues on their own field', () => {
    const result = registrationRequestSchema.safeParse({
      ...registration,
      Password: 'weak',
      ConfirmPassword: 'other',
      AgreedToCustomerTermsOfUse: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'custom', path: ['Password'] },
      { code: 'custom', path: ['ConfirmPassword'] },
      { code: 'custom', path: ['AgreedToCustomerTermsOfUse'] },
    ]);
    const empty = registrationRequestSchema.safeParse({ ...registration, ConfirmPassword: '' });
    expect(empty.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'custom', path: ['ConfirmPassword'] },
    ]);
  });

  it('limits the length of names', () => {
    expect(fieldErrors(registrationRequestSchema, { ...registration, FirstName: 'x'.repeat(61) })).toEqual({
      FirstName: 'First Name must be no more than 60 characters long',
    });
  });
});

describe('field schemas on their own', () => {
  it('label an e-mail field Email and a new password Password unless told otherwise', () => {
    expect(fieldErrors(emailField(), '')).toEqual({ '': 'Email is required' });
    expect(fieldErrors(emailField(), `${'x'.repeat(250)}@a.co`)).toEqual({
      '': 'Email must be no more than 254 characters long',
    });
    expect(fieldErrors(emailField(), 'nope')).toEqual({ '': 'Please enter a valid email address' });
    expect(fieldErrors(newPasswordField(), '')).toEqual({ '': 'Password is required' });
    expect(fieldErrors(newPasswordField(), undefined)).toEqual({ '': 'Password is required' });
    expect(fieldErrors(newPasswordField(), 'Password1!')).toEqual({
      '': 'Password cannot be equal to password example: Password1!',
    });
  });

  it('lets sign-in through with any short text and stops only what no account can have', () => {
    expect(loginRequestSchema.safeParse({ Email: 'a', Password: 'b' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ Email: 'x'.repeat(254), Password: 'y'.repeat(200) }).success).toBe(
      true,
    );
    // The messages are zod's own; what matters here is which fields are refused.
    expect(
      Object.keys(fieldErrors(loginRequestSchema, { Email: 'x'.repeat(255), Password: 'y'.repeat(201) })),
    ).toEqual(['Email', 'Password']);
  });
});

describe('forgot password request: the screen texts', () => {
  it('says the e-mail is required, or not valid', () => {
    expect(fieldErrors(forgotPasswordRequestSchema, { email: '' })).toEqual({
      email: forgotPasswordTexts.required,
    });
    expect(forgotPasswordTexts.required).toBe('Email field is required');
    expect(fieldErrors(forgotPasswordRequestSchema, { email: 'nope' })).toEqual({
      email: 'Enter a valid email',
    });
    expect(forgotPasswordTexts.doesntExist).toBe("Email doesn't exist");
  });

  it('says the e-mail is required when it is missing', () => {
    expect(fieldErrors(forgotPasswordRequestSchema, {})).toEqual({ email: forgotPasswordTexts.required });
    expect(fieldErrors(forgotPasswordRequestSchema, { email: '   ' })).toEqual({
      email: forgotPasswordTexts.required,
    });
  });

  it('accepts a valid address', () => {
    expect(forgotPasswordRequestSchema.parse({ email: ' rep@northwind.test ' })).toEqual({
      email: 'rep@northwind.test',
    });
  });
});

describe('reset password request: the screen texts', () => {
  const reset = { password: 'Demo#2026', reEnterPassword: 'Demo#2026', token: 'abc', userId: '5' };

  it('accepts a valid request and reads userId from the query string form', () => {
    expect(resetPasswordRequestSchema.parse(reset)).toMatchObject({ userId: 5 });
  });

  it("says 'Password field is required' for an empty re-entry and 'Passwords don't match' otherwise", () => {
    expect(fieldErrors(resetPasswordRequestSchema, { ...reset, reEnterPassword: '' })).toEqual({
      reEnterPassword: 'Password field is required',
    });
    expect(fieldErrors(resetPasswordRequestSchema, { ...reset, reEnterPassword: 'Demo#2027' })).toEqual({
      reEnterPassword: "Passwords don't match",
    });
    const { reEnterPassword: _, ...withoutReEntry } = reset;
    expect(fieldErrors(resetPasswordRequestSchema, withoutReEntry)).toEqual({
      reEnterPassword: 'Password field is required',
    });
    for (const reEnterPassword of ['', 'Demo#2027']) {
      const result = resetPasswordRequestSchema.safeParse({ ...reset, reEnterPassword });
      expect(result.error?.issues.map(({ code, path }) => ({ code, path }))).toEqual([
        { code: 'custom', path: ['reEnterPassword'] },
      ]);
    }
  });

  it("says 'Cannot use example password Password1!' for the example password", () => {
    expect(resetPasswordTexts.examplePassword).toBe('Cannot use example password Password1!');
    expect(
      fieldErrors(resetPasswordRequestSchema, {
        ...reset,
        password: 'Password1!',
        reEnterPassword: 'Password1!',
      }),
    ).toEqual({ password: 'Cannot use example password Password1!' });
  });

  it('keeps the shared pattern and required messages', () => {
    expect(
      fieldErrors(resetPasswordRequestSchema, { ...reset, password: 'short', reEnterPassword: 'short' })
        .password,
    ).toMatch(/^Password must contain, at least 8 characters/);
    expect(fieldErrors(resetPasswordRequestSchema, { ...reset, password: '' }).password).toBe(
      'Password is required',
    );
  });
});

describe('change password and profile requests', () => {
  it('requires the old password and applies the password rule to the new one', () => {
    expect(
      fieldErrors(changePasswordRequestSchema, {
        OldPassword: '',
        NewPassword: 'Password1!',
        ConfirmPassword: 'x',
      }),
    ).toEqual({
      OldPassword: 'Old Password is required',
      NewPassword: 'New Password cannot be equal to password example: Password1!',
    });
    const change = { OldPassword: 'x'.repeat(200), NewPassword: 'Demo#2026', ConfirmPassword: 'Demo#2026' };
    expect(changePasswordRequestSchema.safeParse(change).success).toBe(true);
    expect(
      Object.keys(fieldErrors(changePasswordRequestSchema, { ...change, OldPassword: 'x'.repeat(201) })),
    ).toEqual(['OldPassword']);
  });

  it('requires names and a positive company id', () => {
    expect(
      fieldErrors(updateProfileRequestSchema, { FirstName: '', LastName: 'B', DefaultCompanyId: 0 }),
    ).toEqual({
      FirstName: 'First Name is required',
      DefaultCompanyId: expect.any(String),
    });
    expect(fieldErrors(updateProfileRequestSchema, { FirstName: 'A', LastName: ' ' })).toEqual({
      LastName: 'Last Name is required',
    });
    expect(
      updateProfileRequestSchema.safeParse({ FirstName: 'A', LastName: 'B', DefaultCompanyId: null }).success,
    ).toBe(true);
  });
});
