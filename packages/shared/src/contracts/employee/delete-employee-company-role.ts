import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema, employeeCompanyRoleRequestSchema } from './employee-schemas.ts';

export const deleteEmployeeCompanyRole = defineContract({
  method: 'PUT',
  path: '/Employee/DeleteEmployeeCompanyRole',
  summary: 'Take a company role from an employee (no change when they do not hold it)',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: employeeCompanyRoleRequestSchema,
  response: adminEmployeeSchema,
});
