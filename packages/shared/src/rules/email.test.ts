import { describe, expect, it, vi } from 'vitest';
import { emailNotRegisteredError, emailRegisteredError, isValidEmail, normalizeEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['rep@northwind.test', 'first.last+tag@sub.example.com'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'no@dot',
    '@example.com',
    'two@@example.com',
    'spa ce@example.com',
    'x@exa mple.com',
    'rep@northwind.test trailing',
    'rep@northwind.test@again',
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('refuses null, undefined and addresses over 254 characters', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(249)}@b.co`)).toBe(true);
  });

  it('normalises case and surrounding space', () => {
    expect(normalizeEmail('  Rep@NorthWind.TEST ')).toBe('rep@northwind.test');
  });
});

describe('register: the e-mail must not be registered', () => {
  it('reports emailExists when the account exists', async () => {
    const userExists = vi.fn(async () => true);
    expect(await emailNotRegisteredError('rep@northwind.test', userExists)).toBe('emailExists');
    expect(userExists).toHaveBeenCalledWith('rep@northwind.test');
  });

  it('passes for a new address', async () => {
    expect(await emailNotRegisteredError('new@example.com', async () => false)).toBeNull();
  });

  it('shows no error when the check call fails', async () => {
    expect(
      await emailNotRegisteredError('new@example.com', () => Promise.reject(new Error('503'))),
    ).toBeNull();
    expect(
      await emailNotRegisteredError('new@example.com', () => {
        throw new Error('network down');
      }),
    ).toBeNull();
  });
});

describe('forgot password: the e-mail must belong to an account', () => {
  it('reports emailDoesntExist when there is no account', async () => {
    expect(await emailRegisteredError('nobody@example.com', async () => false)).toBe('emailDoesntExist');
  });

  it('passes for an existing account', async () => {
    expect(await emailRegisteredError('rep@northwind.test', async () => true)).toBeNull();
  });

  it('passes when the check call fails', async () => {
    expect(
      await emailRegisteredError('nobody@example.com', () => Promise.reject(new Error('status 0'))),
    ).toBeNull();
  });
});
