import { type QuoteSortField, quoteSortFields } from '@airquote/shared/contracts/quote/search-project-quotes';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { isQuoteStatusId } from '@airquote/shared/rules/quote-status';
import type { SortRequest } from '../../lib/list-rules.ts';
import type { QuoteSearchBody } from './api/search-project-quotes.ts';

export const QUOTE_PAGE_SIZE = 25;
export const defaultQuoteSort: SortRequest<QuoteSortField> = {
  SortField: 'DateModified',
  SortDirection: 'Descending',
};
export { quoteSortFields };

const statusColors: Record<number, string> = {
  [QuoteStatus.Open]: 'blue',
  [QuoteStatus.EngReview]: 'grape',
  [QuoteStatus.MultiplierReview]: 'orange',
  [QuoteStatus.Hold]: 'yellow',
  [QuoteStatus.Ordered]: 'green',
  [QuoteStatus.Cancelled]: 'gray',
};

export function quoteStatusColor(status: number): string {
  return statusColors[status] ?? 'gray';
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters as the address keeps them (status=1,4 brand dates=created|modified from to q
 * superseded=1); anything invalid is left out.
 */
export function quoteFiltersFromParams(params: URLSearchParams) {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && isQuoteStatusId(id));
  const brand = Number(params.get('brand'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    QuoteStatusIds: [...new Set(statuses)],
    BrandId: Number.isInteger(brand) && brand > 0 ? brand : undefined,
    DateField: params.get('dates') === 'created' ? ('DateCreated' as const) : ('DateModified' as const),
    DateFrom: calendarDate.test(from) ? from : undefined,
    DateTo: calendarDate.test(to) ? to : undefined,
    SearchText: (params.get('q') ?? '').trim().slice(0, 200),
    IncludeSuperseded: params.get('superseded') === '1',
  };
}

export type QuoteFilters = ReturnType<typeof quoteFiltersFromParams>;

/** The address parameters the filters use (Clear filters removes them all). */
export const quoteFilterParams = ['q', 'status', 'brand', 'dates', 'from', 'to', 'superseded'] as const;

/** Do the filters narrow the list (so an empty list says "no quote matches" rather than "no quotes yet")? */
export function isFiltered(filters: QuoteFilters): boolean {
  return (
    filters.QuoteStatusIds.length > 0 ||
    filters.BrandId !== undefined ||
    filters.DateFrom !== undefined ||
    filters.DateTo !== undefined ||
    filters.SearchText !== ''
  );
}

/** The request of one page of the list; undefined filters are left out of the body. */
export function quoteSearchRequest(
  filters: QuoteFilters,
  sort: SortRequest<QuoteSortField>,
  page: number,
): QuoteSearchBody {
  const body: QuoteSearchBody = {
    QuoteStatusIds: filters.QuoteStatusIds,
    DateField: filters.DateField,
    SearchText: filters.SearchText,
    IncludeSuperseded: filters.IncludeSuperseded,
    SortRequest: sort,
    PageNumber: page,
    PageSize: QUOTE_PAGE_SIZE,
  };
  if (filters.BrandId !== undefined) body.BrandId = filters.BrandId;
  if (filters.DateFrom !== undefined) body.DateFrom = filters.DateFrom;
  if (filters.DateTo !== undefined) body.DateTo = filters.DateTo;
  return body;
}
