import { resetPassword as resetPasswordContract } from '@airquote/shared/contracts/app-user/reset-password';
import { callApi } from '../../../lib/api-client.ts';

export type ResetPasswordRequest = {
  password: string;
  reEnterPassword: string;
  token: string;
  userId: number;
  agreedToCustomerTermsOfUse: boolean;
};

export function resetPassword(request: ResetPasswordRequest) {
  return callApi(resetPasswordContract, { body: request });
}
