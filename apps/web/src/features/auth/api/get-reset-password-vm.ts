import { getResetPasswordVM as getResetPasswordVMContract } from '@airquote/shared/contracts/app-user/get-reset-password-vm';
import { callApi } from '../../../lib/api-client.ts';

export function getResetPasswordVM(userId: number) {
  return callApi(getResetPasswordVMContract, { params: { userId } });
}
