import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const getEmployeeById = defineContract({
  method: 'GET',
  path: '/Employee/getbyid/:employeeId',
  summary: 'One employee with their company roles',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  params: z.object({ employeeId: idParamSchema }),
  response: adminEmployeeSchema,
});
