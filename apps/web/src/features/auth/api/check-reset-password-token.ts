import { checkResetPasswordToken as checkResetPasswordTokenContract } from '@airquote/shared/contracts/app-user/check-reset-password-token';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

export function checkResetPasswordToken(userId: number, token: string) {
  return callApi(checkResetPasswordTokenContract, { body: { userId, token } });
}

/**
 * Whether the mailed link still works, asked once as the screen opens (issue #15); the check never
 * uses the link up. None for a link without a user or token.
 */
export function resetLinkCheckQueryOptions(userId: number, token: string) {
  return queryOptions({
    queryKey: authKeys.resetLinkCheck(userId, token),
    enabled: userId > 0 && token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => checkResetPasswordToken(userId, token),
  });
}

export function useResetLinkCheck(userId: number, token: string) {
  return useQuery(resetLinkCheckQueryOptions(userId, token));
}
