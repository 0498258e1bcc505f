import { ATTACHMENT_MAX_BYTES } from '@airquote/shared/contracts/project/upsert-project-attachment';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../lib/http-error.ts';
import type { UploadedFile } from './contract-route.ts';

/** Limits of every multipart request (registered once with @fastify/multipart in app.ts). */
export const multipartLimits = { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 };

export const multipartMessages = {
  notMultipart: 'Send the upload as multipart/form-data.',
  missingFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  tooLarge: `The file is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyParts: 'Send one file and its fields only.',
} as const;

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, multipartMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, multipartMessages.tooManyParts);
  if (code === 'FST_PROTO_VIOLATION') return badRequest('A field name is not allowed.');
  return error;
}

/**
 * Reads a multipart request: its text fields, validated by the contract's `multipart` schema, and
 * the one file in the part named `file`. Fields may come before or after the file.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  fieldsSchema: z.core.$ZodType,
): Promise<Record<string, unknown> & { file: UploadedFile }> {
  if (!request.isMultipart()) throw badRequest(multipartMessages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'file') continue;
        file = { fileName: part.filename, mimeType: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  const parsed = z.safeParse(fieldsSchema, fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'request'] ??= issue.message;
    const [first] = Object.values(fieldErrors);
    throw badRequest(first ?? 'The request is not valid.', fieldErrors);
  }
  if (!file?.fileName)
    throw badRequest(multipartMessages.missingFile, { file: multipartMessages.missingFile });
  if (file.data.length === 0)
    throw badRequest(multipartMessages.emptyFile, { file: multipartMessages.emptyFile });
  return { ...(parsed.data as Record<string, unknown>), file };
}
