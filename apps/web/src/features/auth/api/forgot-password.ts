import { forgotPassword as forgotPasswordContract } from '@airquote/shared/contracts/app-user/forgot-password';
import { callApi } from '../../../lib/api-client.ts';

export function forgotPassword(email: string) {
  return callApi(forgotPasswordContract, { body: { email } });
}
