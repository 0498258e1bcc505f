import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';
import { adminCompanySchema } from './admin-company-schemas.ts';

export const updateCompanyStatus = defineContract({
  method: 'PUT',
  path: '/Company/UpdateStatus',
  summary: 'Activate or deactivate a company (the internal company stays active)',
  tag: 'Company',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: z.object({ CompanyId: idSchema, IsActive: z.boolean(), RowVersion: rowVersionSchema }),
  response: adminCompanySchema,
});
