import { defineContract } from '../define-contract.ts';
import { pipelineReportSchema, reportFiltersSchema } from './report-schemas.ts';

export const getPipelineByBrand = defineContract({
  method: 'POST',
  path: '/Report/PipelineByBrand',
  summary: 'Quote count and value of the open pipeline by brand (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: pipelineReportSchema,
});
