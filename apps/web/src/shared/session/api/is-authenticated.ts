import { isAuthenticated as isAuthenticatedContract } from '@airquote/shared/contracts/app-user/is-authenticated';
import { callApi } from '../../../lib/api-client.ts';

export function isAuthenticated(): Promise<boolean> {
  return callApi(isAuthenticatedContract, {});
}
