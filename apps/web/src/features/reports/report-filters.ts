import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { reportMessages } from '@airquote/shared/contracts/report/report-schemas';

/** The filters of /topmenu/reports in the address: ?from=2026-01-01&to=2026-03-31&brand=1&region=2. */
export const reportFilterParams = ['from', 'to', 'brand', 'region'] as const;

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const id = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

export function reportFiltersFromParams(params: URLSearchParams): ReportFilters {
  return {
    DateFrom: day(params.get('from')),
    DateTo: day(params.get('to')),
    BrandId: id(params.get('brand')),
    RegionId: id(params.get('region')),
  };
}

export function isFiltered(filters: ReportFilters): boolean {
  return !!(filters.DateFrom || filters.DateTo || filters.BrandId || filters.RegionId);
}

/** The message of a start after the end (the server refuses it too), or null. */
export function dateRangeProblem(filters: ReportFilters): string | null {
  return filters.DateFrom && filters.DateTo && filters.DateFrom > filters.DateTo
    ? reportMessages.dateRange
    : null;
}
