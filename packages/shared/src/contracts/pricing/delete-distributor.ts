import { defineContract } from '../define-contract.ts';
import { genericResponseSchema } from '../errors.ts';
import { deleteDistributorRequestSchema } from './distributor-schemas.ts';

export const deleteDistributor = defineContract({
  method: 'PUT',
  path: '/Distributor/delete',
  summary: 'Remove a distributor (with its RowVersion)',
  tag: 'Distributor',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: deleteDistributorRequestSchema,
  response: genericResponseSchema,
});
