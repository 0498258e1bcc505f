import { ProjectAttachment as ProjectAttachmentLookup } from '@airquote/shared/enums/lookups';
import type { Actor } from '../auth/actor.ts';

/**
 * Attachments that may hold prices (spec Engineer rule): generated quote PDFs, and the files sent with
 * a multiplier or an order request (a purchase order names prices).
 */
const mayHoldPrices = new Set<number>([
  ProjectAttachmentLookup.QuotePdf,
  ProjectAttachmentLookup.MultiplierRequest,
  ProjectAttachmentLookup.OrderRequest,
]);

export function attachmentMayHoldPrices(lookupValue: number): boolean {
  return mayHoldPrices.has(lookupValue);
}

/** A reader without prices sees such an attachment only when they made it (it then holds none). */
export function mayReadAttachment(
  viewer: Actor,
  file: { projectAttachmentLookupValue: number; uploadedByUserId: number },
): boolean {
  return (
    viewer.canSeePrices ||
    !attachmentMayHoldPrices(file.projectAttachmentLookupValue) ||
    file.uploadedByUserId === viewer.userId
  );
}
