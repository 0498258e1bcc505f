import { downloadExcel } from '@airquote/shared/contracts/excel-uploader/download-excel';
import type { ExcelRowError } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { uploadExcel } from '@airquote/shared/contracts/excel-uploader/upload-excel';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { downloadSheet, uploadSheet } from './excel-uploader.service.ts';

/** "Row 3" → its messages, for the error shape's fieldErrors. */
function rowFieldErrors(errors: ExcelRowError[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { Row, Message } of errors) {
    const key = `Row ${Row}`;
    fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]}; ${Message}` : Message;
  }
  return fieldErrors;
}

/** Product data by spreadsheet (ADR 0010). */
export function excelUploaderRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(downloadExcel, async ({ params, session }) =>
      downloadSheet(deps, viewerOf(session), params.downloadType),
    ),
    defineRoute(uploadExcel, async ({ params, body, reply, request, session }) => {
      const { report, message } = await uploadSheet(deps, viewerOf(session), params.uploadType, body, {
        isFromEselect: params.isFromEselect,
      });
      if (message === null) return report;
      // A rejected file is a 400 in the one error shape (ADR 0003), with the report beside it and
      // each bad row as a field error, so the web client's ApiCallError carries them too.
      reply.code(400);
      return {
        statusCode: 400,
        error: 'Bad Request',
        message,
        requestId: request.id,
        fieldErrors: rowFieldErrors(report.RowErrors),
        ...report,
      };
    }),
  ];
}
