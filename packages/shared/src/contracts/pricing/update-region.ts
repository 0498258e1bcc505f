import { defineContract } from '../define-contract.ts';
import { regionSchema, updateRegionRequestSchema } from './region-schemas.ts';

export const updateRegion = defineContract({
  method: 'PUT',
  path: '/Region/update',
  summary: "Change a region's name, regional sales manager, status or companies (with its RowVersion)",
  tag: 'Region',
  access: { kind: 'permission', permission: 'admin.companies' },
  body: updateRegionRequestSchema,
  response: regionSchema,
});
