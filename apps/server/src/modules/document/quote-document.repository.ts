import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { projectAttachments } from '../../db/schema/projects.ts';

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
