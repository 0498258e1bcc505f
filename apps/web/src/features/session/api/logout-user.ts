import { logoutUser as logoutUserContract } from '@airquote/shared/contracts/app-user/logout-user';
import { callApi } from '../../../lib/api-client.ts';

export function logoutUser(): Promise<boolean> {
  return callApi(logoutUserContract, {});
}
