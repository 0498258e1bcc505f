import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectAttachments, projects } from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { Actor } from '../auth/actor.ts';
import { projectVisibleTo } from './project-access.ts';

const { data: _data, ...attachmentColumns } = getTableColumns(projectAttachments);

/** Attachment fields without the bytes, and who uploaded it. */
const attachmentSummary = {
  ...attachmentColumns,
  uploadedByName: sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`,
};

export type AttachmentSummary = Omit<typeof projectAttachments.$inferSelect, 'data'> & {
  uploadedByName: string;
};

export async function selectProjectAttachments(
  db: DatabaseOrTransaction,
  projectId: number,
): Promise<AttachmentSummary[]> {
  return db
    .select(attachmentSummary)
    .from(projectAttachments)
    .innerJoin(appUsers, eq(appUsers.userId, projectAttachments.uploadedByUserId))
    .where(eq(projectAttachments.projectId, projectId))
    .orderBy(asc(projectAttachments.dateCreated), asc(projectAttachments.projectAttachmentId));
}

export async function findAttachmentSummary(
  db: DatabaseOrTransaction,
  attachmentId: number,
): Promise<AttachmentSummary | undefined> {
  const [row] = await db
    .select(attachmentSummary)
    .from(projectAttachments)
    .innerJoin(appUsers, eq(appUsers.userId, projectAttachments.uploadedByUserId))
    .where(eq(projectAttachments.projectAttachmentId, attachmentId));
  return row;
}

/** An attachment of a project the viewer may see, without its bytes. */
export async function findVisibleAttachment(db: DatabaseOrTransaction, viewer: Actor, attachmentId: number) {
  const [row] = await db
    .select(attachmentColumns)
    .from(projectAttachments)
    .innerJoin(projects, eq(projects.projectId, projectAttachments.projectId))
    .where(and(eq(projectAttachments.projectAttachmentId, attachmentId), projectVisibleTo(viewer)));
  return row;
}

/** The stored bytes of an attachment of a project the viewer may see. */
export async function findVisibleAttachmentFile(
  db: DatabaseOrTransaction,
  viewer: Actor,
  attachmentId: number,
) {
  const [row] = await db
    .select({
      fileName: projectAttachments.fileName,
      contentType: projectAttachments.contentType,
      data: projectAttachments.data,
      projectAttachmentLookupValue: projectAttachments.projectAttachmentLookupValue,
      uploadedByUserId: projectAttachments.uploadedByUserId,
    })
    .from(projectAttachments)
    .innerJoin(projects, eq(projects.projectId, projectAttachments.projectId))
    .where(and(eq(projectAttachments.projectAttachmentId, attachmentId), projectVisibleTo(viewer)));
  return row;
}

export async function insertAttachment(
  db: DatabaseOrTransaction,
  values: Omit<typeof projectAttachments.$inferInsert, 'projectAttachmentId' | 'rowVersion' | 'dateCreated'>,
): Promise<number> {
  const [row] = await db
    .insert(projectAttachments)
    .values(values)
    .returning({ id: projectAttachments.projectAttachmentId });
  if (!row) throw new Error('attachment insert returned no row');
  return row.id;
}

export async function updateAttachmentStatusIfVersion(
  db: DatabaseOrTransaction,
  attachmentId: number,
  expectedRowVersion: number,
  isActive: boolean,
): Promise<boolean> {
  const updated = await db
    .update(projectAttachments)
    .set({ isActive, rowVersion: sql`${projectAttachments.rowVersion} + 1` })
    .where(
      and(
        eq(projectAttachments.projectAttachmentId, attachmentId),
        eq(projectAttachments.rowVersion, expectedRowVersion),
      ),
    )
    .returning({ id: projectAttachments.projectAttachmentId });
  return updated.length > 0;
}

/** Is the quote one of the project's? */
export async function quoteIsOfProject(
  db: DatabaseOrTransaction,
  projectQuoteId: number,
  projectId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: projectQuotes.projectQuoteId })
    .from(projectQuotes)
    .where(and(eq(projectQuotes.projectQuoteId, projectQuoteId), eq(projectQuotes.projectId, projectId)));
  return row !== undefined;
}
