import { createHash } from 'node:crypto';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { storeProjectAttachment } from '../project/project-attachment.service.ts';
import {
  lockQuoteForDocuments,
  relabelStoredDocument,
  replaceStoredDocumentFile,
  selectStoredQuoteDocuments,
} from './quote-document.repository.ts';
import type { QuoteDocumentData } from './quote-pdf.ts';

/**
 * What a document prints but its print date: two copies of an unchanged quote have the same
 * fingerprint; any change the document shows (a line, a price, an address, the status) gives a new one.
 */
export function quoteDocumentFingerprint(kind: string, data: QuoteDocumentData): string {
  const { printedOn: _printedOn, branding, ...printed } = data;
  const hash = createHash('sha256').update(kind).update(JSON.stringify(printed));
  hash.update(String(branding.brandId));
  if (branding.companyLogo) hash.update(branding.companyLogo);
  return hash.digest('hex');
}

/** "2026-11-26 18:32:05 UTC" and "20261126-183205": when an older copy was made, for its label. */
function stamp(date: Date): { text: string; compact: string } {
  const iso = date.toISOString();
  return {
    text: `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`,
    compact: `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`,
  };
}

export type QuoteDocumentToStore = {
  projectId: number;
  projectQuoteId: number;
  /** "Q-2026-000123 rev 2" */
  quoteLabel: string;
  attachmentName: string;
  fileName: string;
  /** Copies without prices are kept per reader: only their reader may open them. */
  showPrices: boolean;
  fingerprint: string;
  pdf: Buffer;
};

/**
 * Keeps one stored copy per document of a quote (issue #15 item 8): a new copy of an unchanged
 * quote replaces the stored one in place (same id, so a mail already queued with it still sends);
 * after the quote changed, the new copy is stored beside the older one, which is relabelled with
 * its revision and date (name and file name), so the documents and the mail list never show two
 * copies that look alike. Answers the id of the current copy.
 */
export async function storeQuoteDocument(
  db: Database,
  viewer: Actor,
  document: QuoteDocumentToStore,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockQuoteForDocuments(tx, document.projectQuoteId);
    const stored = await selectStoredQuoteDocuments(tx, {
      projectQuoteId: document.projectQuoteId,
      fileName: document.fileName,
      uploadedByUserId: document.showPrices ? null : viewer.userId,
    });
    const unchanged = stored.find((copy) => copy.contentFingerprint === document.fingerprint);
    const relabelled: string[] = [];
    for (const older of stored) {
      if (older === unchanged) continue;
      const when = stamp(older.dateCreated);
      const fileName = older.fileName.replace(/\.pdf$/i, `-${when.compact}.pdf`);
      await relabelStoredDocument(tx, older.projectAttachmentId, {
        attachmentName: `${older.attachmentName} as of ${when.text}`,
        fileName,
      });
      relabelled.push(fileName);
    }
    const kept = relabelled.length > 0 ? `; the earlier copy is kept as ${relabelled.join(', ')}` : '';
    if (unchanged) {
      await replaceStoredDocumentFile(tx, unchanged.projectAttachmentId, {
        data: document.pdf,
        uploadedByUserId: viewer.userId,
      });
      await touchProject(tx, viewer, document.projectId);
      await recordEvent(tx, viewer, {
        projectId: document.projectId,
        entityType: 'Attachment',
        entityId: unchanged.projectAttachmentId,
        action: 'Generated',
        summary: `Generated "${document.attachmentName}" (${document.fileName}) again from the unchanged quote ${document.quoteLabel}; it replaces the stored copy${kept}`,
        after: {
          AttachmentName: document.attachmentName,
          FileName: document.fileName,
          SizeBytes: document.pdf.length,
        },
      });
      return unchanged.projectAttachmentId;
    }
    return storeProjectAttachment(
      tx,
      viewer,
      {
        projectId: document.projectId,
        projectQuoteId: document.projectQuoteId,
        attachmentName: document.attachmentName,
        fileName: document.fileName,
        contentType: 'application/pdf',
        data: document.pdf,
        projectAttachmentLookupValue: ProjectAttachment.QuotePdf,
        contentFingerprint: document.fingerprint,
      },
      {
        action: 'Generated',
        summary: `Generated "${document.attachmentName}" (${document.fileName}) from quote ${document.quoteLabel}${kept}`,
        after: {
          AttachmentName: document.attachmentName,
          FileName: document.fileName,
          SizeBytes: document.pdf.length,
        },
      },
    );
  });
}
