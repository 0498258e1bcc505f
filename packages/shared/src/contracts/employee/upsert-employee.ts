import { z } from 'zod';
import { idSchema, MAX_ID } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { adminEmployeeSchema } from './employee-schemas.ts';

export const upsertEmployee = defineContract({
  method: 'PUT',
  path: '/Employee/UpsertEmployee',
  summary:
    'Make a user an employee of a company (EmployeeId 0), or activate/deactivate a membership (with its RowVersion)',
  tag: 'Employee',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: z.object({
    EmployeeId: z.number().int().min(0).max(MAX_ID).default(0),
    UserId: idSchema,
    CompanyId: idSchema,
    IsActive: z.boolean().default(true),
    RowVersion: rowVersionSchema.optional(),
  }),
  response: adminEmployeeSchema,
});
