import { changePassword as changePasswordContract } from '@airquote/shared/contracts/app-user/change-password';
import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordRequest = { OldPassword: string; NewPassword: string; ConfirmPassword: string };

/** The answer carries a new token for this session; every other session of the user ends. */
export function changePassword(request: ChangePasswordRequest) {
  return callApi(changePasswordContract, { body: request });
}
