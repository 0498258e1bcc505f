import { isAuthenticated as isAuthenticatedContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { callApi } from '../../../lib/api-client.ts';

export function isAuthenticated(): Promise<boolean> {
  return callApi(isAuthenticatedContract, {});
}
