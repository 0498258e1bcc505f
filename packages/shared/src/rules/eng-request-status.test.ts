import { describe, expect, it } from 'vitest';
import { QuoteEngRequestStatus } from '../enums/lookups.ts';
import {
  decideEngRequestStatus,
  type EngRequestParty,
  type EngRequestStatusName,
  engRequestStatusLabels,
  engRequestStatusMessages,
  engRequestStatusNameOf,
  isEngRequestStatusId,
} from './eng-request-status.ts';

const statuses = Object.keys(QuoteEngRequestStatus) as EngRequestStatusName[];
const both = new Set<EngRequestParty>(['reviewer', 'requester']);
const reviewer = new Set<EngRequestParty>(['reviewer']);
const requester = new Set<EngRequestParty>(['requester']);

/** docs/domain.md section 6, written out independently of the rule's own table. */
const allowed: Array<[EngRequestStatusName, EngRequestStatusName, EngRequestParty]> = [
  ['NotReviewed', 'UnderReview', 'reviewer'],
  ['UnderReview', 'Approved', 'reviewer'],
  ['UnderReview', 'Rejected', 'reviewer'],
  ['UnderReview', 'NeedMoreInfo', 'reviewer'],
  ['NeedMoreInfo', 'UnderReview', 'requester'],
];

describe('engineering request status flow', () => {
  it('labels each status as a person reads it', () => {
    expect(statuses.map((status) => engRequestStatusLabels[status])).toEqual([
      'Not Reviewed',
      'Under Review',
      'Rejected',
      'Approved',
      'Need More Info',
    ]);
  });

  it('uses the spec ids', () => {
    expect(engRequestStatusNameOf[1]).toBe('NotReviewed');
    expect(engRequestStatusNameOf[5]).toBe('NeedMoreInfo');
    expect(isEngRequestStatusId(4)).toBe(true);
    expect(isEngRequestStatusId(6)).toBe(false);
  });

  it.each(allowed)('allows %s → %s by the %s', (from, to, by) => {
    const decision = decideEngRequestStatus(from, to, new Set([by]), 'a note');
    expect(decision).toEqual({ allowed: true, from, to, by, ends: to === 'Approved' || to === 'Rejected' });
  });

  it.each(allowed)('refuses %s → %s to the other party (%s only)', (from, to, by) => {
    const other = by === 'reviewer' ? requester : reviewer;
    const decision = decideEngRequestStatus(from, to, other, 'a note');
    expect(decision).toMatchObject({ allowed: false, reason: 'party', needs: by });
    expect(decision.allowed === false && decision.message).toBe(
      by === 'reviewer' ? engRequestStatusMessages.reviewerOnly : engRequestStatusMessages.requesterOnly,
    );
  });

  it('refuses every pair outside the flow, whoever asks', () => {
    let refused = 0;
    for (const from of statuses)
      for (const to of statuses) {
        if (allowed.some(([a, b]) => a === from && b === to)) continue;
        const decision = decideEngRequestStatus(from, to, both, 'a note');
        expect(decision.allowed, `${from} → ${to}`).toBe(false);
        if (decision.allowed) continue;
        refused += 1;
        if (from === to)
          expect(decision).toMatchObject({ reason: 'same', message: engRequestStatusMessages.same(from) });
        else if (from === 'Approved' || from === 'Rejected')
          expect(decision).toMatchObject({ reason: 'ended', message: engRequestStatusMessages.ended(from) });
        else expect(decision.reason).toBe('flow');
      }
    expect(refused).toBe(statuses.length * statuses.length - allowed.length);
  });

  it('names the next steps when a step skips the flow', () => {
    expect(decideEngRequestStatus('NotReviewed', 'Approved', both, 'ok')).toMatchObject({
      message: engRequestStatusMessages.notReviewedNext,
    });
    expect(decideEngRequestStatus('UnderReview', 'NotReviewed', both, 'ok')).toMatchObject({
      message: engRequestStatusMessages.underReviewNext,
    });
    expect(decideEngRequestStatus('NeedMoreInfo', 'Approved', both, 'ok')).toMatchObject({
      message: engRequestStatusMessages.needMoreInfoNext,
    });
    expect(engRequestStatusMessages.ended('Rejected')).toContain('was rejected');
  });

  it('needs a note for decisions, questions and answers, not to start a review', () => {
    expect(decideEngRequestStatus('NotReviewed', 'UnderReview', reviewer, '').allowed).toBe(true);
    for (const [from, to, by] of allowed.slice(1)) {
      const decision = decideEngRequestStatus(from, to, new Set([by]), '   ');
      expect(decision).toMatchObject({
        allowed: false,
        reason: 'note',
        message: engRequestStatusMessages.noteRequired(to, by),
      });
    }
    expect(engRequestStatusMessages.noteRequired('UnderReview', 'requester')).toBe(
      'Write the answer to the request for more information.',
    );
  });
});
