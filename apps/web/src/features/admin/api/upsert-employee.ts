import type { AdminEmployee } from '@airquote/shared/contracts/employee/employee-schemas';
import { upsertEmployee as upsertEmployeeContract } from '@airquote/shared/contracts/employee/upsert-employee';
import { callApi } from '../../../lib/api-client.ts';

/** Reactivates (or deactivates) an existing membership with the row version it was read at. */
export function setEmployeeActive(employee: AdminEmployee, isActive: boolean) {
  return callApi(upsertEmployeeContract, {
    body: {
      EmployeeId: employee.EmployeeId,
      UserId: employee.UserId,
      CompanyId: employee.CompanyId,
      IsActive: isActive,
      RowVersion: employee.RowVersion,
    },
  });
}
