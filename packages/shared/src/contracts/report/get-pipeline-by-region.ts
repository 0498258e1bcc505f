import { defineContract } from '../define-contract.ts';
import { pipelineReportSchema, reportFiltersSchema } from './report-schemas.ts';

export const getPipelineByRegion = defineContract({
  method: 'POST',
  path: '/Report/PipelineByRegion',
  summary:
    'Quote count and value of the open pipeline by the region of the project company (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: pipelineReportSchema,
});
