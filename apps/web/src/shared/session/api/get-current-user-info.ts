import { getCurrentUserInfo as getCurrentUserInfoContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { callApi } from '../../../lib/api-client.ts';

export function getCurrentUserInfo(clientId: string, options: { refusalLeftToCaller?: boolean } = {}) {
  return callApi(getCurrentUserInfoContract, { params: { clientId } }, options);
}
