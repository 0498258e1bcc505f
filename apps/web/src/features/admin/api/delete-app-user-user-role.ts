import { deleteAppUserUserRole as deleteAppUserUserRoleContract } from '@airquote/shared/contracts/app-user/delete-app-user-user-role';
import { callApi } from '../../../lib/api-client.ts';

export function deleteAppUserUserRole(userId: number, userRoleId: number) {
  return callApi(deleteAppUserUserRoleContract, { body: { UserId: userId, UserRoleId: userRoleId } });
}
