import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { attachmentUploadFieldsSchema } from '@airquote/shared/contracts/project/upsert-project-attachment';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import type { BinaryResult, MultipartBody } from '../../plugins/contract-route.ts';
import type { Viewer } from '../auth/viewer.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { checkAttachmentFile } from './attachment-file-type.ts';
import { projectMessages as messages } from './project.messages.ts';
import { requireVisibleProject, touchProject } from './project-access.ts';
import {
  findAttachmentSummary,
  findVisibleAttachment,
  findVisibleAttachmentFile,
  insertAttachment,
  updateAttachmentStatusIfVersion,
} from './project-attachment.repository.ts';
import { toProjectAttachment } from './project-mappers.ts';

type ProjectAttachment = Project['Attachments'][number];
type UploadBody = MultipartBody<z.output<typeof attachmentUploadFieldsSchema>>;

async function loadAttachment(deps: AppDeps, attachmentId: number): Promise<ProjectAttachment> {
  const summary = await findAttachmentSummary(deps.db, attachmentId);
  if (!summary) throw notFound(messages.attachmentNotFound);
  return toProjectAttachment(summary);
}

/** Stores an upload whose extension is allowed and whose bytes are what the extension says. */
export async function uploadAttachment(
  deps: AppDeps,
  viewer: Viewer,
  body: UploadBody,
): Promise<ProjectAttachment> {
  const attachmentId = await deps.db.transaction(async (tx) => {
    const project = await requireVisibleProject(tx, viewer, body.projectId);
    const check = checkAttachmentFile(body.file.fileName, body.file.data);
    if (!check.allowed) throw badRequest(check.message, { file: check.message });
    const id = await insertAttachment(tx, {
      projectId: project.projectId,
      projectQuoteId: body.projectQuoteId ?? null,
      attachmentName: body.attachmentName,
      fileName: check.fileName,
      contentType: check.contentType,
      sizeBytes: body.file.data.length,
      data: body.file.data,
      projectAttachmentLookupValue: body.projectAttachmentLookupValue,
      uploadedByUserId: viewer.userId,
    });
    await touchProject(tx, viewer, project.projectId);
    await recordEvent(tx, viewer, {
      projectId: project.projectId,
      entityType: 'Attachment',
      entityId: id,
      action: 'Uploaded',
      summary: `Attached "${body.attachmentName}" (${check.fileName}) to project "${project.name}"`,
      after: {
        AttachmentName: body.attachmentName,
        FileName: check.fileName,
        ContentType: check.contentType,
        SizeBytes: body.file.data.length,
      },
    });
    return id;
  });
  return loadAttachment(deps, attachmentId);
}

/** The stored bytes, unchanged, as a download named like the uploaded file. */
export async function downloadAttachment(
  deps: AppDeps,
  viewer: Viewer,
  attachmentId: number,
): Promise<BinaryResult> {
  const file = await findVisibleAttachmentFile(deps.db, viewer, attachmentId);
  if (!file) throw notFound(messages.attachmentNotFound);
  return {
    contentType: file.contentType,
    body: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
    fileName: file.fileName,
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  };
}

export async function updateAttachmentStatus(
  deps: AppDeps,
  viewer: Viewer,
  input: { ProjectAttachmentId: number; IsActive: boolean; RowVersion: number },
): Promise<ProjectAttachment> {
  await deps.db.transaction(async (tx) => {
    const attachment = await findVisibleAttachment(tx, viewer, input.ProjectAttachmentId);
    if (!attachment) throw notFound(messages.attachmentNotFound);
    assertRowVersion(attachment, input.RowVersion);
    if (attachment.isActive === input.IsActive) return;
    updatedOrStale(
      await updateAttachmentStatusIfVersion(
        tx,
        attachment.projectAttachmentId,
        input.RowVersion,
        input.IsActive,
      ),
    );
    await touchProject(tx, viewer, attachment.projectId);
    await recordEvent(tx, viewer, {
      projectId: attachment.projectId,
      entityType: 'Attachment',
      entityId: attachment.projectAttachmentId,
      action: input.IsActive ? 'Activated' : 'Deactivated',
      summary: `${input.IsActive ? 'Activated' : 'Deactivated'} attachment "${attachment.attachmentName}"`,
      before: { IsActive: attachment.isActive },
      after: { IsActive: input.IsActive },
    });
  });
  return loadAttachment(deps, input.ProjectAttachmentId);
}
