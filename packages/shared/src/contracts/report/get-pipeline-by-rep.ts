import { defineContract } from '../define-contract.ts';
import { pipelineReportSchema, reportFiltersSchema } from './report-schemas.ts';

export const getPipelineByRep = defineContract({
  method: 'POST',
  path: '/Report/PipelineByRep',
  summary:
    'Quote count and value of the open pipeline by the user who created the quote (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: pipelineReportSchema,
});
