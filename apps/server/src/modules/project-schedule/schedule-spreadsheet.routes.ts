import { downloadScheduleSpreadsheet as downloadContract } from '@airquote/shared/contracts/project-schedule/download-schedule-spreadsheet';
import { uploadScheduleSpreadsheet as uploadContract } from '@airquote/shared/contracts/project-schedule/upload-schedule-spreadsheet';
import type { AppDeps } from '../../app-deps.ts';
import { rejectedUpload } from '../../lib/upload-report.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { downloadScheduleSpreadsheet, uploadScheduleSpreadsheet } from './schedule-spreadsheet.service.ts';

/** A schedule's line items by spreadsheet (issue #6 part 5; all or nothing as ADR 0010). */
export function scheduleSpreadsheetRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(downloadContract, async ({ params, session, request }) =>
      downloadScheduleSpreadsheet(deps, actorOf(session, request.id), params.projectScheduleId),
    ),
    defineRoute(uploadContract, async ({ params, body, request, reply, session }) => {
      const { report, message } = await uploadScheduleSpreadsheet(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        body.file,
      );
      if (message === null) return report;
      const errors = report.Rejected.map((rejection) => ({ Row: rejection.Row, Message: rejection.Message }));
      return rejectedUpload(request, reply, message, errors, report);
    }),
  ];
}
