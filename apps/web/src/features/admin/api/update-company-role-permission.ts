import { updateCompanyRolePermission as updateCompanyRolePermissionContract } from '@airquote/shared/contracts/role/update-company-role-permission';
import { callApi } from '../../../lib/api-client.ts';

export function updateCompanyRolePermission(companyRoleId: number, permission: string, granted: boolean) {
  return callApi(updateCompanyRolePermissionContract, {
    body: { CompanyRoleId: companyRoleId, Permission: permission, Granted: granted },
  });
}
