import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectAttachmentSchema } from './project-schemas.ts';

/** Attachments up to 20 MB of these types (checked by extension, declared type and content). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const attachmentExtensions = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'xlsx',
  'xls',
  'docx',
  'doc',
  'csv',
  'txt',
  'dwg',
  'dxf',
  'zip',
] as const;

/** The text fields of the multipart form; the file comes in the part named `file`. */
export const attachmentUploadFieldsSchema = z.object({
  projectId: z.coerce.number().pipe(idSchema),
  projectQuoteId: z.coerce.number().pipe(idSchema).optional(),
  attachmentName: z.string().trim().min(1, { error: 'Attachment Name is required' }).max(200),
  projectAttachmentLookupValue: z.coerce.number().int().min(1).max(6),
});

export const upsertProjectAttachment = defineContract({
  method: 'POST',
  path: '/Project/UpsertProjectAttachment',
  summary:
    'Upload an attachment (multipart: projectId, projectQuoteId?, attachmentName, projectAttachmentLookupValue, file)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  multipart: attachmentUploadFieldsSchema,
  response: projectAttachmentSchema,
});
