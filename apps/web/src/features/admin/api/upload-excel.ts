import type { ExcelSheetType } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { uploadExcel as uploadExcelContract } from '@airquote/shared/contracts/excel-uploader/upload-excel';
import { prepareCsvUpload } from '@airquote/shared/rules/csv-upload';
import { callApi } from '../../../lib/api-client.ts';

/** Sends the CSV text by the spec's CSV rule (section 5): quotes stripped, backslashes doubled. */
export function uploadExcel(uploadType: ExcelSheetType, csvText: string, isFromEselect: boolean) {
  return callApi(uploadExcelContract, {
    params: { uploadType, isFromEselect: isFromEselect ? 'true' : 'false' },
    body: prepareCsvUpload(csvText),
  });
}
