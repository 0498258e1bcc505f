import { downloadExcel } from '@airquote/shared/contracts/excel-uploader/download-excel';
import { uploadExcel } from '@airquote/shared/contracts/excel-uploader/upload-excel';
import type { AppDeps } from '../../app-deps.ts';
import { rejectedUpload } from '../../lib/upload-report.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { downloadSheet, uploadSheet } from './excel-uploader.service.ts';

/** Product data by spreadsheet (ADR 0010). */
export function excelUploaderRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(downloadExcel, async ({ params, session, request }) =>
      downloadSheet(deps, actorOf(session, request.id), params.downloadType),
    ),
    defineRoute(uploadExcel, async ({ params, body, reply, request, session }) => {
      const { report, message } = await uploadSheet(
        deps,
        actorOf(session, request.id),
        params.uploadType,
        body,
        {
          isFromEselect: params.isFromEselect,
        },
      );
      if (message === null) return report;
      return rejectedUpload(request, reply, message, report.RowErrors, report);
    }),
  ];
}
