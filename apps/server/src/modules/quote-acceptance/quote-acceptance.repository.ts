import { desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { quoteAcceptances } from '../../db/schema/project-parties.ts';
import { projects } from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';

export type AcceptanceRow = typeof quoteAcceptances.$inferSelect;
export type QuoteRow = typeof projectQuotes.$inferSelect;
export type UserRow = typeof appUsers.$inferSelect;

/** A quote's acceptance links, newest first. */
export function selectAcceptanceRows(db: DatabaseOrTransaction, quoteId: number): Promise<AcceptanceRow[]> {
  return db
    .select()
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.projectQuoteId, quoteId))
    .orderBy(desc(quoteAcceptances.quoteAcceptanceId));
}

/** The link with this token hash; `lock` locks it for the rest of the transaction. */
export async function findAcceptanceByTokenHash(
  db: DatabaseOrTransaction,
  tokenHash: string,
  lock: boolean,
): Promise<AcceptanceRow | undefined> {
  const query = db.select().from(quoteAcceptances).where(eq(quoteAcceptances.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAcceptance(
  tx: DatabaseOrTransaction,
  values: typeof quoteAcceptances.$inferInsert,
): Promise<void> {
  await tx.insert(quoteAcceptances).values(values);
}

/** Uses the link up with the answer and where it came from. */
export async function recordAcceptanceAnswer(
  tx: DatabaseOrTransaction,
  acceptanceId: number,
  values: Pick<
    typeof quoteAcceptances.$inferInsert,
    | 'usedAt'
    | 'decision'
    | 'signerName'
    | 'signerTitle'
    | 'signature'
    | 'declineReason'
    | 'ipAddress'
    | 'userAgent'
  >,
): Promise<void> {
  await tx.update(quoteAcceptances).set(values).where(eq(quoteAcceptances.quoteAcceptanceId, acceptanceId));
}

/** The quote by id, no visibility check (the link is the permission). */
export async function findQuoteById(
  db: DatabaseOrTransaction,
  quoteId: number,
): Promise<QuoteRow | undefined> {
  const [quote] = await db.select().from(projectQuotes).where(eq(projectQuotes.projectQuoteId, quoteId));
  return quote;
}

export async function findUser(db: DatabaseOrTransaction, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.userId, userId));
  return user;
}

/** The name of the company the project belongs to, if any. */
export async function findProjectCompanyName(
  db: DatabaseOrTransaction,
  projectId: number,
): Promise<string | undefined> {
  const [company] = await db
    .select({ name: companies.name })
    .from(projects)
    .innerJoin(companies, eq(companies.companyId, projects.companyId))
    .where(eq(projects.projectId, projectId));
  return company?.name;
}

export async function findProjectName(
  db: DatabaseOrTransaction,
  projectId: number,
): Promise<string | undefined> {
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return project?.name;
}
