import { downloadExcel as downloadExcelContract } from '@airquote/shared/contracts/excel-uploader/download-excel';
import type { ExcelSheetType } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function downloadExcel(downloadType: ExcelSheetType) {
  return callApi(downloadExcelContract, { params: { downloadType } });
}
