import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { idIn } from '../../db/raw-sql.ts';
import { brands } from '../../db/schema/brands.ts';
import { projectSchedules, projects } from '../../db/schema/projects.ts';
import { projectQuoteNetAdds, projectQuoteSchedules, projectQuotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from '../project/project-access.ts';

export type QuoteRow = typeof projectQuotes.$inferSelect;
export type QuoteValues = Partial<
  Pick<
    typeof projectQuotes.$inferInsert,
    'status' | 'brandId' | 'transactionType' | 'validUntil' | 'shipToLocationId' | 'billToLocationId'
  >
>;

const userName = sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`;

/** A quote with what its answers show beside it: project, brand and author names. */
export type QuoteListRow = {
  quote: QuoteRow;
  projectName: string;
  companyId: number;
  brandName: string;
  createdByName: string;
};

/** Quotes of projects the viewer may see, matching `condition`: newest quote number, then newest revision, first. */
export async function selectVisibleQuotes(
  db: DatabaseOrTransaction,
  viewer: Actor,
  condition: SQL | undefined,
): Promise<QuoteListRow[]> {
  return db
    .select({
      quote: projectQuotes,
      projectName: projects.name,
      companyId: projects.companyId,
      brandName: brands.name,
      createdByName: userName,
    })
    .from(projectQuotes)
    .innerJoin(projects, eq(projects.projectId, projectQuotes.projectId))
    .innerJoin(brands, eq(brands.brandId, projectQuotes.brandId))
    .innerJoin(appUsers, eq(appUsers.userId, projectQuotes.createdByUserId))
    .where(and(condition, projectVisibleTo(viewer)))
    .orderBy(desc(projectQuotes.quoteNumber), desc(projectQuotes.revision));
}

function visibleQuoteQuery(db: DatabaseOrTransaction, viewer: Actor, quoteId: number) {
  return db
    .select({ quote: projectQuotes, projectName: projects.name })
    .from(projectQuotes)
    .innerJoin(projects, eq(projects.projectId, projectQuotes.projectId))
    .where(and(eq(projectQuotes.projectQuoteId, quoteId), projectVisibleTo(viewer)));
}

export async function findVisibleQuote(db: DatabaseOrTransaction, viewer: Actor, quoteId: number) {
  const [row] = await visibleQuoteQuery(db, viewer, quoteId);
  return row;
}

/**
 * The quote row locked for the rest of the transaction (if the viewer may see it): status changes
 * and content edits of one quote take turns, so nobody adds a net add to a quote being cancelled.
 */
export async function lockVisibleQuote(
  db: DatabaseOrTransaction,
  viewer: Actor,
  quoteId: number,
): Promise<{ quote: QuoteRow; projectName: string } | undefined> {
  const [row] = await visibleQuoteQuery(db, viewer, quoteId).for('update', { of: projectQuotes });
  return row;
}

/** Takes the next number of the sequence: Q-<year>-000123. */
export async function nextQuoteNumber(db: DatabaseOrTransaction): Promise<string> {
  const result = (await db.execute(
    sql`select 'Q-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('project_quote_number_seq')::text, 6, '0') as quote_number`,
  )) as unknown as { rows: Array<{ quote_number: string }> };
  const number = result.rows[0]?.quote_number;
  if (!number) throw new Error('quote number sequence answered nothing');
  return number;
}

export async function insertQuote(
  db: DatabaseOrTransaction,
  values: typeof projectQuotes.$inferInsert,
): Promise<QuoteRow> {
  const [row] = await db.insert(projectQuotes).values(values).returning();
  if (!row) throw new Error('quote insert returned no row');
  return row;
}

/** Compare-and-increment: undefined when the row version moved (lib/row-version.ts makes it 409). */
export async function updateQuoteIfVersion(
  db: DatabaseOrTransaction,
  quoteId: number,
  rowVersion: number,
  values: QuoteValues & { modifiedByUserId: number; supersededByQuoteId?: number },
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(projectQuotes)
    .set({
      ...values,
      ...(values.status === undefined ? {} : { dateStatusChanged: sql`now()` }),
      dateModified: sql`now()`,
      rowVersion: sql`${projectQuotes.rowVersion} + 1`,
    })
    .where(and(eq(projectQuotes.projectQuoteId, quoteId), eq(projectQuotes.rowVersion, rowVersion)))
    .returning();
  return row;
}

/** Moves date_modified (content below the quote changed) without making open quote forms stale. */
export async function touchQuote(db: DatabaseOrTransaction, quoteId: number, userId: number): Promise<void> {
  await db
    .update(projectQuotes)
    .set({ dateModified: sql`now()`, modifiedByUserId: userId })
    .where(eq(projectQuotes.projectQuoteId, quoteId));
}

export async function selectQuoteScheduleIds(
  db: DatabaseOrTransaction,
  quoteIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byQuote = new Map<number, number[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(projectQuoteSchedules)
    .where(idIn(projectQuoteSchedules.projectQuoteId, quoteIds))
    .orderBy(asc(projectQuoteSchedules.projectScheduleId));
  for (const row of rows) byQuote.get(row.projectQuoteId)?.push(row.projectScheduleId);
  return byQuote;
}

export async function selectQuoteSchedules(db: DatabaseOrTransaction, quoteId: number) {
  return db
    .select({
      projectScheduleId: projectSchedules.projectScheduleId,
      name: projectSchedules.name,
      isActive: projectSchedules.isActive,
      activeLineItemCount: projectSchedules.activeLineItemCount,
    })
    .from(projectQuoteSchedules)
    .innerJoin(
      projectSchedules,
      eq(projectSchedules.projectScheduleId, projectQuoteSchedules.projectScheduleId),
    )
    .where(eq(projectQuoteSchedules.projectQuoteId, quoteId))
    .orderBy(asc(projectSchedules.projectScheduleId));
}

/** Schedules among `scheduleIds` that belong to the project (the others are refused). */
export async function selectProjectScheduleIds(
  db: DatabaseOrTransaction,
  projectId: number,
  scheduleIds: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: projectSchedules.projectScheduleId })
    .from(projectSchedules)
    .where(
      and(
        eq(projectSchedules.projectId, projectId),
        inArray(projectSchedules.projectScheduleId, [...scheduleIds]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function replaceQuoteSchedules(
  db: DatabaseOrTransaction,
  quoteId: number,
  scheduleIds: readonly number[],
): Promise<void> {
  await db.delete(projectQuoteSchedules).where(eq(projectQuoteSchedules.projectQuoteId, quoteId));
  await db
    .insert(projectQuoteSchedules)
    .values(scheduleIds.map((projectScheduleId) => ({ projectQuoteId: quoteId, projectScheduleId })));
}

export type NetAddRow = typeof projectQuoteNetAdds.$inferSelect & { createdByName: string };

export async function selectNetAdds(
  db: DatabaseOrTransaction,
  quoteIds: readonly number[],
): Promise<NetAddRow[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ netAdd: projectQuoteNetAdds, createdByName: userName })
    .from(projectQuoteNetAdds)
    .innerJoin(appUsers, eq(appUsers.userId, projectQuoteNetAdds.createdByUserId))
    .where(idIn(projectQuoteNetAdds.projectQuoteId, quoteIds))
    .orderBy(asc(projectQuoteNetAdds.projectQuoteNetAddId));
  return rows.map((row) => ({ ...row.netAdd, createdByName: row.createdByName }));
}

export async function brandExists(db: DatabaseOrTransaction, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.brandId }).from(brands).where(eq(brands.brandId, brandId));
  return row !== undefined;
}

/** The conditions selectVisibleQuotes takes. */
export const quoteConditions = {
  id: (quoteId: number): SQL => eq(projectQuotes.projectQuoteId, quoteId),
  project: (projectId: number): SQL => eq(projectQuotes.projectId, projectId),
};

/** Net adds copied onto a quote (a new revision takes its predecessor's). */
export async function insertNetAdds(
  db: DatabaseOrTransaction,
  rows: (typeof projectQuoteNetAdds.$inferInsert)[],
): Promise<void> {
  await db.insert(projectQuoteNetAdds).values(rows);
}
