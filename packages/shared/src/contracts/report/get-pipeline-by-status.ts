import { defineContract } from '../define-contract.ts';
import { pipelineReportSchema, reportFiltersSchema } from './report-schemas.ts';

export const getPipelineByStatus = defineContract({
  method: 'POST',
  path: '/Report/PipelineByStatus',
  summary:
    'Quote count and value by quote status (all six statuses) (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: pipelineReportSchema,
});
