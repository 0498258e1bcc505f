import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { isoTimestamp, selectRows } from '../../db/raw-sql.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';
import { openEngRequestStatuses } from '../quote/eng-request.repository.ts';

/**
 * One query per request type (docs/decisions/0015-notifications.md): the requests on projects the
 * viewer may see that are still open or changed within the Reviewed window, with what the queues
 * and texts need. Windows are judged by the database clock, so both drivers and all instances agree.
 */

/** What every request row carries about its quote and project. */
type QuoteContext = {
  project_quote_id: number;
  quote_number: string;
  revision: number;
  quote_status: number;
  quote_created_by_user_id: number;
  project_id: number;
  project_name: string;
  requested_by_user_id: number;
  requested_by_name: string;
  changed_at: string;
  /** Changed within the RecentlyChanged window. */
  recently_changed: boolean;
  /** Answered within the Reviewed window. */
  answered_recently: boolean;
};

export type MultiplierLine = { category: string; requested: string; standard: string; status: string };

/** A multiplier request: the category rows of one quote sent together (one mail, one review). */
export type MultiplierRequestRow = QuoteContext & {
  sent_at_ms: number;
  pending: number;
  /** The active regional sales manager of the project company's active region, a reviewer. */
  region_manager_user_id: number | null;
  lines: MultiplierLine[];
};

export type EngRequestRow = QuoteContext & {
  project_quote_eng_request_id: number;
  description: string;
  status: number;
  reviewed_by_user_id: number | null;
  last_note: string | null;
};

export type OrderRequestRow = QuoteContext & {
  project_order_id: number;
  order_number: string;
  status: number;
  po_number: string;
  requested_ship_date: string;
};

/** A customer's answer to a link sent for online acceptance (issue #17). */
export type QuoteAnswerRow = QuoteContext & {
  quote_acceptance_id: number;
  decision: 'Accepted' | 'Declined';
  signer_name: string;
  signer_title: string;
  decline_reason: string;
  sent_to_name: string;
  sent_to_email: string;
  /** The quote has an order (then an acceptance asks for nothing more). */
  ordered: boolean;
};

const reviewedDays = sql.raw(`interval '30 days'`);
const recentDays = sql.raw(`interval '7 days'`);
const userName = (alias: string) => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);

const quoteColumns = sql`q.project_quote_id, q.quote_number, q.revision, q.status as quote_status,
  q.created_by_user_id as quote_created_by_user_id, project.project_id, project.name as project_name`;

/** Sent multiplier requests with at least one category below its standard (the others need no review). */
export function selectMultiplierRequests(
  db: DatabaseOrTransaction,
  viewer: Actor,
): Promise<MultiplierRequestRow[]> {
  return selectRows<MultiplierRequestRow>(
    db,
    sql`with batch as (
      select m.project_quote_id, m.sent_at, min(m.requested_by_user_id) as requested_by_user_id,
        count(*) filter (where m.status = 'Pending')::int as pending,
        greatest(m.sent_at, max(m.decided_at) filter (where m.requested_multiplier < m.standard_multiplier)) as changed_at,
        json_agg(json_build_object('category', c.name, 'requested', m.requested_multiplier::text,
          'standard', m.standard_multiplier::text, 'status', m.status) order by m.project_quote_cat_multiplier_id) as lines
      from project_quote_cat_multiplier m
      join product_type_category c on c.product_type_category_id = m.product_type_category_id
      where m.sent_at is not null
      group by m.project_quote_id, m.sent_at
      having count(*) filter (where m.requested_multiplier < m.standard_multiplier) > 0)
    select ${quoteColumns}, b.requested_by_user_id, ${userName('u')} as requested_by_name,
      (extract(epoch from b.sent_at) * 1000)::float8 as sent_at_ms, b.pending, b.lines,
      ${isoTimestamp(sql`b.changed_at`)} as changed_at,
      b.changed_at > now() - ${recentDays} as recently_changed,
      (b.pending = 0 and b.changed_at > now() - ${reviewedDays}) as answered_recently,
      (select r.regional_sales_manager_user_id from company_region cr
        join region r on r.region_id = cr.region_id and r.is_active
        join app_user manager on manager.user_id = r.regional_sales_manager_user_id and manager.is_active
        where cr.company_id = project.company_id) as region_manager_user_id
    from batch b
    join project_quote q on q.project_quote_id = b.project_quote_id
    join project on project.project_id = q.project_id
    join app_user u on u.user_id = b.requested_by_user_id
    where ${projectVisibleTo(viewer)}
      and ((b.pending > 0 and q.status = ${QuoteStatus.MultiplierReview}) or b.changed_at > now() - ${reviewedDays})`,
  );
}

/** Sent engineering requests, open in review or changed within the Reviewed window. */
export function selectEngRequests(db: DatabaseOrTransaction, viewer: Actor): Promise<EngRequestRow[]> {
  const open = sql.raw(openEngRequestStatuses.join(', '));
  return selectRows<EngRequestRow>(
    db,
    sql`select ${quoteColumns}, r.project_quote_eng_request_id, r.description, r.status,
      r.requested_by_user_id, ${userName('u')} as requested_by_name, r.reviewed_by_user_id,
      ${isoTimestamp(sql`r.date_modified`)} as changed_at,
      r.date_modified > now() - ${recentDays} as recently_changed,
      (r.status not in (${open}) and r.date_modified > now() - ${reviewedDays}) as answered_recently,
      (select n.note from project_quote_note n where n.project_quote_eng_request_id = r.project_quote_eng_request_id
        order by n.at desc, n.project_quote_note_id desc limit 1) as last_note
    from project_quote_eng_request r
    join project_quote q on q.project_quote_id = r.project_quote_id
    join project on project.project_id = q.project_id
    join app_user u on u.user_id = r.requested_by_user_id
    where r.sent_at is not null and ${projectVisibleTo(viewer)}
      and ((r.status in (${open}) and q.status = ${QuoteStatus.EngReview})
        or r.date_modified > now() - ${reviewedDays})`,
  );
}

/** Orders still moving (Requested, Entered) or whose status changed within the Reviewed window. */
export function selectOrderRequests(db: DatabaseOrTransaction, viewer: Actor): Promise<OrderRequestRow[]> {
  return selectRows<OrderRequestRow>(
    db,
    sql`select ${quoteColumns}, o.project_order_id, o.order_number, o.status, o.po_number,
      o.requested_ship_date::text as requested_ship_date,
      o.created_by_user_id as requested_by_user_id, ${userName('u')} as requested_by_name,
      ${isoTimestamp(sql`o.date_status_changed`)} as changed_at,
      o.date_status_changed > now() - ${recentDays} as recently_changed,
      (o.status in (3, 4) and o.date_status_changed > now() - ${reviewedDays}) as answered_recently
    from project_order o
    join project_quote q on q.project_quote_id = o.project_quote_id
    join project on project.project_id = q.project_id
    join app_user u on u.user_id = o.created_by_user_id
    where ${projectVisibleTo(viewer)}
      and (o.status in (1, 2) or o.date_status_changed > now() - ${reviewedDays})`,
  );
}

/**
 * Answers given online (accepted or declined links) within the Reviewed window, and acceptances of
 * quotes still open and not ordered however old; the link's sender is the "requester".
 */
export function selectQuoteAnswers(db: DatabaseOrTransaction, viewer: Actor): Promise<QuoteAnswerRow[]> {
  return selectRows<QuoteAnswerRow>(
    db,
    sql`select ${quoteColumns}, a.quote_acceptance_id, a.decision, coalesce(a.signer_name, '') as signer_name,
      coalesce(a.signer_title, '') as signer_title, coalesce(a.decline_reason, '') as decline_reason,
      a.sent_to_name, a.sent_to_email,
      a.sent_by_user_id as requested_by_user_id, ${userName('u')} as requested_by_name,
      ${isoTimestamp(sql`a.used_at`)} as changed_at,
      a.used_at > now() - ${recentDays} as recently_changed,
      a.used_at > now() - ${reviewedDays} as answered_recently,
      exists (select 1 from project_order o where o.project_quote_id = q.project_quote_id) as ordered
    from quote_acceptance a
    join project_quote q on q.project_quote_id = a.project_quote_id
    join project on project.project_id = q.project_id
    join app_user u on u.user_id = a.sent_by_user_id
    where a.decision is not null and ${projectVisibleTo(viewer)}
      and (a.used_at > now() - ${reviewedDays}
        or (a.decision = 'Accepted' and q.status = ${QuoteStatus.Open}))`,
  );
}
