import { exportReport } from '@airquote/shared/contracts/report/export-report';
import { getPipelineByBrand } from '@airquote/shared/contracts/report/get-pipeline-by-brand';
import { getPipelineByRegion } from '@airquote/shared/contracts/report/get-pipeline-by-region';
import { getPipelineByRep } from '@airquote/shared/contracts/report/get-pipeline-by-rep';
import { getPipelineByStatus } from '@airquote/shared/contracts/report/get-pipeline-by-status';
import { getReportRegions } from '@airquote/shared/contracts/report/get-report-regions';
import { getReviewTurnaround } from '@airquote/shared/contracts/report/get-review-turnaround';
import { getValueByMonth } from '@airquote/shared/contracts/report/get-value-by-month';
import { getWeightedForecast } from '@airquote/shared/contracts/report/get-weighted-forecast';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  listReportRegions,
  pipelineByBrand,
  pipelineByRegion,
  pipelineByRep,
  pipelineByStatus,
  reviewTurnaround,
  valueByMonth,
  weightedForecast,
} from './report.service.ts';
import { exportReportTable } from './report-export.ts';

/**
 * Reports (issue 7; the spec names no report endpoint). report.view is the gate; money is null for
 * readers who may not see prices, and each answer covers only the projects the reader may see.
 */
export function reportRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getPipelineByStatus, async ({ body, session, request }) =>
      pipelineByStatus(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getPipelineByBrand, async ({ body, session, request }) =>
      pipelineByBrand(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getPipelineByRegion, async ({ body, session, request }) =>
      pipelineByRegion(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getPipelineByRep, async ({ body, session, request }) =>
      pipelineByRep(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getValueByMonth, async ({ body, session, request }) =>
      valueByMonth(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getWeightedForecast, async ({ body, session, request }) =>
      weightedForecast(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getReviewTurnaround, async ({ body, session, request }) =>
      reviewTurnaround(deps.db, actorOf(session, request.id), body),
    ),
    defineRoute(getReportRegions, async () => listReportRegions(deps.db)),
    defineRoute(exportReport, async ({ params, body, session, request }) =>
      exportReportTable(deps.db, actorOf(session, request.id), params.reportKind, body),
    ),
  ];
}
