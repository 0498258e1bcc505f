import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const searchEmployees = defineContract({
  method: 'POST',
  path: '/Employee/search',
  summary:
    'Employees of a company (or of all companies) whose name or e-mail contains the text (at most 200)',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: z.object({
    CompanyId: idSchema.nullable().default(null),
    SearchText: z.string().trim().max(100).default(''),
    IncludeInactive: z.boolean().default(false),
  }),
  response: z.array(adminEmployeeSchema),
});
