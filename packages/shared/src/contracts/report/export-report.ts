import { z } from 'zod';
import { binaryResponse, defineContract } from '../define-contract.ts';
import { reportFiltersSchema, reportKindSchema } from './report-schemas.ts';

/** The table of one report as an .xlsx, the numbers the page shows; text that could run as a formula is escaped. */
export const exportReport = defineContract({
  method: 'POST',
  path: '/Report/Export/:reportKind',
  summary: 'Download one report table as an .xlsx workbook (not named by the spec; /topmenu/reports)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  params: z.object({ reportKind: reportKindSchema }),
  body: reportFiltersSchema,
  response: binaryResponse,
});
