import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { calendarDateSchema } from './project-schemas.ts';

/** The statuses an engineer of record returns a submittal with (the stamp block's boxes). */
export const submittalReviewStatuses = [
  'Approved',
  'ApprovedAsNoted',
  'ReviseAndResubmit',
  'Rejected',
] as const;
export type SubmittalReviewStatus = (typeof submittalReviewStatuses)[number];

export const submittalReviewStatusLabels: Record<SubmittalReviewStatus, string> = {
  Approved: 'Approved',
  ApprovedAsNoted: 'Approved as noted',
  ReviseAndResubmit: 'Revise and resubmit',
  Rejected: 'Rejected',
};

export const submittalReviewMessages = {
  status:
    'Choose the status the engineer returned: Approved, Approved as noted, Revise and resubmit or Rejected.',
  reviewer: 'Enter the reviewer (1 to 200 characters).',
  comments: 'Comments must be no more than 4000 characters long.',
  commentsRequired: 'Enter the engineer’s comments: a submittal returned with notes or to revise needs them.',
  notSubmittal: 'Only a submittal package can record an engineer’s review.',
} as const;

export const recordSubmittalReviewRequestSchema = z
  .object({
    ProjectAttachmentId: idSchema,
    Status: z.enum(submittalReviewStatuses, { error: submittalReviewMessages.status }),
    ReviewerName: z
      .string({ error: submittalReviewMessages.reviewer })
      .trim()
      .min(1, { error: submittalReviewMessages.reviewer })
      .max(200, { error: submittalReviewMessages.reviewer }),
    ReviewedOn: calendarDateSchema,
    Comments: z.string().trim().max(4000, { error: submittalReviewMessages.comments }).default(''),
  })
  .refine((body) => body.Status === 'Approved' || body.Comments.length > 0, {
    error: submittalReviewMessages.commentsRequired,
    path: ['Comments'],
  });

export const submittalReviewSchema = z.object({
  ProjectAttachmentId: z.number().int(),
  Status: z.enum(submittalReviewStatuses),
  ReviewerName: z.string(),
  ReviewedOn: z.string(),
  Comments: z.string(),
  RecordedByName: z.string(),
  RecordedAt: z.string(),
});
export type SubmittalReview = z.infer<typeof submittalReviewSchema>;

/**
 * Records the status and comments the engineer of record returned a submittal package with (issue 17
 * part 5), as an event of the package: who may edit the project may record it; the latest record is
 * the package's review.
 */
export const recordSubmittalReview = defineContract({
  method: 'POST',
  path: '/Project/RecordSubmittalReview',
  summary: "Record the engineer of record's returned status and comments against a submittal package",
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: recordSubmittalReviewRequestSchema,
  response: submittalReviewSchema,
});
