import { getUsersByUserRoleEnum } from '@airquote/shared/contracts/app-user/get-users-by-user-role';
import type { UserRole } from '@airquote/shared/enums/roles';
import { callApi } from '../../../lib/api-client.ts';

/** Active users holding a user role (e.g. RegionalSalesManager), by the role's name. */
export function getUsersByUserRole(roleName: UserRole) {
  return callApi(getUsersByUserRoleEnum, { params: { roleName } });
}
