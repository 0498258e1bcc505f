import {
  type recordSubmittalReviewRequestSchema,
  type SubmittalReview,
  submittalReviewMessages,
  submittalReviewStatusLabels,
} from '@airquote/shared/contracts/project/record-submittal-review';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { touchProject } from '../project/project-access.ts';
import { findVisibleAttachment } from '../project/project-attachment.repository.ts';
import { selectPreparer } from './submittal.repository.ts';

type ReviewRequest = z.output<typeof recordSubmittalReviewRequestSchema>;

const attachmentNotFound = 'The submittal package was not found.';

/**
 * POST Project/RecordSubmittalReview: the engineer of record's returned status, reviewer, date and
 * comments, kept as a SubmittalReviewRecorded event of the package (ADR 36) in one transaction with
 * the project's modified date. A package of a project the caller cannot see is 404.
 */
export async function recordSubmittalReview(
  deps: AppDeps,
  viewer: Actor,
  request: ReviewRequest,
): Promise<SubmittalReview> {
  const attachment = await findVisibleAttachment(deps.db, viewer, request.ProjectAttachmentId);
  if (!attachment?.isActive) throw notFound(attachmentNotFound);
  if (attachment.projectAttachmentLookupValue !== ProjectAttachment.SubmittalPdf)
    throw badRequest(submittalReviewMessages.notSubmittal);
  const [user] = await selectPreparer(deps.db, viewer.userId);
  const recordedAt = new Date().toISOString();
  const review = {
    Status: request.Status,
    ReviewerName: request.ReviewerName,
    ReviewedOn: request.ReviewedOn,
    Comments: request.Comments,
  };
  await deps.db.transaction(async (tx) => {
    await touchProject(tx, viewer, attachment.projectId);
    await recordEvent(tx, viewer, {
      projectId: attachment.projectId,
      entityType: 'Attachment',
      entityId: attachment.projectAttachmentId,
      action: 'SubmittalReviewRecorded',
      summary: `${submittalReviewStatusLabels[request.Status]}: "${attachment.attachmentName}" returned by ${request.ReviewerName} on ${request.ReviewedOn}`,
      after: review,
    });
  });
  return {
    ProjectAttachmentId: attachment.projectAttachmentId,
    ...review,
    RecordedByName: user ? `${user.firstName} ${user.lastName}` : '',
    RecordedAt: recordedAt,
  };
}
