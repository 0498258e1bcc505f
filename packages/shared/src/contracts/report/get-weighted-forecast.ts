import { defineContract } from '../define-contract.ts';
import { forecastReportSchema, reportFiltersSchema } from './report-schemas.ts';

export const getWeightedForecast = defineContract({
  method: 'POST',
  path: '/Report/WeightedForecast',
  summary:
    "The open pipeline by the month of its project's expected close date, weighted by the project's win probability (not named by the spec; /topmenu/reports)",
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: forecastReportSchema,
});
