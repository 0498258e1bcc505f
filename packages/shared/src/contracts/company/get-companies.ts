import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { adminCompanySchema } from './admin-company-schemas.ts';

export const getCompanies = defineContract({
  method: 'GET',
  path: '/Company',
  summary: 'Every company with its kind, employee count and row version (admin area)',
  tag: 'Company',
  access: { kind: 'permission', permission: 'admin.companies' },
  query: z.object({
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.array(adminCompanySchema),
});
