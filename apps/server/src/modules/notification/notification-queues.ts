import type { NotificationQueueName } from '@airquote/shared/contracts/notification/notification-schemas';

/**
 * Which personal queue a request is in for one reader (docs/domain.md section 7), as pure functions of
 * the request's state and the reader's part in it. RecentlyChanged is apart: any request changed
 * lately on a quote the reader sees is in it besides. Null: the request is not the reader's business.
 * ActionNeeded: the reader must act; Pending: the reader's own request waits for someone else;
 * WaitingBlocked: what the reader waits for waits on another (a review blocks ordering the reader's
 * quote; an engineer's question waits for the requester's answer); Reviewed: the reader's request
 * was answered within the window.
 */
export type PersonalQueue = Exclude<NotificationQueueName, 'RecentlyChanged'> | null;

type Part = {
  /** The reader asked for it (requested the review, ordered the quote). */
  isRequester: boolean;
  /** The reader created the quote it is about. */
  isQuoteCreator: boolean;
};

export function multiplierRequestQueue(
  request: { open: boolean; pending: boolean; answeredRecently: boolean },
  reader: Part & { isReviewer: boolean },
): PersonalQueue {
  if (request.open) {
    if (reader.isReviewer) return 'ActionNeeded';
    if (reader.isRequester) return 'Pending';
    // The quote cannot be ordered while its review is pending.
    return reader.isQuoteCreator ? 'WaitingBlocked' : null;
  }
  // Undecided rows of a review that ended without a decision (quote cancelled) are nobody's task.
  if (request.pending) return null;
  return request.answeredRecently && reader.isRequester ? 'Reviewed' : null;
}

export type EngStatus = 'NotReviewed' | 'UnderReview' | 'NeedMoreInfo' | 'Approved' | 'Rejected';

export function engineeringRequestQueue(
  request: { status: EngStatus; open: boolean; answeredRecently: boolean },
  reader: Part & {
    canReview: boolean;
    /** The reviewer who last moved it, if it is this reader; null when nobody has yet. */
    isItsReviewer: boolean;
    hasReviewer: boolean;
  },
): PersonalQueue {
  const { status } = request;
  if (status === 'Approved' || status === 'Rejected')
    return request.answeredRecently && reader.isRequester ? 'Reviewed' : null;
  if (!request.open) return null;
  // The reviewer in charge: the one who took it, or every reviewer while nobody has.
  const inCharge = reader.canReview && (reader.isItsReviewer || !reader.hasReviewer);
  if (status === 'NeedMoreInfo') {
    if (reader.isRequester) return 'ActionNeeded';
    return inCharge || reader.isQuoteCreator ? 'WaitingBlocked' : null;
  }
  if (status === 'NotReviewed' ? reader.canReview : inCharge) return 'ActionNeeded';
  if (reader.isRequester) return 'Pending';
  return reader.isQuoteCreator ? 'WaitingBlocked' : null;
}

export type OrderStatusName = 'Requested' | 'Entered' | 'Shipped' | 'Cancelled';

export function orderRequestQueue(
  request: { status: OrderStatusName; answeredRecently: boolean },
  reader: Part & { canProcess: boolean },
): PersonalQueue {
  if (request.status === 'Requested' || request.status === 'Entered') {
    if (reader.canProcess) return 'ActionNeeded';
    return reader.isRequester ? 'Pending' : null;
  }
  return request.answeredRecently && reader.isRequester ? 'Reviewed' : null;
}

/**
 * A customer's answer to a quote sent for acceptance online (issue #17, ADR 0043), for the rep who
 * sent the link: an acceptance of a quote still open and not yet ordered asks the rep to request the
 * order (ActionNeeded); otherwise the answer stays in Reviewed for the window. Nobody else's business.
 */
export function quoteAnswerQueue(
  answer: { accepted: boolean; quoteOpen: boolean; ordered: boolean; answeredRecently: boolean },
  reader: { isSender: boolean },
): PersonalQueue {
  if (!reader.isSender) return null;
  if (answer.accepted && answer.quoteOpen && !answer.ordered) return 'ActionNeeded';
  return answer.answeredRecently ? 'Reviewed' : null;
}
