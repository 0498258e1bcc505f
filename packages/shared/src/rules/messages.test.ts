import { describe, expect, it } from 'vitest';
import { type FieldErrorName, fieldMessage, firstKnownFieldMessage } from './messages.ts';

describe('field messages table (spec section 5)', () => {
  it.each<[FieldErrorName, string]>([
    ['required', 'Email is required'],
    ['email', 'Please enter a valid email address'],
    ['passwordMismatch', 'Passwords do not match'],
    [
      'pattern',
      'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!',
    ],
    ['emailExists', 'Email already exists'],
    [
      'productTypeDoesntExistsWithinSchedule',
      "Active line item(s) for selected Product type don't exist within selected schedule",
    ],
    ['incorrectPassword', 'Incorrect password'],
    ['notEqualTo', 'Email cannot be equal to password example: Password1!'],
  ])('%s reads as the spec says', (name, text) => {
    expect(fieldMessage(name, 'Email')).toBe(text);
  });

  it('fills the field label and the length into minlength and maxlength', () => {
    expect(fieldMessage('minlength', 'First Name', 3)).toBe('First Name must be at least 3 characters long');
    expect(fieldMessage('maxlength', 'First Name', 60)).toBe(
      'First Name must be no more than 60 characters long',
    );
    expect(firstKnownFieldMessage([{ name: 'minlength', requiredLength: 8 }], 'Password')).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('the first error with a known message wins', () => {
    expect(firstKnownFieldMessage([{ name: 'required' }, { name: 'email' }], 'Email')).toBe(
      'Email is required',
    );
    expect(firstKnownFieldMessage([{ name: 'email' }, { name: 'required' }], 'Email')).toBe(
      'Please enter a valid email address',
    );
  });

  it('skips unknown errors in front of a known one', () => {
    expect(firstKnownFieldMessage([{ name: 'serverDown' }, { name: 'emailExists' }], 'Email')).toBe(
      'Email already exists',
    );
  });

  it('gives no message when no error is known, or there is none', () => {
    expect(firstKnownFieldMessage([{ name: 'serverDown' }, { name: 'whatever' }], 'Email')).toBeNull();
    expect(firstKnownFieldMessage([], 'Email')).toBeNull();
  });

  it('does not treat inherited object keys as known errors', () => {
    expect(firstKnownFieldMessage([{ name: 'toString' }, { name: 'constructor' }], 'Email')).toBeNull();
  });
});
