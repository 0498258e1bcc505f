import { defineContract } from '../define-contract.ts';
import { reportFiltersSchema, turnaroundReportSchema } from './report-schemas.ts';

export const getReviewTurnaround = defineContract({
  method: 'POST',
  path: '/Report/ReviewTurnaround',
  summary:
    'Hours from sending an engineering or multiplier request to its decision (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: turnaroundReportSchema,
});
