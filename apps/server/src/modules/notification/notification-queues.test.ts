import { describe, expect, it } from 'vitest';
import {
  engineeringRequestQueue,
  multiplierRequestQueue,
  orderRequestQueue,
  quoteAnswerQueue,
} from './notification-queues.ts';

const nobody = { isRequester: false, isQuoteCreator: false };

describe('notification queues', () => {
  it('puts an open multiplier request before its reviewer, requester and quote owner', () => {
    const open = { open: true, pending: true, answeredRecently: false };
    expect(multiplierRequestQueue(open, { ...nobody, isReviewer: true, isRequester: true })).toBe(
      'ActionNeeded',
    );
    expect(multiplierRequestQueue(open, { ...nobody, isReviewer: false, isRequester: true })).toBe('Pending');
    expect(multiplierRequestQueue(open, { ...nobody, isReviewer: false, isQuoteCreator: true })).toBe(
      'WaitingBlocked',
    );
    expect(multiplierRequestQueue(open, { ...nobody, isReviewer: false })).toBeNull();
  });

  it('drops a multiplier review that ended undecided and an answer older than the window', () => {
    const abandoned = { open: false, pending: true, answeredRecently: false };
    expect(multiplierRequestQueue(abandoned, { ...nobody, isReviewer: true, isRequester: true })).toBeNull();
    const decided = { open: false, pending: false, answeredRecently: true };
    expect(multiplierRequestQueue(decided, { ...nobody, isReviewer: false, isRequester: true })).toBe(
      'Reviewed',
    );
    expect(
      multiplierRequestQueue(
        { ...decided, answeredRecently: false },
        { ...nobody, isReviewer: false, isRequester: true },
      ),
    ).toBeNull();
  });

  it('follows an engineering request through its statuses', () => {
    const reviewer = { ...nobody, canReview: true, isItsReviewer: false, hasReviewer: false };
    const requester = {
      ...nobody,
      isRequester: true,
      canReview: false,
      isItsReviewer: false,
      hasReviewer: true,
    };
    const at = (status: 'NotReviewed' | 'UnderReview' | 'NeedMoreInfo' | 'Approved' | 'Rejected') => ({
      status,
      open: true,
      answeredRecently: true,
    });
    expect(engineeringRequestQueue(at('NotReviewed'), reviewer)).toBe('ActionNeeded');
    expect(engineeringRequestQueue(at('NotReviewed'), requester)).toBe('Pending');
    // Taken by another engineer: not this one's task.
    expect(engineeringRequestQueue(at('UnderReview'), { ...reviewer, hasReviewer: true })).toBeNull();
    expect(
      engineeringRequestQueue(at('UnderReview'), { ...reviewer, hasReviewer: true, isItsReviewer: true }),
    ).toBe('ActionNeeded');
    expect(engineeringRequestQueue(at('NeedMoreInfo'), requester)).toBe('ActionNeeded');
    expect(
      engineeringRequestQueue(at('NeedMoreInfo'), { ...reviewer, hasReviewer: true, isItsReviewer: true }),
    ).toBe('WaitingBlocked');
    expect(engineeringRequestQueue(at('Approved'), requester)).toBe('Reviewed');
    expect(engineeringRequestQueue(at('Rejected'), reviewer)).toBeNull();
    expect(engineeringRequestQueue({ ...at('NotReviewed'), open: false }, reviewer)).toBeNull();
  });

  it('keeps an order with order processing until it ships or is cancelled', () => {
    const processor = { ...nobody, canProcess: true };
    const requester = { ...nobody, isRequester: true, canProcess: false };
    expect(orderRequestQueue({ status: 'Requested', answeredRecently: false }, processor)).toBe(
      'ActionNeeded',
    );
    expect(orderRequestQueue({ status: 'Entered', answeredRecently: false }, requester)).toBe('Pending');
    expect(orderRequestQueue({ status: 'Cancelled', answeredRecently: true }, requester)).toBe('Reviewed');
    expect(orderRequestQueue({ status: 'Shipped', answeredRecently: true }, processor)).toBeNull();
    expect(orderRequestQueue({ status: 'Shipped', answeredRecently: false }, requester)).toBeNull();
  });

  it("asks the link's sender to order an accepted quote until it is ordered or no longer open", () => {
    const sender = { isSender: true };
    const accepted = { accepted: true, quoteOpen: true, ordered: false, answeredRecently: true };
    expect(quoteAnswerQueue(accepted, sender)).toBe('ActionNeeded');
    expect(quoteAnswerQueue({ ...accepted, answeredRecently: false }, sender)).toBe('ActionNeeded');
    expect(quoteAnswerQueue({ ...accepted, ordered: true }, sender)).toBe('Reviewed');
    expect(quoteAnswerQueue({ ...accepted, quoteOpen: false, answeredRecently: false }, sender)).toBeNull();
    expect(quoteAnswerQueue({ ...accepted, accepted: false }, sender)).toBe('Reviewed');
    expect(quoteAnswerQueue(accepted, { isSender: false })).toBeNull();
  });
});
