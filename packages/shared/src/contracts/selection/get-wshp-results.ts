import { defineContract } from '../define-contract.ts';
import {
  heatPumpSelectionRequestSchema,
  heatPumpSelectionResponseSchema,
} from './selection-contract-schemas.ts';

export const getWSHPResults = defineContract({
  method: 'PUT',
  path: '/ItemSelection/GetWSHPResults',
  summary: 'Performance of every candidate model of a model class: water source heat pumps (ISO 13256-1)',
  tag: 'ItemSelection',
  access: { kind: 'permission', permission: 'project.view' },
  body: heatPumpSelectionRequestSchema,
  response: heatPumpSelectionResponseSchema,
});
