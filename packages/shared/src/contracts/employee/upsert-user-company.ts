import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const upsertUserCompany = defineContract({
  method: 'PUT',
  path: '/Employee/UpsertUserCompany',
  summary:
    "Make sure a user works for a company (created or reactivated), optionally as the user's default company",
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: z.object({ UserId: idSchema, CompanyId: idSchema, IsDefaultCompany: z.boolean().default(false) }),
  response: adminEmployeeSchema,
});
