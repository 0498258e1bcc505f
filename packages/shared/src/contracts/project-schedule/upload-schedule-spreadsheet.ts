import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { scheduleSpreadsheetReportSchema } from './schedule-spreadsheet-schemas.ts';

export const uploadScheduleSpreadsheet = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/:projectScheduleId/spreadsheet',
  summary:
    'Add and update line items from an edited .xlsx (multipart: file, up to 10 MB and 20,000 rows): every row is applied in one transaction, or none (400 with the per-row report)',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.edit' },
  params: z.object({ projectScheduleId: idParamSchema }),
  multipart: z.object({}),
  response: scheduleSpreadsheetReportSchema,
});
