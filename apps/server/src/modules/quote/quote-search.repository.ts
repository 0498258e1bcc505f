import type { QuoteSortField } from '@airquote/shared/contracts/quote/search-project-quotes';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { quoteStatusLabels } from '@airquote/shared/rules/quote-status';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { containsPattern, isoTimestamp, selectRows } from '../../db/raw-sql.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';

export type QuoteSearchFilter = {
  statusIds: readonly number[];
  brandId?: number;
  dateField: 'DateCreated' | 'DateModified';
  dateFrom?: string;
  dateTo?: string;
  searchText: string;
  includeSuperseded: boolean;
};

/** What the list shows of one quote, as the database answers it. */
export type QuoteSearchRow = {
  project_quote_id: number;
  quote_number: string;
  revision: number;
  project_id: number;
  project_name: string;
  company_id: number;
  company_name: string;
  brand_id: number;
  brand_name: string;
  status: number;
  valid_until: string;
  date_created: string;
  date_modified: string;
  created_by_name: string;
  is_superseded: boolean;
  transaction_type: number;
};

/** The status as a person reads it, so sorting by status sorts by what the list shows. */
const statusLabel = sql.raw(
  `case q.status ${Object.entries(QuoteStatus)
    .map(([name, id]) => `when ${id} then '${quoteStatusLabels[name as keyof typeof QuoteStatus]}'`)
    .join(' ')} end`,
);

const sortKeys: Record<Exclude<QuoteSortField, 'Total'>, SQL> = {
  QuoteNumber: sql`q.quote_number`,
  ProjectName: sql`lower(p.name)`,
  QuoteStatusName: statusLabel,
  DateCreated: sql`q.date_created`,
  DateModified: sql`q.date_modified`,
};

/** Sort key, direction, then revision and id so the order is total (stable pages). */
function orderBy(field: Exclude<QuoteSortField, 'Total'>, descending: boolean): SQL {
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return sql`order by ${sortKeys[field]} ${direction}, q.revision ${direction}, q.project_quote_id ${direction}`;
}

const dateColumns = { DateCreated: sql.raw('q.date_created'), DateModified: sql.raw('q.date_modified') };

/** The filters on `q` (project_quote) and `p` (its project); days are whole UTC days. */
function filterCondition(viewer: Actor, filter: QuoteSearchFilter): SQL {
  const conditions: SQL[] = [projectVisibleTo(viewer, 'p')];
  if (!filter.includeSuperseded) conditions.push(sql`q.superseded_by_quote_id is null`);
  if (filter.statusIds.length > 0)
    conditions.push(
      sql`q.status in (${sql.join(
        filter.statusIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (filter.brandId !== undefined) conditions.push(sql`q.brand_id = ${filter.brandId}`);
  const dateColumn = dateColumns[filter.dateField];
  if (filter.dateFrom !== undefined)
    conditions.push(sql`${dateColumn} >= ${filter.dateFrom}::date at time zone 'UTC'`);
  if (filter.dateTo !== undefined)
    conditions.push(sql`${dateColumn} < (${filter.dateTo}::date + 1) at time zone 'UTC'`);
  if (filter.searchText) {
    const pattern = containsPattern(filter.searchText);
    conditions.push(sql`(lower(q.quote_number) like ${pattern} or lower(p.name) like ${pattern}
      or p.company_id in (select company_id from company where lower(name) like ${pattern}))`);
  }
  return sql.join(conditions, sql` and `);
}

const matchingFrom = sql`from project_quote q join project p on p.project_id = q.project_id`;

const listColumns = sql`q.project_quote_id, q.quote_number, q.revision, q.project_id, p.name as project_name,
  p.company_id, c.name as company_name, q.brand_id, b.name as brand_name, q.status,
  to_char(q.valid_until, 'YYYY-MM-DD') as valid_until,
  ${isoTimestamp(sql`q.date_created`)} as date_created, ${isoTimestamp(sql`q.date_modified`)} as date_modified,
  trim(u.first_name || ' ' || u.last_name) as created_by_name,
  q.superseded_by_quote_id is not null as is_superseded, q.transaction_type`;

const listFrom = sql`from project_quote q
  join project p on p.project_id = q.project_id
  join company c on c.company_id = p.company_id
  join brand b on b.brand_id = q.brand_id
  join app_user u on u.user_id = q.created_by_user_id`;

/**
 * One page of the quotes the viewer may see, sorted in the database: the page's ids are chosen
 * first (filters, sort, limit), then only those rows get their names. The number matching comes
 * with the page (a window count over the same scan); null when the page is empty.
 */
export async function selectQuotePage(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filter: QuoteSearchFilter,
  sort: { field: Exclude<QuoteSortField, 'Total'>; descending: boolean },
  page: { number: number; size: number },
): Promise<{ rows: QuoteSearchRow[]; matching: number | null }> {
  const order = orderBy(sort.field, sort.descending);
  const rows = await selectRows<QuoteSearchRow & { matching: number }>(
    db,
    sql`with page as (
        select q.project_quote_id, count(*) over ()::int as matching ${matchingFrom}
        where ${filterCondition(viewer, filter)}
        ${order}
        limit ${page.size} offset ${(page.number - 1) * page.size})
      select ${listColumns}, page.matching ${listFrom}
      join page on page.project_quote_id = q.project_quote_id
      ${order}`,
  );
  return { rows, matching: rows[0]?.matching ?? null };
}

/** The named quotes' list rows, in no particular order (the caller orders them). */
export async function selectQuoteRows(
  db: DatabaseOrTransaction,
  quoteIds: readonly number[],
): Promise<QuoteSearchRow[]> {
  if (quoteIds.length === 0) return [];
  return selectRows<QuoteSearchRow>(
    db,
    sql`select ${listColumns} ${listFrom}
      where q.project_quote_id in (${sql.join(
        quoteIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

/** What pricing needs of a quote: whose standard multipliers apply and for which transaction type. */
export type QuotePricingHead = { project_quote_id: number; company_id: number; transaction_type: number };

/** Every matching quote's pricing head (sorting by total prices them all). */
export async function selectMatchingPricingHeads(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filter: QuoteSearchFilter,
): Promise<QuotePricingHead[]> {
  return selectRows<QuotePricingHead>(
    db,
    sql`select q.project_quote_id, p.company_id, q.transaction_type ${matchingFrom}
      where ${filterCondition(viewer, filter)}`,
  );
}

export async function countQuotes(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filter: QuoteSearchFilter,
): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${matchingFrom} where ${filterCondition(viewer, filter)}`,
  );
  return row?.total ?? 0;
}

/** Standard multipliers of several companies: "companyId:transactionType" → category id → "0.5235". */
export async function selectStandardMultipliersOf(
  db: DatabaseOrTransaction,
  companyIds: readonly number[],
): Promise<Map<string, Map<number, string>>> {
  const byCompany = new Map<string, Map<number, string>>();
  if (companyIds.length === 0) return byCompany;
  const rows = await selectRows<{
    company_id: number;
    transaction_type: number;
    product_type_category_id: number;
    multiplier: string;
  }>(
    db,
    sql`select company_id, transaction_type, product_type_category_id, multiplier::text as multiplier
      from product_type_category_multiplier
      where company_id in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of rows) {
    const key = `${row.company_id}:${row.transaction_type}`;
    let multipliers = byCompany.get(key);
    if (!multipliers) {
      multipliers = new Map();
      byCompany.set(key, multipliers);
    }
    multipliers.set(row.product_type_category_id, row.multiplier);
  }
  return byCompany;
}

/** The data versions a quotes list answer is built from (migrations 0007 and 0013). */
const answerVersions = ['catalog', 'projects', 'reports'] as const;

/**
 * One label for the versions of everything a list answer shows: projects, companies, brands, users
 * and visibility ('projects'), prices ('catalog'), and quotes, their schedules, line items, net adds
 * and multipliers ('reports'). Null when a counter is missing: such an answer is not cached.
 */
export async function readQuoteListVersion(db: DatabaseOrTransaction): Promise<string | null> {
  const rows = await selectRows<{ name: string; version: string }>(
    db,
    sql`select name, version::text as version from data_version
      where name in (${sql.join(
        answerVersions.map((name) => sql`${name}`),
        sql`, `,
      )}) order by name`,
  );
  if (rows.length !== answerVersions.length) return null;
  return rows.map((row) => `${row.name}:${row.version}`).join(',');
}
