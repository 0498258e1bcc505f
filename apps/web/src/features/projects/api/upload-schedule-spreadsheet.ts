import { uploadScheduleSpreadsheet as uploadContract } from '@airquote/shared/contracts/project-schedule/upload-schedule-spreadsheet';
import { callApi } from '../../../lib/api-client.ts';

/** An edited schedule sheet, sent as multipart (the file is the part named `file`); all rows or none. */
export function uploadScheduleSpreadsheet(projectScheduleId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(uploadContract, { params: { projectScheduleId }, body: form });
}
