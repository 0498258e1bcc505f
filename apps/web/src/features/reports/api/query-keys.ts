import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';

/** TanStack Query keys of the reports page. */
export const reportKeys = {
  all: ['reports'] as const,
  regions: ['reports', 'regions'] as const,
  report: (kind: string, filters: ReportFilters) => ['reports', kind, filters] as const,
};
