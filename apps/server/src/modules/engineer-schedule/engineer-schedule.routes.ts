import {
  acceptScheduleSelection as acceptContract,
  cancelScheduleSelection as cancelContract,
  exportEngineerSchedule as exportContract,
  getScheduleSelectionJob as getJobContract,
  previewEngineerSchedule as previewContract,
  readEngineerSchedule as readContract,
  startScheduleSelection as startContract,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import type { AppDeps } from '../../app-deps.ts';
import { rejectedUpload } from '../../lib/upload-report.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  acceptScheduleSelection,
  cancelScheduleSelection,
  exportEngineerSchedule,
  getLatestJob,
  previewEngineerSchedule,
  readEngineerSchedule,
  startScheduleSelection,
} from './engineer-schedule.service.ts';
import { engineerScheduleMessages } from './engineer-schedule-messages.ts';

/** An engineer's schedule imported, every tag selected, accepted and exported (issue #14, ADR 0037). */
export function engineerScheduleRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(readContract, async ({ params, body, session, request }) =>
      readEngineerSchedule(deps, actorOf(session, request.id), params.projectScheduleId, body.file),
    ),
    defineRoute(previewContract, async ({ params, body, session, request }) =>
      previewEngineerSchedule(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        body.Sheet,
        body.Mapping,
      ),
    ),
    defineRoute(startContract, async ({ params, body, session, request, reply }) => {
      const outcome = await startScheduleSelection(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        body,
      );
      if (outcome.job) return outcome.job;
      const problems = outcome.problems ?? [];
      const rows = new Set(problems.map((problem) => problem.Row)).size;
      return rejectedUpload(request, reply, engineerScheduleMessages.rowsRejected(rows), problems, {
        Problems: problems,
      }) as never;
    }),
    defineRoute(getJobContract, async ({ params, session, request }) =>
      getLatestJob(deps, actorOf(session, request.id), params.projectScheduleId),
    ),
    defineRoute(cancelContract, async ({ params, session, request }) =>
      cancelScheduleSelection(deps, actorOf(session, request.id), params.projectScheduleId, params.jobId),
    ),
    defineRoute(acceptContract, async ({ params, body, session, request }) =>
      acceptScheduleSelection(
        deps,
        actorOf(session, request.id),
        params.projectScheduleId,
        params.jobId,
        body.Tags,
      ),
    ),
    defineRoute(exportContract, async ({ params, session, request }) =>
      exportEngineerSchedule(deps, actorOf(session, request.id), params.projectScheduleId),
    ),
  ];
}
