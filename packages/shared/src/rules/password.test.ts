import { describe, expect, it } from 'vitest';
import {
  applyPasswordMatch,
  EXAMPLE_PASSWORD,
  isAcceptablePassword,
  oldPasswordError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordErrors,
} from './password.ts';

const names = (value: string | null | undefined) => passwordErrors(value).map((error) => error.name);

describe('password rule (spec sections 5 and 9)', () => {
  it('accepts 8+ characters with an uppercase, a lowercase, a digit and a special character', () => {
    expect(names('Demo#2026')).toEqual([]);
    expect(isAcceptablePassword('Abcdef1!')).toBe(true);
    expect(isAcceptablePassword('correct Horse 9 battery')).toBe(true);
    // Each kind of character counts wherever it stands, the first place too.
    expect(isAcceptablePassword('aBCDEFG1!')).toBe(true);
    expect(isAcceptablePassword('1aBCDEFG!')).toBe(true);
  });

  it('judges the whole password: a line break does not start a new one', () => {
    expect(isAcceptablePassword('x\nAbcdef1!')).toBe(false);
    expect(isAcceptablePassword('Abcdef1!\nx')).toBe(false);
  });

  it('requires a value', () => {
    expect(names('')).toEqual(['required']);
    expect(names(null)).toEqual(['required']);
    expect(names(undefined)).toEqual(['required']);
  });

  it(`refuses fewer than ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(names('Abcde1!')).toEqual(['pattern']);
    expect(names('Abcdef1!')).toEqual([]);
  });

  it.each([
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('refuses a password with %s', (_case, value) => {
    expect(names(value)).toEqual(['pattern']);
    expect(isAcceptablePassword(value)).toBe(false);
  });

  it('refuses the example password Password1! although it matches the pattern', () => {
    expect(EXAMPLE_PASSWORD).toBe('Password1!');
    expect(names('Password1!')).toEqual(['notEqualTo']);
    expect(isAcceptablePassword('Password1!')).toBe(false);
    expect(isAcceptablePassword('Password1!x')).toBe(true);
  });
});

describe('password length limit', () => {
  it(`accepts ${PASSWORD_MAX_LENGTH} characters, the most sign-in accepts, and refuses more`, () => {
    const longest = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(names(longest)).toEqual([]);
    expect(passwordErrors(`${longest}x`)).toEqual([
      { name: 'maxlength', requiredLength: PASSWORD_MAX_LENGTH },
    ]);
  });
});

describe('password-match rule (spec section 5)', () => {
  it('sets passwordMismatch when the values differ', () => {
    expect(applyPasswordMatch('Demo#2026', 'Demo#2027', [])).toEqual([{ name: 'passwordMismatch' }]);
  });

  it('clears the mismatch once the values agree', () => {
    expect(applyPasswordMatch('Demo#2026', 'Demo#2026', [{ name: 'passwordMismatch' }])).toEqual([]);
    expect(applyPasswordMatch('Demo#2026', 'Demo#2026', [])).toEqual([]);
  });

  it('keeps a mismatch that is still true', () => {
    expect(applyPasswordMatch('Demo#2026', 'other', [{ name: 'passwordMismatch' }])).toEqual([
      { name: 'passwordMismatch' },
    ]);
  });

  it('skips when the confirmation already carries another error', () => {
    const required = [{ name: 'required' }];
    expect(applyPasswordMatch('Demo#2026', '', required)).toEqual(required);
    const mixed = [{ name: 'passwordMismatch' }, { name: 'maxlength', requiredLength: 5 }];
    expect(applyPasswordMatch('Demo#2026', 'x', mixed)).toEqual(mixed);
  });

  it('does not change the errors it was given', () => {
    const errors = [{ name: 'passwordMismatch' }];
    applyPasswordMatch('a', 'a', errors);
    expect(errors).toEqual([{ name: 'passwordMismatch' }]);
  });
});

describe('old password check (spec section 5)', () => {
  it('passes an empty value without asking the server', async () => {
    let asked = 0;
    const check = async () => {
      asked++;
      return false;
    };
    expect(await oldPasswordError('', check)).toBeNull();
    expect(await oldPasswordError(null, check)).toBeNull();
    expect(asked).toBe(0);
  });

  it('gives incorrectPassword when the server says false, nothing when it says true', async () => {
    expect(await oldPasswordError('Wrong#2026', async () => false)).toBe('incorrectPassword');
    expect(await oldPasswordError('Demo#2026', async () => true)).toBeNull();
  });

  it('counts a failed check as valid', async () => {
    expect(
      await oldPasswordError('Demo#2026', async () => {
        throw new Error('network');
      }),
    ).toBeNull();
  });
});
