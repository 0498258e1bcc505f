import { UserRole } from '@airquote/shared/enums/roles';
import { aliasedTable, and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectQuoteEngRequests, projectQuoteNotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import { selectActiveRoleMembers } from '../app-user/role-members.repository.ts';

const table = projectQuoteEngRequests;
export type EngRequestRow = typeof table.$inferSelect;
export type EngRequestListRow = EngRequestRow & { requestedByName: string; reviewedByName: string | null };

/** Statuses that keep a review open (NotReviewed, UnderReview, NeedMoreInfo): the partial unique index. */
export const openEngRequestStatuses = [1, 2, 5];

const requester = aliasedTable(appUsers, 'requester');
const reviewer = aliasedTable(appUsers, 'reviewer');
const nameOf = (user: typeof requester) => sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})`;

/** A quote's engineering requests (only the given ids when asked), oldest first. */
export async function selectEngRequests(
  db: DatabaseOrTransaction,
  quoteId: number,
  ids?: readonly number[],
): Promise<EngRequestListRow[]> {
  return db
    .select({
      ...getTableColumns(table),
      requestedByName: nameOf(requester),
      reviewedByName: sql<string | null>`trim(${reviewer.firstName} || ' ' || ${reviewer.lastName})`,
    })
    .from(table)
    .innerJoin(requester, eq(requester.userId, table.requestedByUserId))
    .leftJoin(reviewer, eq(reviewer.userId, table.reviewedByUserId))
    .where(
      and(
        eq(table.projectQuoteId, quoteId),
        ids ? inArray(table.projectQuoteEngRequestId, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(table.projectQuoteEngRequestId));
}

export type EngRequestNoteRow = {
  projectQuoteNoteId: number;
  projectQuoteEngRequestId: number | null;
  note: string;
  authorName: string;
  at: Date;
};

/** The history notes of these requests, oldest first. */
export async function selectEngRequestNotes(
  db: DatabaseOrTransaction,
  requestIds: readonly number[],
): Promise<EngRequestNoteRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      projectQuoteNoteId: projectQuoteNotes.projectQuoteNoteId,
      projectQuoteEngRequestId: projectQuoteNotes.projectQuoteEngRequestId,
      note: projectQuoteNotes.note,
      authorName: nameOf(requester),
      at: projectQuoteNotes.at,
    })
    .from(projectQuoteNotes)
    .innerJoin(requester, eq(requester.userId, projectQuoteNotes.authorUserId))
    .where(inArray(projectQuoteNotes.projectQuoteEngRequestId, [...requestIds]))
    .orderBy(asc(projectQuoteNotes.at), asc(projectQuoteNotes.projectQuoteNoteId));
}

export async function findEngRequest(
  db: DatabaseOrTransaction,
  id: number,
): Promise<EngRequestRow | undefined> {
  const [row] = await db.select().from(table).where(eq(table.projectQuoteEngRequestId, id));
  return row;
}

/** The quote's request that is neither approved nor rejected, if any (at most one: unique index). */
export async function findOpenEngRequest(
  db: DatabaseOrTransaction,
  quoteId: number,
): Promise<EngRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.projectQuoteId, quoteId), inArray(table.status, openEngRequestStatuses)));
  return row;
}

export async function insertEngRequest(
  db: DatabaseOrTransaction,
  values: { projectQuoteId: number; description: string; requestedByUserId: number },
): Promise<EngRequestRow> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('engineering request insert returned no row');
  return row;
}

/** Marks the draft sent; undefined when it was sent meanwhile. */
export async function markSent(db: DatabaseOrTransaction, id: number): Promise<EngRequestRow | undefined> {
  const [row] = await db
    .update(table)
    .set({ sentAt: sql`now()`, dateModified: sql`now()`, rowVersion: sql`${table.rowVersion} + 1` })
    .where(and(eq(table.projectQuoteEngRequestId, id), isNull(table.sentAt)))
    .returning();
  return row;
}

/** Compare-and-increment of the status; undefined when the version moved. */
export async function updateStatusIfVersion(
  db: DatabaseOrTransaction,
  id: number,
  rowVersion: number,
  values: { status: number; reviewedByUserId?: number },
): Promise<EngRequestRow | undefined> {
  const [row] = await db
    .update(table)
    .set({ ...values, dateModified: sql`now()`, rowVersion: sql`${table.rowVersion} + 1` })
    .where(and(eq(table.projectQuoteEngRequestId, id), eq(table.rowVersion, rowVersion)))
    .returning();
  return row;
}

export async function deleteEngRequest(db: DatabaseOrTransaction, id: number): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.projectQuoteEngRequestId, id), inArray(table.status, openEngRequestStatuses)))
    .returning({ id: table.projectQuoteEngRequestId });
  return rows.length > 0;
}

/** Active users with the user role ApplicationEngineering: who receives a request. */
export async function selectApplicationEngineers(db: DatabaseOrTransaction) {
  return selectActiveRoleMembers(db, UserRole.ApplicationEngineering);
}

/** Who a mail goes to and how they are named. */
export async function userOf(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({
      emailAddress: appUsers.emailAddress,
      name: sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`,
    })
    .from(appUsers)
    .where(eq(appUsers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no row`);
  return row;
}
