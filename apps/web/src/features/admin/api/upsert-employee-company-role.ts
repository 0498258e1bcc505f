import { upsertEmployeeCompanyRole as upsertEmployeeCompanyRoleContract } from '@airquote/shared/contracts/employee/upsert-employee-company-role';
import { callApi } from '../../../lib/api-client.ts';

export function upsertEmployeeCompanyRole(employeeId: number, companyRoleId: number) {
  return callApi(upsertEmployeeCompanyRoleContract, {
    body: { EmployeeId: employeeId, CompanyRoleId: companyRoleId },
  });
}
