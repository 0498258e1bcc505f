import { employeeDeactivate as employeeDeactivateContract } from '@airquote/shared/contracts/employee/employee-deactivate';
import { callApi } from '../../../lib/api-client.ts';

export function employeeDeactivate(employeeId: number, rowVersion: number) {
  return callApi(employeeDeactivateContract, { body: { EmployeeId: employeeId, RowVersion: rowVersion } });
}
