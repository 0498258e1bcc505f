import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema, employeeCompanyRoleRequestSchema } from './employee-schemas.ts';

export const upsertEmployeeCompanyRole = defineContract({
  method: 'PUT',
  path: '/Employee/UpsertEmployeeCompanyRole',
  summary: 'Give an employee a company role (no change when they hold it already)',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: employeeCompanyRoleRequestSchema,
  response: adminEmployeeSchema,
});
