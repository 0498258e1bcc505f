import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import type { LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { askOnceSignedIn } from '../../../shared/session/early-sign-in-check.ts';
import { getPipelineByBrand } from '../api/get-pipeline-by-brand.ts';
import { getPipelineByRegion } from '../api/get-pipeline-by-region.ts';
import { getPipelineByRep } from '../api/get-pipeline-by-rep.ts';
import { getPipelineByStatus } from '../api/get-pipeline-by-status.ts';
import { reportRegionsQueryOptions } from '../api/get-report-regions.ts';
import { getReviewTurnaround } from '../api/get-review-turnaround.ts';
import { getValueByMonth } from '../api/get-value-by-month.ts';
import { getWeightedForecast } from '../api/get-weighted-forecast.ts';
import { reportKeys } from '../api/query-keys.ts';
import { dateRangeProblem, reportFiltersFromParams } from '../report-filters.ts';

// A module of its own, small (issue #18): the router loads it and runs the loader beside the page's
// chunk, not after it.

/** Every report the page asks for, by the kind its section keys the answer with. */
const pageReports: {
  kind: string;
  load: (filters: ReportFilters, options: { signal?: AbortSignal }) => Promise<unknown>;
}[] = [
  { kind: 'PipelineByStatus', load: getPipelineByStatus },
  { kind: 'PipelineByBrand', load: getPipelineByBrand },
  { kind: 'PipelineByRegion', load: getPipelineByRegion },
  { kind: 'PipelineByRep', load: getPipelineByRep },
  { kind: 'ValueByMonth', load: getValueByMonth },
  { kind: 'WeightedForecast', load: getWeightedForecast },
  { kind: 'ReviewTurnaround', load: getReviewTurnaround },
];

/**
 * The route's loader (issue #18): asks for the reports the page will show, with the address's
 * filters and under the keys its sections read, as soon as its module is loaded, rather than once
 * the shell and the page have rendered (~250 ms later on a phone); and starts loading the charts'
 * chunk (recharts) at the same time. It never waits for them (the page draws its loading state
 * meanwhile), and asks nothing of a reader the page would not ask for (without report.view, or with
 * a date range it refuses).
 */
export function reportsLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  const filters = reportFiltersFromParams(new URL(request.url).searchParams);
  if (!hasPermission(sessionStore.getUserInfo(), 'report.view') || dateRangeProblem(filters) !== null)
    return null;
  // A failed fetch is the chart's to show when it is drawn (report-chart.tsx), not an error here.
  import('../components/report-bar-chart.tsx').catch(() => undefined);
  askOnceSignedIn('report.view', () => {
    void queryClient.prefetchQuery(reportRegionsQueryOptions(true));
    for (const { kind, load } of pageReports)
      void queryClient.prefetchQuery({
        queryKey: reportKeys.report(kind, filters),
        queryFn: ({ signal }) => load(filters, { signal }),
      });
  });
  return null;
}
