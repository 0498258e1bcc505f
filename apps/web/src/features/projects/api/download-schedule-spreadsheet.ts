import { downloadScheduleSpreadsheet as downloadContract } from '@airquote/shared/contracts/project-schedule/download-schedule-spreadsheet';
import { callApi } from '../../../lib/api-client.ts';

/** The schedule's line items as an .xlsx (no price columns for readers who may not see prices). */
export function downloadScheduleSpreadsheet(projectScheduleId: number) {
  return callApi(downloadContract, { params: { projectScheduleId } });
}
