import { upsertAppUserUserRole as upsertAppUserUserRoleContract } from '@airquote/shared/contracts/app-user/upsert-app-user-user-role';
import { callApi } from '../../../lib/api-client.ts';

export function upsertAppUserUserRole(userId: number, userRoleId: number) {
  return callApi(upsertAppUserUserRoleContract, { body: { UserId: userId, UserRoleId: userRoleId } });
}
