/** Rules every list of the project area shares: sorting by a column, paging, the address. */
export type SortDirection = 'Ascending' | 'Descending';
export type SortRequest<F extends string> = { SortField: F; SortDirection: SortDirection };

/** How long typing pauses before a search starts (a new one cancels the one in flight anyway). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Clicking a column header: the same column flips direction; another column starts ascending. */
export function nextSort<F extends string>(current: SortRequest<F>, field: F): SortRequest<F> {
  if (current.SortField === field)
    return {
      SortField: field,
      SortDirection: current.SortDirection === 'Ascending' ? 'Descending' : 'Ascending',
    };
  return { SortField: field, SortDirection: 'Ascending' };
}

/** The sort kept in the address as sort=Field&dir=asc|desc; anything not allowed is the fallback. */
export function sortFromParams<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
  fallback: SortRequest<F>,
): SortRequest<F> {
  const field = params.get('sort');
  const allowed = fields.find((candidate) => candidate === field);
  if (!allowed) return fallback;
  return { SortField: allowed, SortDirection: params.get('dir') === 'asc' ? 'Ascending' : 'Descending' };
}

/** Writes the sort into the address; the default sort is left out so a plain list has a plain address. */
export function setSortParams<F extends string>(
  params: URLSearchParams,
  sort: SortRequest<F>,
  fallback: SortRequest<F>,
): void {
  params.delete('sort');
  params.delete('dir');
  if (sort.SortField === fallback.SortField && sort.SortDirection === fallback.SortDirection) return;
  params.set('sort', sort.SortField);
  params.set('dir', sort.SortDirection === 'Ascending' ? 'asc' : 'desc');
}

/** The page number of the address: a whole number from 1 to 100,000, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
type Sortable = string | number | boolean | null | undefined;
const isEmpty = (value: Sortable) => value === null || value === undefined || value === '';

/**
 * Rows a server answered in one piece, sorted in the browser: text by the user's collation (case
 * ignored, numbers in names by value), ISO dates as text, booleans false first. Empty values go
 * last in both directions, and equal rows keep the server's order.
 */
export function sortRows<T, K extends keyof T>(rows: readonly T[], field: K, direction: SortDirection): T[] {
  const sign = direction === 'Ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left[field] as Sortable;
    const b = right[field] as Sortable;
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    if (typeof a === 'string' && typeof b === 'string') return sign * collator.compare(a, b);
    return sign * (Number(a) - Number(b));
  });
}

/** One page of rows held in the browser (page numbers start at 1; past the end is the last page). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const start = (Math.min(page, last) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Total, active and inactive rows of a list held in the browser, for the count badges. */
export function activeCountsOf(rows: readonly { IsActive: boolean }[] | undefined) {
  const total = rows?.length ?? 0;
  const active = rows?.filter((row) => row.IsActive).length ?? 0;
  return { total, active, inactive: total - active };
}
