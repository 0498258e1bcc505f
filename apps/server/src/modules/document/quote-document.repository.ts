import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { projectAttachments } from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';

/** Active quote and submittal PDFs of a quote among the given attachment ids. */
export async function selectMailableAttachments(
  db: DatabaseOrTransaction,
  projectQuoteId: number,
  attachmentIds: readonly number[],
) {
  if (attachmentIds.length === 0) return [];
  return db
    .select({
      projectAttachmentId: projectAttachments.projectAttachmentId,
      fileName: projectAttachments.fileName,
      uploadedByUserId: projectAttachments.uploadedByUserId,
      sizeBytes: projectAttachments.sizeBytes,
    })
    .from(projectAttachments)
    .where(
      and(
        eq(projectAttachments.projectQuoteId, projectQuoteId),
        eq(projectAttachments.isActive, true),
        inArray(projectAttachments.projectAttachmentLookupValue, [
          ProjectAttachment.QuotePdf,
          ProjectAttachment.SubmittalPdf,
        ]),
        inArray(projectAttachments.projectAttachmentId, [...attachmentIds]),
      ),
    );
}

/** Locks the quote's row until the transaction ends, so two copies of one document are stored one after the other. */
export async function lockQuoteForDocuments(
  db: DatabaseOrTransaction,
  projectQuoteId: number,
): Promise<void> {
  await db
    .select({ id: projectQuotes.projectQuoteId })
    .from(projectQuotes)
    .where(eq(projectQuotes.projectQuoteId, projectQuoteId))
    .for('update');
}

/**
 * The stored copies of one document of a quote: active generated quote PDFs under this file name
 * (of this reader only, for a copy without prices, which only its reader may open).
 */
export async function selectStoredQuoteDocuments(
  db: DatabaseOrTransaction,
  document: { projectQuoteId: number; fileName: string; uploadedByUserId: number | null },
) {
  return db
    .select({
      projectAttachmentId: projectAttachments.projectAttachmentId,
      attachmentName: projectAttachments.attachmentName,
      fileName: projectAttachments.fileName,
      contentFingerprint: projectAttachments.contentFingerprint,
      dateCreated: projectAttachments.dateCreated,
    })
    .from(projectAttachments)
    .where(
      and(
        eq(projectAttachments.projectQuoteId, document.projectQuoteId),
        eq(projectAttachments.isActive, true),
        eq(projectAttachments.projectAttachmentLookupValue, ProjectAttachment.QuotePdf),
        eq(projectAttachments.fileName, document.fileName),
        document.uploadedByUserId === null
          ? undefined
          : eq(projectAttachments.uploadedByUserId, document.uploadedByUserId),
      ),
    );
}

/** A new copy of an unchanged document in place of the stored one: same id, new bytes, date and author. */
export async function replaceStoredDocumentFile(
  db: DatabaseOrTransaction,
  projectAttachmentId: number,
  file: { data: Buffer; uploadedByUserId: number },
): Promise<void> {
  await db
    .update(projectAttachments)
    .set({
      data: file.data,
      sizeBytes: file.data.length,
      uploadedByUserId: file.uploadedByUserId,
      dateCreated: sql`now()`,
      rowVersion: sql`${projectAttachments.rowVersion} + 1`,
    })
    .where(eq(projectAttachments.projectAttachmentId, projectAttachmentId));
}

/** Gives a stored copy the name it keeps once a newer copy of a changed quote takes its place. */
export async function relabelStoredDocument(
  db: DatabaseOrTransaction,
  projectAttachmentId: number,
  label: { attachmentName: string; fileName: string },
): Promise<void> {
  await db
    .update(projectAttachments)
    .set({ ...label, rowVersion: sql`${projectAttachments.rowVersion} + 1` })
    .where(eq(projectAttachments.projectAttachmentId, projectAttachmentId));
}

/** A company's name and logo for the quote PDF's letterhead. */
export async function selectCompanyLetterhead(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, logoFileName: companies.logoFileName, logoData: companies.logoData })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row;
}
