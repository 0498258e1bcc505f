import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const getEmployeesByUserId = defineContract({
  method: 'GET',
  path: '/Employee/getbyuserid/:userId',
  summary: "A user's memberships of companies, active and inactive, with their company roles",
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  params: z.object({ userId: idParamSchema }),
  response: z.array(adminEmployeeSchema),
});
