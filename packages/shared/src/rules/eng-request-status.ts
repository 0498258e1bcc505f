import { QuoteEngRequestStatus } from '../enums/lookups.ts';

/**
 * The engineering request status flow of docs/domain.md section 6, as one pure function the server runs
 * on every change of a sent request (and the web may run to decide which buttons to show):
 *   NotReviewed → UnderReview → Approved | Rejected | NeedMoreInfo (application engineering);
 *   NeedMoreInfo → UnderReview when the requester answers: the review goes on with the engineer who
 *   asked, without a second Start (issue 15 item 4, docs/decisions/0032-engineering-review-beside-multiplier-review.md).
 * Approved and Rejected end the review; nothing leaves them.
 */

export type EngRequestStatusName = keyof typeof QuoteEngRequestStatus;
export type EngRequestStatusId = (typeof QuoteEngRequestStatus)[EngRequestStatusName];

export const engRequestStatusNameOf = Object.fromEntries(
  Object.entries(QuoteEngRequestStatus).map(([name, id]) => [id, name]),
) as Record<EngRequestStatusId, EngRequestStatusName>;

export function isEngRequestStatusId(value: number): value is EngRequestStatusId {
  return value in engRequestStatusNameOf;
}

/** What a person reads for each status (lookups, notes, messages). */
export const engRequestStatusLabels: Record<EngRequestStatusName, string> = {
  NotReviewed: 'Not Reviewed',
  UnderReview: 'Under Review',
  Rejected: 'Rejected',
  Approved: 'Approved',
  NeedMoreInfo: 'Need More Info',
};

/** Who moves a request: application engineering (engineering.review) or the requesting side. */
export type EngRequestParty = 'reviewer' | 'requester';

/** The statuses that end the review: the quote returns to Open. */
export const finalEngRequestStatuses: readonly EngRequestStatusName[] = ['Approved', 'Rejected'];

export function isFinalEngRequestStatus(status: EngRequestStatusName): boolean {
  return finalEngRequestStatuses.includes(status);
}

type Step = {
  from: EngRequestStatusName;
  to: EngRequestStatusName;
  by: EngRequestParty;
  noteRequired: boolean;
};

/** Every allowed step; anything else is refused. A decision or a question always carries a note. */
export const engRequestSteps: readonly Step[] = [
  { from: 'NotReviewed', to: 'UnderReview', by: 'reviewer', noteRequired: false },
  { from: 'UnderReview', to: 'Approved', by: 'reviewer', noteRequired: true },
  { from: 'UnderReview', to: 'Rejected', by: 'reviewer', noteRequired: true },
  { from: 'UnderReview', to: 'NeedMoreInfo', by: 'reviewer', noteRequired: true },
  { from: 'NeedMoreInfo', to: 'UnderReview', by: 'requester', noteRequired: true },
];

export const engRequestStatusMessages = {
  same: (status: EngRequestStatusName) =>
    `This engineering request is already ${engRequestStatusLabels[status]}.`,
  ended: (status: EngRequestStatusName) =>
    `This engineering request was ${engRequestStatusLabels[status].toLowerCase()}; the review has ended and its status cannot change. Send a new request for another review.`,
  notReviewedNext:
    'A request not reviewed yet must first be taken under review; then it can be approved, rejected or sent back for more information.',
  underReviewNext: 'A request under review can only be approved, rejected or sent back for more information.',
  needMoreInfoNext:
    'A request waiting for more information goes back under review when the requester answers; it cannot move otherwise.',
  reviewerOnly: 'Only application engineering can review, approve, reject or ask for more information.',
  requesterOnly: 'Only the requesting side can answer a request for more information.',
  noteRequired: (to: EngRequestStatusName, by: EngRequestParty = 'reviewer') =>
    by === 'requester'
      ? 'Write the answer to the request for more information.'
      : `Write a note to set the request to ${engRequestStatusLabels[to]}.`,
} as const;

export type EngRequestDecision =
  | {
      allowed: true;
      from: EngRequestStatusName;
      to: EngRequestStatusName;
      by: EngRequestParty;
      ends: boolean;
    }
  | {
      allowed: false;
      reason: 'same' | 'ended' | 'flow' | 'party' | 'note';
      /** Which permission the step needs when the reason is 'party' (the server answers 403). */
      needs?: EngRequestParty;
      message: string;
    };

const nextMessages: Record<EngRequestStatusName, string> = {
  NotReviewed: engRequestStatusMessages.notReviewedNext,
  UnderReview: engRequestStatusMessages.underReviewNext,
  NeedMoreInfo: engRequestStatusMessages.needMoreInfoNext,
  // Stryker disable next-line StringLiteral: an ended review is refused before its next steps are read.
  Approved: '',
  // Stryker disable next-line StringLiteral: as above.
  Rejected: '',
};

/**
 * May this party move a request from `from` to `to` with this note? Refusals in the order a person
 * can act on: the same status, an ended review, a step outside the flow, the wrong party, no note.
 */
export function decideEngRequestStatus(
  from: EngRequestStatusName,
  to: EngRequestStatusName,
  parties: ReadonlySet<EngRequestParty>,
  note: string,
): EngRequestDecision {
  if (from === to) return { allowed: false, reason: 'same', message: engRequestStatusMessages.same(from) };
  if (isFinalEngRequestStatus(from))
    return { allowed: false, reason: 'ended', message: engRequestStatusMessages.ended(from) };
  const step = engRequestSteps.find((candidate) => candidate.from === from && candidate.to === to);
  if (!step) return { allowed: false, reason: 'flow', message: nextMessages[from] };
  if (!parties.has(step.by))
    return {
      allowed: false,
      reason: 'party',
      needs: step.by,
      message:
        step.by === 'reviewer'
          ? engRequestStatusMessages.reviewerOnly
          : engRequestStatusMessages.requesterOnly,
    };
  if (step.noteRequired && note.trim() === '')
    return { allowed: false, reason: 'note', message: engRequestStatusMessages.noteRequired(to, step.by) };
  return { allowed: true, from, to, by: step.by, ends: isFinalEngRequestStatus(to) };
}
