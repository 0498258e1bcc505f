import { upsertProjectAttachment as upsertProjectAttachmentContract } from '@airquote/shared/contracts/project/upsert-project-attachment';
import { callApi } from '../../../lib/api-client.ts';

export type AttachmentUpload = {
  projectId: number;
  /** The quote the file belongs to (an order request's files name the ordered quote). */
  projectQuoteId?: number;
  attachmentName: string;
  projectAttachmentLookupValue: number;
  file: File;
};

/** Spec section 3 attachment upload, sent as multipart (the file is the part named `file`). */
export function upsertProjectAttachment(upload: AttachmentUpload) {
  const form = new FormData();
  form.append('projectId', String(upload.projectId));
  if (upload.projectQuoteId !== undefined) form.append('projectQuoteId', String(upload.projectQuoteId));
  form.append('attachmentName', upload.attachmentName);
  form.append('projectAttachmentLookupValue', String(upload.projectAttachmentLookupValue));
  form.append('file', upload.file, upload.file.name);
  return callApi(upsertProjectAttachmentContract, { body: form });
}
