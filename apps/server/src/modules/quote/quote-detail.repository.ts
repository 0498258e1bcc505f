import { and, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectQuoteNetAdds, projectQuoteNotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';

/** Queries of what hangs below a quote: notes and net adds. */

export type NoteRow = typeof projectQuoteNotes.$inferSelect & { authorName: string };
export type NetAddInsert = typeof projectQuoteNetAdds.$inferInsert;

const authorName = sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`;

function notesWithAuthors(db: DatabaseOrTransaction) {
  return db
    .select({ note: projectQuoteNotes, authorName })
    .from(projectQuoteNotes)
    .innerJoin(appUsers, eq(appUsers.userId, projectQuoteNotes.authorUserId));
}

export async function selectNotes(db: DatabaseOrTransaction, quoteId: number): Promise<NoteRow[]> {
  const rows = await notesWithAuthors(db)
    .where(eq(projectQuoteNotes.projectQuoteId, quoteId))
    .orderBy(desc(projectQuoteNotes.at), desc(projectQuoteNotes.projectQuoteNoteId));
  return rows.map((row) => ({ ...row.note, authorName: row.authorName }));
}

export async function findNote(db: DatabaseOrTransaction, noteId: number): Promise<NoteRow | undefined> {
  const [row] = await notesWithAuthors(db).where(eq(projectQuoteNotes.projectQuoteNoteId, noteId));
  return row ? { ...row.note, authorName: row.authorName } : undefined;
}

export async function insertNote(
  db: DatabaseOrTransaction,
  values: typeof projectQuoteNotes.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(projectQuoteNotes).values(values).returning();
  if (!row) throw new Error('note insert returned no row');
  return row.projectQuoteNoteId;
}

/** Compare-and-increment; undefined when the version moved. */
export async function updateNoteIfVersion(
  db: DatabaseOrTransaction,
  noteId: number,
  rowVersion: number,
  note: string,
) {
  const [row] = await db
    .update(projectQuoteNotes)
    .set({ note, dateModified: sql`now()`, rowVersion: sql`${projectQuoteNotes.rowVersion} + 1` })
    .where(
      and(eq(projectQuoteNotes.projectQuoteNoteId, noteId), eq(projectQuoteNotes.rowVersion, rowVersion)),
    )
    .returning();
  return row;
}

export async function insertNetAdd(db: DatabaseOrTransaction, values: NetAddInsert): Promise<number> {
  const [row] = await db.insert(projectQuoteNetAdds).values(values).returning();
  if (!row) throw new Error('net add insert returned no row');
  return row.projectQuoteNetAddId;
}

export async function findNetAdd(db: DatabaseOrTransaction, netAddId: number) {
  const [row] = await db
    .select()
    .from(projectQuoteNetAdds)
    .where(eq(projectQuoteNetAdds.projectQuoteNetAddId, netAddId));
  return row;
}

/** Deletes the net add if its version is still the one read; undefined otherwise. */
export async function deleteNetAddIfVersion(db: DatabaseOrTransaction, netAddId: number, rowVersion: number) {
  const [row] = await db
    .delete(projectQuoteNetAdds)
    .where(
      and(
        eq(projectQuoteNetAdds.projectQuoteNetAddId, netAddId),
        eq(projectQuoteNetAdds.rowVersion, rowVersion),
      ),
    )
    .returning();
  return row;
}
