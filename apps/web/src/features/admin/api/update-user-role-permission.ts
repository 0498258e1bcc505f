import { updateUserRolePermission as updateUserRolePermissionContract } from '@airquote/shared/contracts/role/update-user-role-permission';
import { callApi } from '../../../lib/api-client.ts';

export function updateUserRolePermission(userRoleId: number, permission: string, granted: boolean) {
  return callApi(updateUserRolePermissionContract, {
    body: { UserRoleId: userRoleId, Permission: permission, Granted: granted },
  });
}
