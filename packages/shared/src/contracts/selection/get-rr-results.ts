import { defineContract } from '../define-contract.ts';
import { coilSelectionRequestSchema, coilSelectionResponseSchema } from './selection-contract-schemas.ts';

export const getRRResults = defineContract({
  method: 'PUT',
  path: '/ItemSelection/GetRRResults',
  summary: 'Performance of every candidate model of a model class: fan coils',
  tag: 'ItemSelection',
  access: { kind: 'permission', permission: 'project.view' },
  body: coilSelectionRequestSchema,
  response: coilSelectionResponseSchema,
});
