import { UserRole } from '@airquote/shared/enums/roles';
import { aliasedTable, and, asc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { idIn } from '../../db/raw-sql.ts';
import { productTypeCategories } from '../../db/schema/catalog.ts';
import { projects } from '../../db/schema/projects.ts';
import { projectQuoteCatMultipliers } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import { selectActiveRoleMembers } from '../app-user/role-members.repository.ts';
import { findCompanyRegion } from '../pricing/region.repository.ts';

const table = projectQuoteCatMultipliers;
export type CatMultiplierRow = typeof table.$inferSelect;
export type CatMultiplierListRow = CatMultiplierRow & {
  categoryName: string;
  requestedByName: string;
  decidedByName: string | null;
};

const requester = aliasedTable(appUsers, 'requester');
const decider = aliasedTable(appUsers, 'decider');
const nameOf = (user: typeof requester) => sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})`;

/** A quote's category multiplier rows (only the pending ones when asked), oldest first. */
export async function selectCatMultipliers(
  db: DatabaseOrTransaction,
  quoteId: number,
  filter: { pendingOnly?: boolean; ids?: readonly number[] } = {},
): Promise<CatMultiplierListRow[]> {
  return db
    .select({
      ...getTableColumns(table),
      categoryName: productTypeCategories.name,
      requestedByName: nameOf(requester),
      decidedByName: sql<string | null>`case when ${decider.userId} is null then null
        else trim(${decider.firstName} || ' ' || ${decider.lastName}) end`,
    })
    .from(table)
    .innerJoin(
      productTypeCategories,
      eq(productTypeCategories.productTypeCategoryId, table.productTypeCategoryId),
    )
    .innerJoin(requester, eq(requester.userId, table.requestedByUserId))
    .leftJoin(decider, eq(decider.userId, table.decidedByUserId))
    .where(
      and(
        eq(table.projectQuoteId, quoteId),
        filter.pendingOnly ? eq(table.status, 'Pending') : undefined,
        filter.ids ? inArray(table.projectQuoteCatMultiplierId, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(asc(table.projectQuoteCatMultiplierId));
}

export async function findCatMultiplier(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(table).where(eq(table.projectQuoteCatMultiplierId, id));
  return row;
}

export async function insertCatMultiplier(db: DatabaseOrTransaction, values: typeof table.$inferInsert) {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('category multiplier insert returned no row');
  return row;
}

/** Deletes an undecided request; undefined when it is gone or was decided meanwhile. */
export async function deleteUndecided(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.projectQuoteCatMultiplierId, id), eq(table.status, 'Pending')))
    .returning();
  return row;
}

/**
 * Sends a quote's drafts: stamps sent_at; a multiplier not below the standard is approved at once by
 * the requester (nothing to review). Answers the sent rows.
 */
export async function sendDrafts(
  db: DatabaseOrTransaction,
  quoteId: number,
  userId: number,
  note: string,
): Promise<CatMultiplierRow[]> {
  await db
    .update(table)
    .set({
      status: 'Approved',
      decidedByUserId: userId,
      decidedAt: sql`now()`,
      decisionNote: note,
      rowVersion: sql`${table.rowVersion} + 1`,
    })
    .where(
      and(
        eq(table.projectQuoteId, quoteId),
        isNull(table.sentAt),
        sql`${table.requestedMultiplier} >= ${table.standardMultiplier}`,
      ),
    );
  return db
    .update(table)
    .set({ sentAt: sql`now()`, rowVersion: sql`${table.rowVersion} + 1` })
    .where(and(eq(table.projectQuoteId, quoteId), isNull(table.sentAt)))
    .returning();
}

/** Compare-and-increment of a decision; undefined when the version moved. */
export async function decideIfVersion(
  db: DatabaseOrTransaction,
  id: number,
  rowVersion: number,
  values: { status: 'Approved' | 'Rejected'; decidedByUserId: number; decisionNote: string },
) {
  const [row] = await db
    .update(table)
    .set({ ...values, decidedAt: sql`now()`, rowVersion: sql`${table.rowVersion} + 1` })
    .where(
      and(
        eq(table.projectQuoteCatMultiplierId, id),
        eq(table.rowVersion, rowVersion),
        eq(table.status, 'Pending'),
      ),
    )
    .returning();
  return row;
}

/** Sent requests of the quote still waiting for a decision. */
export async function countWaiting(db: DatabaseOrTransaction, quoteId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(
      and(eq(table.projectQuoteId, quoteId), eq(table.status, 'Pending'), sql`${table.sentAt} is not null`),
    );
  return row?.count ?? 0;
}

/** Drafts below their standard: these need a reviewer. */
export async function countDraftsBelowStandard(db: DatabaseOrTransaction, quoteId: number) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      below: sql<number>`count(*) filter (where ${lt(table.requestedMultiplier, table.standardMultiplier)})::int`,
    })
    .from(table)
    .where(and(eq(table.projectQuoteId, quoteId), isNull(table.sentAt)));
  return { all: row?.all ?? 0, below: row?.below ?? 0 };
}

/**
 * The multipliers decided on each quote: per category the newest approved one (a later request
 * replaces an earlier approval). Rejected ones are absent, so the standard applies.
 */
export async function selectApprovedMultipliers(
  db: DatabaseOrTransaction,
  quoteIds: readonly number[],
): Promise<Map<number, Map<number, string>>> {
  const byQuote = new Map<number, Map<number, string>>(quoteIds.map((id) => [id, new Map()]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({
      projectQuoteId: table.projectQuoteId,
      productTypeCategoryId: table.productTypeCategoryId,
      multiplier: table.requestedMultiplier,
    })
    .from(table)
    .where(and(idIn(table.projectQuoteId, quoteIds), eq(table.status, 'Approved')))
    .orderBy(asc(table.decidedAt), asc(table.projectQuoteCatMultiplierId));
  for (const row of rows) byQuote.get(row.projectQuoteId)?.set(row.productTypeCategoryId, row.multiplier);
  return byQuote;
}

export async function findProjectCompanyId(db: DatabaseOrTransaction, projectId: number): Promise<number> {
  const [row] = await db
    .select({ companyId: projects.companyId })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  if (!row) throw new Error(`project ${projectId} has no row`);
  return row.companyId;
}

export type ReviewerRow = {
  userId: number;
  name: string;
  emailAddress: string;
  reviewerRole: 'VPPricingDirector' | 'RegionalSalesManager';
};

/**
 * Who reviews a multiplier request of a company's project (docs/domain.md section 5): every active VP of
 * pricing, and the active regional sales manager of the company's active region.
 */
export async function selectReviewers(db: DatabaseOrTransaction, companyId: number): Promise<ReviewerRow[]> {
  const columns = {
    userId: appUsers.userId,
    name: sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`,
    emailAddress: appUsers.emailAddress,
  };
  const directors = await selectActiveRoleMembers(db, UserRole.VPPricingDirector);
  const reviewers: ReviewerRow[] = directors.map((row) => ({ ...row, reviewerRole: 'VPPricingDirector' }));
  const region = await findCompanyRegion(db, companyId);
  const managerId = region?.isActive ? region.regionalSalesManagerUserId : null;
  if (managerId !== null && managerId !== undefined && !reviewers.some((row) => row.userId === managerId)) {
    const [manager] = await db
      .select(columns)
      .from(appUsers)
      .where(and(eq(appUsers.userId, managerId), eq(appUsers.isActive, true)));
    if (manager) reviewers.push({ ...manager, reviewerRole: 'RegionalSalesManager' });
  }
  return reviewers;
}
