import { userExistsByEmail as userExistsByEmailContract } from '@airquote/shared/contracts/app-user/user-exists-by-email';
import { callApi } from '../../../lib/api-client.ts';

const answers = new Map<string, Promise<boolean>>();

/** Whether an account uses the address; answers are kept per address so re-validation costs no call. */
export function userExistsByEmail(email: string): Promise<boolean> {
  const key = email.trim().toLowerCase();
  let answer = answers.get(key);
  if (!answer) {
    answer = callApi(userExistsByEmailContract, { query: { email: key } });
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}
