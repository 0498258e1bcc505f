import { validatePassword as validatePasswordContract } from '@airquote/shared/contracts/app-user/validate-password';
import { callApi } from '../../../lib/api-client.ts';

export function validatePassword(userId: number, password: string): Promise<boolean> {
  return callApi(validatePasswordContract, { query: { userId, password } });
}

/**
 * The old-password check of one form. The form re-validates on blur and on submit; the last answer
 * is kept so the same value costs no second call (the call is rate limited), and only the last value
 * is held. A failed call is dropped, so the next check asks again.
 */
export function createOldPasswordChecker(userId: number): (password: string) => Promise<boolean> {
  let last: { password: string; answer: Promise<boolean> } | null = null;
  return (password) => {
    if (last && last.password === password) return last.answer;
    const entry = { password, answer: validatePassword(userId, password) };
    last = entry;
    entry.answer.catch(() => {
      if (last === entry) last = null;
    });
    return entry.answer;
  };
}
