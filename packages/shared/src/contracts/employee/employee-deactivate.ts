import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const employeeDeactivate = defineContract({
  method: 'PUT',
  path: '/Employee/EmployeeDeactivate',
  summary: 'Deactivate an employee; every session of the user ends (their tokens are revoked)',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: z.object({ EmployeeId: idSchema, RowVersion: rowVersionSchema }),
  response: adminEmployeeSchema,
});
