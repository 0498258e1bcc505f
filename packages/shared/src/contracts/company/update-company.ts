import { defineContract } from '../define-contract.ts';
import { adminCompanySchema, updateCompanyRequestSchema } from './admin-company-schemas.ts';

export const updateCompany = defineContract({
  method: 'PUT',
  path: '/Company/update',
  summary: "Change a company's name, kind and default brand (409 when RowVersion is stale)",
  tag: 'Company',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: updateCompanyRequestSchema,
  response: adminCompanySchema,
});
