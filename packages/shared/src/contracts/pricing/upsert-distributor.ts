import { defineContract } from '../define-contract.ts';
import { distributorSchema, upsertDistributorRequestSchema } from './distributor-schemas.ts';

export const upsertDistributor = defineContract({
  method: 'PUT',
  path: '/Distributor/upsert',
  summary: 'Create a distributor (DistributorId 0) or change one (with its RowVersion)',
  tag: 'Distributor',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: upsertDistributorRequestSchema,
  response: distributorSchema,
});
