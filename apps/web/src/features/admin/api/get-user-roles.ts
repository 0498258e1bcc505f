import { getUserRoles as getUserRolesContract } from '@airquote/shared/contracts/role/get-user-roles';
import { callApi } from '../../../lib/api-client.ts';

export function getUserRoles() {
  return callApi(getUserRolesContract, {});
}
