import { login as loginContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { callApi } from '../../../lib/api-client.ts';

export function login(email: string, password: string) {
  return callApi(loginContract, { body: { Email: email, Password: password } });
}
