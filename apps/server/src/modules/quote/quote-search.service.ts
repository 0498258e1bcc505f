import {
  type QuoteListItem,
  quoteSearchMessages,
  type quoteSearchRequestSchema,
  searchProjectQuotes,
} from '@airquote/shared/contracts/quote/search-project-quotes';
import { parseCents } from '@airquote/shared/rules/money';
import { quoteStatusLabels } from '@airquote/shared/rules/quote-status';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { serializeResponse } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { loadQuoteListTotals } from './quote-list-totals.ts';
import {
  countQuotes,
  type QuoteSearchFilter,
  type QuoteSearchRow,
  readQuoteListVersion,
  selectMatchingPricingHeads,
  selectQuotePage,
  selectQuoteRows,
} from './quote-search.repository.ts';
import { statusNameOf } from './quote-status-change.ts';

type QuoteSearchInput = z.output<typeof quoteSearchRequestSchema>;

function toListItem(row: QuoteSearchRow, total: string | null): QuoteListItem {
  return {
    ProjectQuoteId: row.project_quote_id,
    QuoteNumber: row.quote_number,
    Revision: row.revision,
    ProjectId: row.project_id,
    ProjectName: row.project_name,
    CompanyId: row.company_id,
    CompanyName: row.company_name,
    BrandId: row.brand_id,
    BrandName: row.brand_name,
    QuoteStatusId: row.status,
    QuoteStatusName: quoteStatusLabels[statusNameOf(row)],
    Total: total,
    ValidUntil: row.valid_until,
    DateCreated: row.date_created,
    DateModified: row.date_modified,
    CreatedByName: row.created_by_name,
    IsSuperseded: row.is_superseded,
  };
}

type SelectedPage = { rows: QuoteSearchRow[]; totals: Map<number, string | null>; matching: number };

/** Totals are priced in Node, so sorting by them prices every matching quote, then pages. */
async function selectPageByTotal(
  deps: AppDeps,
  viewer: Actor,
  filter: QuoteSearchFilter,
  descending: boolean,
  page: { number: number; size: number },
): Promise<SelectedPage> {
  const heads = await selectMatchingPricingHeads(deps.db, viewer, filter);
  const totals = await loadQuoteListTotals(deps.db, heads);
  const cents = (id: number) => {
    const total = totals.get(id);
    return total == null ? null : parseCents(total);
  };
  const sign = descending ? -1 : 1;
  const ordered = heads
    .map((head) => ({ id: head.project_quote_id, cents: cents(head.project_quote_id) }))
    .sort((a, b) => {
      // Quotes without a total go last either way, as missing values do in the other sorts.
      if (a.cents === null || b.cents === null)
        return a.cents === b.cents ? sign * (a.id - b.id) : a.cents === null ? 1 : -1;
      return sign * (a.cents - b.cents || a.id - b.id);
    });
  const pageIds = ordered
    .slice((page.number - 1) * page.size, page.number * page.size)
    .map((entry) => entry.id);
  const byId = new Map((await selectQuoteRows(deps.db, pageIds)).map((row) => [row.project_quote_id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, totals, matching: heads.length };
}

/** Any sort but Total: the database sorts and pages, then the page's quotes are priced. */
async function selectPageInDatabase(
  deps: AppDeps,
  viewer: Actor,
  filter: QuoteSearchFilter,
  sort: Parameters<typeof selectQuotePage>[3],
  page: { number: number; size: number },
): Promise<SelectedPage> {
  const { rows, matching } = await selectQuotePage(deps.db, viewer, filter, sort, page);
  const totals = viewer.canSeePrices
    ? await loadQuoteListTotals(deps.db, rows)
    : new Map<number, string | null>();
  // An empty page past the end still says how many match; an empty first page means none.
  const count = matching ?? (page.number === 1 ? 0 : await countQuotes(deps.db, viewer, filter));
  return { rows, totals, matching: count };
}

/**
 * POST ProjectQuote/search: one page of the quotes of every project the viewer may see (the
 * visibility of projects, project-access.ts), with the number matching. Totals are priced when
 * read (quote-list-totals.ts) and withheld from readers who may not see prices.
 */
export async function searchQuotes(deps: AppDeps, viewer: Actor, input: QuoteSearchInput) {
  if (input.DateFrom && input.DateTo && input.DateFrom > input.DateTo)
    throw badRequest(quoteSearchMessages.dateRange);
  const filter: QuoteSearchFilter = {
    statusIds: input.QuoteStatusIds,
    brandId: input.BrandId,
    dateField: input.DateField,
    dateFrom: input.DateFrom,
    dateTo: input.DateTo,
    searchText: input.SearchText,
    includeSuperseded: input.IncludeSuperseded,
  };
  const page = { number: input.PageNumber, size: input.PageSize };
  const descending = input.SortRequest.SortDirection === 'Descending';
  const field = input.SortRequest.SortField;
  const selected =
    field === 'Total' && viewer.canSeePrices
      ? await selectPageByTotal(deps, viewer, filter, descending, page)
      : // Without prices a Total sort has nothing to sort by: newest change first.
        await selectPageInDatabase(
          deps,
          viewer,
          filter,
          { field: field === 'Total' ? 'DateModified' : field, descending },
          page,
        );
  return {
    Quotes: selected.rows.map((row) =>
      toListItem(row, viewer.canSeePrices ? (selected.totals.get(row.project_quote_id) ?? null) : null),
    ),
    TotalCount: selected.matching,
    PageNumber: input.PageNumber,
    PageSize: input.PageSize,
  };
}

/**
 * The quotes list answer, served from memory while nothing it shows changed (data versions raised
 * by triggers in the writing transaction, ADR 9), whoever wrote it.
 */
export async function searchQuotesServed(deps: AppDeps, viewer: Actor, input: QuoteSearchInput) {
  const version = await readQuoteListVersion(deps.db);
  const build = async () => serializeResponse(searchProjectQuotes, await searchQuotes(deps, viewer, input));
  if (version === null) return build();
  return deps.caches.quoteSearch.getOrBuild(
    JSON.stringify([viewer.userId, viewer.isInternal, viewer.canSeePrices, input]),
    version,
    build,
  );
}
