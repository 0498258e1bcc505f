import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import {
  EXCEL_UPLOAD_MAX_CHARACTERS,
  excelSheetTypeSchema,
  excelUploadReportSchema,
} from './excel-uploader-schemas.ts';

/**
 * Spec section 7: "body is the file contents as a string". The client sends the CSV text, prepared
 * by prepareCsvUpload, as a JSON string (every request of the spec has a JSON content type).
 * All-or-nothing: with any bad row nothing changes and the answer is 400 with the report.
 */
export const uploadExcel = defineContract({
  method: 'POST',
  path: '/ExcelUploader/Upload/:uploadType/:isFromEselect',
  summary: 'Upload catalog rows as CSV text: all rows are applied in one transaction, or none',
  tag: 'ExcelUploader',
  access: { kind: 'permission', permission: 'admin.products' },
  params: z.object({
    uploadType: excelSheetTypeSchema,
    /** true: the file comes from the eSelect selection program; rows naming what this catalog lacks are skipped with a warning. */
    isFromEselect: z
      .enum(['true', 'false'], { error: 'isFromEselect must be true or false' })
      .transform((value) => value === 'true'),
  }),
  body: z
    .string({ error: 'Send the file contents as a JSON string' })
    .min(1, { error: 'The file is empty.' })
    .max(EXCEL_UPLOAD_MAX_CHARACTERS, { error: 'The file is too large; split it into smaller uploads.' }),
  response: excelUploadReportSchema,
});
