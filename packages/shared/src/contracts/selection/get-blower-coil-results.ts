import { defineContract } from '../define-contract.ts';
import { coilSelectionRequestSchema, coilSelectionResponseSchema } from './selection-contract-schemas.ts';

export const getBlowerCoilResults = defineContract({
  method: 'PUT',
  path: '/ItemSelection/GetBlowerCoilResults',
  summary: 'Performance of every candidate model of a model class: blower coils, air handlers and ECO units',
  tag: 'ItemSelection',
  access: { kind: 'permission', permission: 'project.view' },
  body: coilSelectionRequestSchema,
  response: coilSelectionResponseSchema,
});
