import { getCurrentUserInfo as getCurrentUserInfoContract } from '@airquote/shared/contracts/app-user/get-current-user-info';
import { callApi } from '../../../lib/api-client.ts';

export function getCurrentUserInfo(clientId: string) {
  return callApi(getCurrentUserInfoContract, { params: { clientId } });
}
