import { getCompanyRoles as getCompanyRolesContract } from '@airquote/shared/contracts/role/get-company-roles';
import { callApi } from '../../../lib/api-client.ts';

export function getCompanyRoles() {
  return callApi(getCompanyRolesContract, {});
}
