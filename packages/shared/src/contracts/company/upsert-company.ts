import { defineContract } from '../define-contract.ts';
import { adminCompanySchema, upsertCompanyRequestSchema } from './admin-company-schemas.ts';

export const upsertCompany = defineContract({
  method: 'PUT',
  path: '/Company/upsert',
  summary: 'Create a company (CompanyId 0) or change one (with its RowVersion)',
  tag: 'Company',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: upsertCompanyRequestSchema,
  response: adminCompanySchema,
});
