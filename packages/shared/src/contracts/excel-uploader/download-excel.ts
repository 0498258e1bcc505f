import { z } from 'zod';
import { binaryResponse, defineContract } from '../define-contract.ts';
import { excelSheetTypeSchema } from './excel-uploader-schemas.ts';

/** An .xlsx of one catalog table, in the columns its upload reads; text that could run as a formula is escaped. */
export const downloadExcel = defineContract({
  method: 'GET',
  path: '/ExcelUploader/Download/:downloadType',
  summary: 'Download catalog rows as an .xlsx workbook',
  tag: 'ExcelUploader',
  access: { kind: 'permission', permission: 'admin.products' },
  params: z.object({ downloadType: excelSheetTypeSchema }),
  response: binaryResponse,
});
