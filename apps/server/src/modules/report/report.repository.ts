import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { selectRows } from '../../db/raw-sql.ts';
import { regions } from '../../db/schema/pricing.ts';

/**
 * The reads of the report data set (report-data.ts). Each runs once per data version, not per
 * request, over every current quote revision: plain statements, no per-quote round trips.
 */

/** The committed versions a report data set is built from, as one label ("catalog.projects.reports"). */
export async function readReportDataVersion(db: DatabaseOrTransaction): Promise<string> {
  const [row] = await selectRows<{ version: string | null }>(
    db,
    sql`select string_agg(version::text, '.' order by name) as version from data_version
      where name in ('catalog', 'projects', 'reports')`,
  );
  return row?.version ?? '0';
}

export type QuoteFactRow = {
  quoteId: number;
  projectId: number;
  companyId: number;
  status: number;
  brandId: number;
  brandName: string;
  transactionType: number;
  createdByUserId: number;
  createdByName: string;
  /** UTC day the revision was made ("2026-03-04"). */
  createdDay: string;
  expectedCloseDate: string;
  winPercent: number | null;
  regionId: number | null;
  regionName: string | null;
};

/** The current revision of every quote of an active project, with what the reports group by. */
export function selectQuoteFacts(db: DatabaseOrTransaction): Promise<QuoteFactRow[]> {
  return selectRows<QuoteFactRow>(
    db,
    sql`select q.project_quote_id as "quoteId", q.project_id as "projectId", p.company_id as "companyId",
        q.status, q.brand_id as "brandId", b.name as "brandName", q.transaction_type as "transactionType",
        q.created_by_user_id as "createdByUserId",
        trim(u.first_name || ' ' || u.last_name) as "createdByName",
        to_char(q.date_created at time zone 'UTC', 'YYYY-MM-DD') as "createdDay",
        p.expected_close_date::text as "expectedCloseDate", wp.percent as "winPercent",
        cr.region_id as "regionId", r.name as "regionName"
      from project_quote q
      join project p on p.project_id = q.project_id
      join brand b on b.brand_id = q.brand_id
      join app_user u on u.user_id = q.created_by_user_id
      left join win_probability wp on wp.id = p.win_probability_id
      left join company_region cr on cr.company_id = p.company_id
      left join region r on r.region_id = cr.region_id
      where q.superseded_by_quote_id is null and p.is_active`,
  );
}

/** Σ net adds per quote, in cents (as text: a bigint sum). */
export function selectNetAddSums(db: DatabaseOrTransaction) {
  return selectRows<{ quoteId: number; cents: string }>(
    db,
    sql`select project_quote_id as "quoteId", sum(amount_cents)::text as cents
      from project_quote_net_add group by project_quote_id`,
  );
}

export function selectQuoteSchedules(db: DatabaseOrTransaction) {
  return selectRows<{ quoteId: number; scheduleId: number }>(
    db,
    sql`select qs.project_quote_id as "quoteId", qs.project_schedule_id as "scheduleId"
      from project_quote_schedule qs
      join project_quote q on q.project_quote_id = qs.project_quote_id
      where q.superseded_by_quote_id is null`,
  );
}

export type ReportLineRow = {
  scheduleId: number;
  productModelId: number;
  itemQty: number;
  productModelValues: ProductModelValue[];
};

/** The active line items of the schedules current quote revisions cover. */
export function selectQuotedLines(db: DatabaseOrTransaction) {
  return selectRows<ReportLineRow>(
    db,
    sql`select li.project_schedule_id as "scheduleId", li.product_model_id as "productModelId",
        li.item_qty as "itemQty", li.product_model_values as "productModelValues"
      from project_schedule_line_item li
      where li.is_active and li.project_schedule_id in (
        select qs.project_schedule_id from project_quote_schedule qs
        join project_quote q on q.project_quote_id = qs.project_quote_id
        where q.superseded_by_quote_id is null)`,
  );
}

export function selectAllStandardMultipliers(db: DatabaseOrTransaction) {
  return selectRows<{ companyId: number; transactionType: number; categoryId: number; multiplier: string }>(
    db,
    sql`select company_id as "companyId", transaction_type as "transactionType",
        product_type_category_id as "categoryId", multiplier::text as multiplier
      from product_type_category_multiplier`,
  );
}

/** Approved quote multipliers, oldest decision first (the newest per category wins, as on the quote). */
export function selectAllApprovedMultipliers(db: DatabaseOrTransaction) {
  return selectRows<{ quoteId: number; categoryId: number; multiplier: string }>(
    db,
    sql`select m.project_quote_id as "quoteId", m.product_type_category_id as "categoryId",
        m.requested_multiplier::text as multiplier
      from project_quote_cat_multiplier m
      join project_quote q on q.project_quote_id = m.project_quote_id
      where m.status = 'Approved' and q.superseded_by_quote_id is null
      order by m.decided_at asc, m.project_quote_cat_multiplier_id asc`,
  );
}

export type OrderFactRow = {
  projectId: number;
  companyId: number;
  brandId: number;
  regionId: number | null;
  createdDay: string;
  /** The total frozen in the order's snapshot ("12345.67"), null when it had none. */
  total: string | null;
};

/** Orders not cancelled, with their quote's brand and their project's company and region. */
export function selectOrderFacts(db: DatabaseOrTransaction) {
  return selectRows<OrderFactRow>(
    db,
    sql`select p.project_id as "projectId", p.company_id as "companyId", q.brand_id as "brandId",
        cr.region_id as "regionId",
        to_char(o.date_created at time zone 'UTC', 'YYYY-MM-DD') as "createdDay",
        o.snapshot -> 'Totals' ->> 'Total' as total
      from project_order o
      join project_quote q on q.project_quote_id = o.project_quote_id
      join project p on p.project_id = q.project_id
      left join company_region cr on cr.company_id = p.company_id
      where o.status <> 4 and p.is_active`,
  );
}

export type ReviewFactRow = {
  review: 'Engineering' | 'Multiplier';
  projectId: number;
  companyId: number;
  brandId: number;
  regionId: number | null;
  sentDay: string;
  /** Milliseconds from sending to the decision; null while undecided. */
  hoursMs: number | null;
};

/**
 * Sent engineering requests (decided = Approved or Rejected, at their last change) and sent
 * multiplier requests below the standard (decided at decided_at; one at the standard is approved
 * when sent, with nothing to review), with the quote's brand and the project's region.
 */
export function selectReviewFacts(db: DatabaseOrTransaction) {
  return selectRows<ReviewFactRow>(
    db,
    sql`select 'Engineering' as review, p.project_id as "projectId", p.company_id as "companyId",
        q.brand_id as "brandId", cr.region_id as "regionId",
        to_char(e.sent_at at time zone 'UTC', 'YYYY-MM-DD') as "sentDay",
        case when e.status in (3, 4)
          then (extract(epoch from (e.date_modified - e.sent_at)) * 1000)::float8 end as "hoursMs"
      from project_quote_eng_request e
      join project_quote q on q.project_quote_id = e.project_quote_id
      join project p on p.project_id = q.project_id
      left join company_region cr on cr.company_id = p.company_id
      where e.sent_at is not null and p.is_active
      union all
      select 'Multiplier', p.project_id, p.company_id, q.brand_id, cr.region_id,
        to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD'),
        case when m.decided_at is not null
          then (extract(epoch from (m.decided_at - m.sent_at)) * 1000)::float8 end
      from project_quote_cat_multiplier m
      join project_quote q on q.project_quote_id = m.project_quote_id
      join project p on p.project_id = q.project_id
      left join company_region cr on cr.company_id = p.company_id
      where m.sent_at is not null and m.requested_multiplier < m.standard_multiplier and p.is_active`,
  );
}

/** The companies and extra projects a non-internal user may see (project-access.ts, in memory). */
export async function selectVisibility(db: DatabaseOrTransaction, userId: number) {
  const rows = await selectRows<{ kind: 'company' | 'project'; id: number }>(
    db,
    sql`select 'company' as kind, e.company_id as id from employee e where e.user_id = ${userId} and e.is_active
      union all
      select 'project', pu.project_id from project_user pu where pu.user_id = ${userId}`,
  );
  return {
    companyIds: new Set(rows.filter((row) => row.kind === 'company').map((row) => row.id)),
    projectIds: new Set(rows.filter((row) => row.kind === 'project').map((row) => row.id)),
  };
}

/** The active regions by name (the reports' region filter). */
export function selectActiveRegions(db: DatabaseOrTransaction) {
  return db
    .select({ regionId: regions.regionId, name: regions.name })
    .from(regions)
    .where(eq(regions.isActive, true))
    .orderBy(asc(regions.name));
}
