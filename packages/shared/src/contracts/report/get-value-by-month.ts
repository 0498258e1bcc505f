import { defineContract } from '../define-contract.ts';
import { reportFiltersSchema, valueByMonthReportSchema } from './report-schemas.ts';

export const getValueByMonth = defineContract({
  method: 'POST',
  path: '/Report/ValueByMonth',
  summary:
    'Quoted value (quotes by the month they were made) and ordered value (orders by the month they were placed, not cancelled) per month (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  body: reportFiltersSchema,
  response: valueByMonthReportSchema,
});
