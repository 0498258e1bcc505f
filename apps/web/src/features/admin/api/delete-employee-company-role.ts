import { deleteEmployeeCompanyRole as deleteEmployeeCompanyRoleContract } from '@airquote/shared/contracts/employee/delete-employee-company-role';
import { callApi } from '../../../lib/api-client.ts';

export function deleteEmployeeCompanyRole(employeeId: number, companyRoleId: number) {
  return callApi(deleteEmployeeCompanyRoleContract, {
    body: { EmployeeId: employeeId, CompanyRoleId: companyRoleId },
  });
}
