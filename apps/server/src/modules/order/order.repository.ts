import type { OrderFulfilment, OrderSortField } from '@airquote/shared/contracts/order/order-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { UserRole } from '@airquote/shared/enums/roles';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { projectOrders } from '../../db/schema/orders.ts';
import { eventLogs, projectAttachments, projects } from '../../db/schema/projects.ts';
import {
  projectQuoteCatMultipliers,
  projectQuoteEngRequests,
  projectQuotes,
} from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import { selectActiveRoleMembers } from '../app-user/role-members.repository.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';
import type { AttachmentSummary } from '../project/project-attachment.repository.ts';
import { openEngRequestStatuses } from '../quote/eng-request.repository.ts';

export type OrderRow = typeof projectOrders.$inferSelect;

/** An order with what its answers show beside it. */
export type OrderListRow = {
  order: OrderRow;
  quoteNumber: string;
  revision: number;
  projectId: number;
  projectName: string;
  brandId: number;
  brandName: string;
  createdByName: string;
};

const userName = sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`;

function visibleOrders(db: DatabaseOrTransaction, viewer: Actor, condition: SQL | undefined) {
  return db
    .select({
      order: projectOrders,
      quoteNumber: projectQuotes.quoteNumber,
      revision: projectQuotes.revision,
      projectId: projects.projectId,
      projectName: projects.name,
      brandId: brands.brandId,
      brandName: brands.name,
      createdByName: userName,
    })
    .from(projectOrders)
    .innerJoin(projectQuotes, eq(projectQuotes.projectQuoteId, projectOrders.projectQuoteId))
    .innerJoin(projects, eq(projects.projectId, projectQuotes.projectId))
    .innerJoin(brands, eq(brands.brandId, projectQuotes.brandId))
    .innerJoin(appUsers, eq(appUsers.userId, projectOrders.createdByUserId))
    .where(and(condition, projectVisibleTo(viewer)));
}

export async function findVisibleOrder(
  db: DatabaseOrTransaction,
  viewer: Actor,
  orderId: number,
): Promise<OrderListRow | undefined> {
  const [row] = await visibleOrders(db, viewer, eq(projectOrders.projectOrderId, orderId));
  return row;
}

/** The order locked for the rest of the transaction, if the viewer may see it. */
export async function lockVisibleOrder(
  db: DatabaseOrTransaction,
  viewer: Actor,
  orderId: number,
): Promise<OrderListRow | undefined> {
  const [row] = await visibleOrders(db, viewer, eq(projectOrders.projectOrderId, orderId)).for('update', {
    of: projectOrders,
  });
  return row;
}

export type OrderFilters = {
  status?: number;
  brandId?: number;
  dateFrom?: string;
  dateTo?: string;
  text: string;
};

function filterCondition(filters: OrderFilters): SQL | undefined {
  const pattern = `%${filters.text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return and(
    filters.status === undefined ? undefined : eq(projectOrders.status, filters.status),
    filters.brandId === undefined ? undefined : eq(projectQuotes.brandId, filters.brandId),
    // Days are UTC days: a date range covers whole days from midnight to midnight.
    filters.dateFrom === undefined
      ? undefined
      : sql`${projectOrders.dateCreated} >= ${filters.dateFrom}::date at time zone 'UTC'`,
    filters.dateTo === undefined
      ? undefined
      : sql`${projectOrders.dateCreated} < (${filters.dateTo}::date + 1) at time zone 'UTC'`,
    filters.text === ''
      ? undefined
      : or(
          ilike(projectOrders.poNumber, pattern),
          ilike(projectOrders.orderNumber, pattern),
          ilike(projects.name, pattern),
          ilike(projectQuotes.quoteNumber, pattern),
        ),
  );
}

/** The columns the order list sorts by; the frozen total is read from the snapshot. */
const sortColumns: Record<OrderSortField, SQL | AnyColumn> = {
  OrderNumber: projectOrders.orderNumber,
  QuoteNumber: sql`${projectQuotes.quoteNumber} || '-' || lpad(${projectQuotes.revision}::text, 4, '0')`,
  ProjectName: sql`lower(${projects.name})`,
  BrandName: brands.name,
  Status: projectOrders.status,
  PoNumber: sql`lower(${projectOrders.poNumber})`,
  RequestedShipDate: projectOrders.requestedShipDate,
  Total: sql`(${projectOrders.snapshot} -> 'Totals' ->> 'Total')::numeric`,
  CreatedByName: sql`lower(${userName})`,
  DateCreated: projectOrders.dateCreated,
  DateModified: projectOrders.dateModified,
};

export type OrderSort = { field: OrderSortField; direction: 'Ascending' | 'Descending' };

/** One page of the visible orders matching the filters in the asked order, and how many match in all. */
export async function searchVisibleOrders(
  db: DatabaseOrTransaction,
  viewer: Actor,
  filters: OrderFilters,
  page: { number: number; size: number },
  sort: OrderSort = { field: 'DateCreated', direction: 'Descending' },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const condition = filterCondition(filters);
  const direction = sort.direction === 'Ascending' ? asc : desc;
  // Equal values keep a stable page order: newest first.
  const rows = await visibleOrders(db, viewer, condition)
    .orderBy(
      sql`${direction(sortColumns[sort.field])} nulls last`,
      desc(projectOrders.dateCreated),
      desc(projectOrders.projectOrderId),
    )
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const [counted] = await db
    .select({ total: count() })
    .from(projectOrders)
    .innerJoin(projectQuotes, eq(projectQuotes.projectQuoteId, projectOrders.projectQuoteId))
    .innerJoin(projects, eq(projects.projectId, projectQuotes.projectId))
    .where(and(condition, projectVisibleTo(viewer)));
  return { rows, total: counted?.total ?? 0 };
}

/** Takes the next number of the sequence: SO-<year>-000123. */
export async function nextOrderNumber(db: DatabaseOrTransaction): Promise<string> {
  const result = (await db.execute(
    sql`select 'SO-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('project_order_number_seq')::text, 6, '0') as order_number`,
  )) as unknown as { rows: Array<{ order_number: string }> };
  const number = result.rows[0]?.order_number;
  if (!number) throw new Error('order number sequence answered nothing');
  return number;
}

export async function insertOrder(
  db: DatabaseOrTransaction,
  values: typeof projectOrders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db.insert(projectOrders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function findOrderOfQuote(db: DatabaseOrTransaction, quoteId: number) {
  const [row] = await db
    .select({ projectOrderId: projectOrders.projectOrderId })
    .from(projectOrders)
    .where(eq(projectOrders.projectQuoteId, quoteId));
  return row;
}

/** Compare-and-increment of the recorded order data: undefined when the row version moved (409). */
export async function updateOrderFulfilmentIfVersion(
  db: DatabaseOrTransaction,
  orderId: number,
  rowVersion: number,
  values: { fulfilment: OrderFulfilment; modifiedByUserId: number },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(projectOrders)
    .set({
      ...values,
      dateModified: sql`now()`,
      rowVersion: sql`${projectOrders.rowVersion} + 1`,
    })
    .where(and(eq(projectOrders.projectOrderId, orderId), eq(projectOrders.rowVersion, rowVersion)))
    .returning();
  return row;
}

/** Every event of a quote from its creation with who did it, oldest first: the history of its order. */
export async function selectQuoteEvents(db: DatabaseOrTransaction, projectQuoteId: number) {
  return db
    .select({
      EventLogId: eventLogs.eventLogId,
      Action: eventLogs.action,
      Summary: eventLogs.summary,
      UserName: userName,
      At: eventLogs.at,
    })
    .from(eventLogs)
    .innerJoin(appUsers, eq(appUsers.userId, eventLogs.userId))
    .where(and(eq(eventLogs.entityType, 'ProjectQuote'), eq(eventLogs.entityId, projectQuoteId)))
    .orderBy(asc(eventLogs.at), asc(eventLogs.eventLogId));
}

/** Compare-and-increment: undefined when the row version moved (lib/row-version.ts makes it 409). */
export async function updateOrderStatusIfVersion(
  db: DatabaseOrTransaction,
  orderId: number,
  rowVersion: number,
  values: { status: number; modifiedByUserId: number },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(projectOrders)
    .set({
      ...values,
      dateModified: sql`now()`,
      dateStatusChanged: sql`now()`,
      rowVersion: sql`${projectOrders.rowVersion} + 1`,
    })
    .where(and(eq(projectOrders.projectOrderId, orderId), eq(projectOrders.rowVersion, rowVersion)))
    .returning();
  return row;
}

/**
 * Is a review of the quote still waiting for its answer? A sent engineering request that is neither
 * approved nor rejected, or a sent multiplier request not yet decided. Both can outlive their review
 * status when the quote was cancelled and reopened meanwhile.
 */
export async function hasPendingReview(db: DatabaseOrTransaction, quoteId: number): Promise<boolean> {
  const [eng] = await db
    .select({ id: projectQuoteEngRequests.projectQuoteEngRequestId })
    .from(projectQuoteEngRequests)
    .where(
      and(
        eq(projectQuoteEngRequests.projectQuoteId, quoteId),
        inArray(projectQuoteEngRequests.status, openEngRequestStatuses),
        isNotNull(projectQuoteEngRequests.sentAt),
      ),
    )
    .limit(1);
  if (eng) return true;
  const [multiplier] = await db
    .select({ id: projectQuoteCatMultipliers.projectQuoteCatMultiplierId })
    .from(projectQuoteCatMultipliers)
    .where(
      and(
        eq(projectQuoteCatMultipliers.projectQuoteId, quoteId),
        eq(projectQuoteCatMultipliers.status, 'Pending'),
        isNotNull(projectQuoteCatMultipliers.sentAt),
      ),
    )
    .limit(1);
  return multiplier !== undefined;
}

/** Active users with the user role OrderProcessing: they receive order requests. */
export async function selectOrderProcessors(db: DatabaseOrTransaction) {
  return selectActiveRoleMembers(db, UserRole.OrderProcessing);
}

/**
 * The active OrderRequest attachments of an order: project attachments of its quote (a quote has at
 * most one order, so no column of its own is needed), oldest first. The project id guards against an
 * attachment that names a quote of another project.
 */
export async function selectOrderAttachments(
  db: DatabaseOrTransaction,
  order: { projectId: number; projectQuoteId: number },
): Promise<AttachmentSummary[]> {
  const { data: _data, ...columns } = getTableColumns(projectAttachments);
  return db
    .select({ ...columns, uploadedByName: userName })
    .from(projectAttachments)
    .innerJoin(appUsers, eq(appUsers.userId, projectAttachments.uploadedByUserId))
    .where(
      and(
        eq(projectAttachments.projectId, order.projectId),
        eq(projectAttachments.projectQuoteId, order.projectQuoteId),
        eq(projectAttachments.projectAttachmentLookupValue, ProjectAttachment.OrderRequest),
        eq(projectAttachments.isActive, true),
      ),
    )
    .orderBy(asc(projectAttachments.dateCreated), asc(projectAttachments.projectAttachmentId));
}
