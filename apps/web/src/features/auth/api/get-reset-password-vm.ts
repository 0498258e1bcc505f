import { getResetPasswordVM as getResetPasswordVMContract } from '@airquote/shared/contracts/app-user/get-reset-password-vm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

export function getResetPasswordVM(userId: number) {
  return callApi(getResetPasswordVMContract, { params: { userId } });
}

/** The reset link's user, asked once (a refused link is not asked again); none for a link without one. */
export function resetPasswordViewModelQueryOptions(userId: number) {
  return queryOptions({
    queryKey: authKeys.resetPasswordViewModel(userId),
    enabled: userId > 0,
    retry: false,
    queryFn: () => getResetPasswordVM(userId),
  });
}

export function useResetPasswordViewModel(userId: number) {
  return useQuery(resetPasswordViewModelQueryOptions(userId));
}
