import { userExistsByEmail as userExistsByEmailContract } from '@airquote/shared/contracts/app-user/user-exists-by-email';
import { callApi } from '../../../lib/api-client.ts';

export function userExistsByEmail(email: string): Promise<boolean> {
  return callApi(userExistsByEmailContract, { query: { email: email.trim().toLowerCase() } });
}

/**
 * The existence check of one form: re-validating the same address costs no call while the form is
 * open, and a new form (another page, after a registration) asks again.
 */
export function createUserExistsChecker(): (email: string) => Promise<boolean> {
  const answers = new Map<string, Promise<boolean>>();
  return (email) => {
    const key = email.trim().toLowerCase();
    let answer = answers.get(key);
    if (!answer) {
      answer = userExistsByEmail(key);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}
