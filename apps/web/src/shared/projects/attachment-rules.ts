import {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
} from '@airquote/shared/contracts/project/upsert-project-attachment';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';

export const attachmentAccept = attachmentExtensions.map((extension) => `.${extension}`).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Checked before sending, with the server's limits: at most 20 MB and one of the allowed types. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = extensionOf(file.name);
  if (!(attachmentExtensions as readonly string[]).includes(extension))
    return `${extension ? `.${extension} files` : 'Files without an extension'} cannot be attached. Allowed: ${attachmentExtensions.join(', ')}.`;
  if (file.size > ATTACHMENT_MAX_BYTES)
    return 'The file is larger than 20 MB, the most an attachment may be.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** The file name without its extension: the attachment name offered when none is typed. */
export function suggestedAttachmentName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200);
}

/** Spec section 3 ProjectAttachment lookup, as the user reads it. */
export const attachmentKindLabels: Record<number, string> = {
  [ProjectAttachment.ProjectAdvancedSettings]: 'Project document',
  [ProjectAttachment.QuotePdf]: 'Quote PDF',
  [ProjectAttachment.SubmittalPdf]: 'Submittal PDF',
  [ProjectAttachment.MultiplierRequest]: 'Multiplier request',
  [ProjectAttachment.EngineeringRequest]: 'Engineering request',
  [ProjectAttachment.OrderRequest]: 'Order request',
};
