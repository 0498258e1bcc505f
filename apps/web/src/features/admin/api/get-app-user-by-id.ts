import { getAppUserById as getAppUserByIdContract } from '@airquote/shared/contracts/app-user/get-app-user-by-id';
import { callApi } from '../../../lib/api-client.ts';

export function getAppUserById(userId: number) {
  return callApi(getAppUserByIdContract, { query: { appUserId: userId } });
}
