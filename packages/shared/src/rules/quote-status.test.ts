import { describe, expect, it } from 'vitest';
import {
  defaultCompanyRolePermissions,
  defaultUserRolePermissions,
  permissionsWithheldFromEngineers,
} from '../enums/permissions.ts';
import {
  decideQuoteAction,
  decideStatusChange,
  directStatusChoices,
  isQuoteStatusId,
  QuoteAction,
  type QuoteActor,
  type QuoteStatusName,
  quoteActionRules,
  quoteActorOf,
  quoteStatusLabels,
  quoteStatusMessages,
  quoteStatusNameOf,
} from './quote-status.ts';

const statuses: QuoteStatusName[] = ['Open', 'EngReview', 'MultiplierReview', 'Hold', 'Ordered', 'Cancelled'];
const everything: QuoteActor = {
  capabilities: new Set([
    'quote.view',
    'quote.edit',
    'engineering.request',
    'engineering.review',
    'multiplier.request',
    'multiplier.approve',
    'order.request',
    'admin',
  ]),
};
const roleActor = (role: keyof typeof defaultUserRolePermissions) =>
  quoteActorOf({
    permissions: defaultUserRolePermissions[role],
    isAppAdmin: role === 'AppAdmin',
    isSysAdmin: role === 'SysAdmin',
  });
const salesRep = quoteActorOf({
  permissions: defaultCompanyRolePermissions.SalesRep,
  isAppAdmin: false,
  isSysAdmin: false,
});
const engineer = quoteActorOf({
  permissions: defaultCompanyRolePermissions.Engineer.filter(
    (permission) => !permissionsWithheldFromEngineers.includes(permission),
  ),
  isAppAdmin: false,
  isSysAdmin: false,
});
const state = (
  status: QuoteStatusName,
  extra: { isSuperseded?: boolean; hasPendingReview?: boolean } = {},
) => ({
  status,
  isSuperseded: false,
  ...extra,
});

// docs/domain.md section 6, written out here independently of the rule table.
const domainTransitions: Array<[QuoteAction, QuoteStatusName, QuoteStatusName]> = [
  ['Hold', 'Open', 'Hold'],
  ['Resume', 'Hold', 'Open'],
  ['RequestEngineeringReview', 'Open', 'EngReview'],
  ['AnswerEngineeringReview', 'EngReview', 'Open'],
  ['RequestMultiplierReview', 'Open', 'MultiplierReview'],
  ['DecideMultiplierReview', 'MultiplierReview', 'Open'],
  ['Order', 'Open', 'Ordered'],
  ['Cancel', 'Open', 'Cancelled'],
  ['Cancel', 'EngReview', 'Cancelled'],
  ['Cancel', 'MultiplierReview', 'Cancelled'],
  ['Cancel', 'Hold', 'Cancelled'],
  ['Reopen', 'Cancelled', 'Open'],
];

describe('decideQuoteAction', () => {
  it('allows exactly the transitions of docs/domain.md section 6, to the status it names', () => {
    const statusActions = Object.values(QuoteAction).filter(
      (action) => action !== 'Edit' && action !== 'Revise',
    );
    for (const action of statusActions) {
      for (const from of statuses) {
        const expected = domainTransitions.find(([a, f]) => a === action && f === from);
        const decision = decideQuoteAction(state(from), action, everything);
        expect({ action, from, allowed: decision.allowed }).toEqual({
          action,
          from,
          allowed: Boolean(expected),
        });
        if (decision.allowed) expect(decision.to).toBe(expected?.[2]);
      }
    }
  });

  it('lets content change and revisions happen only while the quote is open or on hold, status unchanged', () => {
    for (const action of ['Edit', 'Revise'] as const) {
      for (const from of statuses) {
        const decision = decideQuoteAction(state(from), action, everything);
        expect(decision.allowed).toBe(from === 'Open' || from === 'Hold');
        if (decision.allowed) expect(decision.to).toBe(from);
      }
    }
  });

  it('explains each wrong-status refusal with what is allowed and where the quote is', () => {
    const message = (from: QuoteStatusName, action: QuoteAction) => {
      const decision = decideQuoteAction(state(from), action, everything);
      return decision.allowed ? null : decision.message;
    };
    expect(message('EngReview', 'Hold')).toBe(
      'A quote can be put on hold only while it is open; this quote is waiting for an engineering review.',
    );
    expect(message('Open', 'Resume')).toBe(
      'A quote can be taken off hold only while it is on hold; this quote is open.',
    );
    expect(message('Hold', 'Order')).toBe(
      'A quote can be ordered only while it is open; this quote is on hold.',
    );
    expect(message('Ordered', 'Cancel')).toBe(
      'A quote can be cancelled only until it is ordered; this quote has been ordered.',
    );
    expect(message('Open', 'Reopen')).toBe('Only a cancelled quote can be reopened; this quote is open.');
    expect(message('MultiplierReview', 'Edit')).toBe(
      'A quote can be changed only while it is open or on hold; this quote is waiting for a multiplier decision.',
    );
    expect(message('Cancelled', 'Revise')).toBe(
      'A quote can be revised only while it is open or on hold; this quote is cancelled.',
    );
    expect(message('Open', 'AnswerEngineeringReview')).toBe(
      'An engineering request can be answered only while the quote is in engineering review; this quote is open.',
    );
    expect(message('Hold', 'Hold')).toBe(quoteStatusMessages.alreadyHeld);
    expect(message('Cancelled', 'Cancel')).toBe(quoteStatusMessages.alreadyCancelled);
    expect(decideQuoteAction(state('Hold'), 'Hold', everything)).toMatchObject({ reason: 'status' });
    expect(decideQuoteAction(state('Cancelled'), 'Cancel', everything)).toMatchObject({ reason: 'status' });
  });

  it('gives every action its own wrong-status and missing-capability sentences', () => {
    const statusMessages = new Set<string>();
    const capabilityMessages = new Set<string>();
    for (const action of Object.values(QuoteAction)) {
      const rule = quoteActionRules[action];
      const wrong = statuses.find(
        (from) => !rule.from.includes(from) && !(from === 'Hold' && action === 'Hold'),
      ) as QuoteStatusName;
      const refusedForStatus = decideQuoteAction(state(wrong), action, everything);
      const lacking: QuoteActor = {
        capabilities: new Set([...everything.capabilities].filter((name) => name !== rule.capability)),
      };
      const refusedForCapability = decideQuoteAction(state(rule.from[0] as QuoteStatusName), action, lacking);
      if (refusedForStatus.allowed || refusedForCapability.allowed) throw new Error(`${action} was allowed`);
      expect(refusedForStatus.message, action).toMatch(
        /^[^;]*\b[Oo]nly [^;]+; this quote (is|has been) [a-z ]+\.$/,
      );
      expect(refusedForCapability).toMatchObject({ reason: 'capability', action });
      expect(refusedForCapability.message, action).toMatch(/^Only [a-z ]+ can [a-z ]+ (a|an) [a-z ]+\.$/);
      statusMessages.add(refusedForStatus.message);
      capabilityMessages.add(refusedForCapability.message);
    }
    expect(statusMessages.size).toBe(Object.keys(QuoteAction).length);
    expect(capabilityMessages.size).toBe(Object.keys(QuoteAction).length);
  });

  it('refuses an action to an actor without its capability, after the status check', () => {
    expect(decideQuoteAction(state('Cancelled'), 'Reopen', salesRep)).toMatchObject({
      allowed: false,
      reason: 'capability',
      message: 'Only an administrator can reopen a cancelled quote.',
    });
    expect(decideQuoteAction(state('Cancelled'), 'Reopen', roleActor('AppAdmin'))).toMatchObject({
      allowed: true,
      to: 'Open',
    });
    expect(decideQuoteAction(state('Open'), 'Hold', roleActor('ApplicationEngineering'))).toMatchObject({
      reason: 'capability',
      message: 'Only users who may edit quotes can put a quote on hold.',
    });
    expect(decideQuoteAction(state('EngReview'), 'AnswerEngineeringReview', salesRep)).toMatchObject({
      reason: 'capability',
      message: 'Only application engineering can answer an engineering request.',
    });
    expect(
      decideQuoteAction(state('EngReview'), 'AnswerEngineeringReview', roleActor('ApplicationEngineering')),
    ).toMatchObject({ allowed: true, to: 'Open' });
    expect(
      decideQuoteAction(state('MultiplierReview'), 'DecideMultiplierReview', roleActor('VPPricingDirector')),
    ).toMatchObject({ allowed: true, to: 'Open' });
    expect(decideQuoteAction(state('Open'), 'Order', roleActor('OrderProcessing'))).toMatchObject({
      reason: 'capability',
      message: 'Only users who may order quotes can send an order request.',
    });
    // A wrong status is told first: the status is what the person can do something about.
    expect(decideQuoteAction(state('Ordered'), 'Reopen', salesRep)).toMatchObject({ reason: 'status' });
  });

  it('refuses everything an Engineer tries (they see no quote at all)', () => {
    for (const action of Object.values(QuoteAction)) {
      for (const from of statuses)
        expect(decideQuoteAction(state(from), action, engineer).allowed).toBe(false);
    }
    expect(decideQuoteAction(state('Open'), 'Edit', engineer)).toEqual({
      allowed: false,
      action: 'Edit',
      from: 'Open',
      reason: 'capability',
      message: quoteStatusMessages.cannotSeeQuotes,
    });
  });

  it('refuses every action on a superseded revision first', () => {
    for (const action of Object.values(QuoteAction)) {
      for (const from of statuses) {
        expect(decideQuoteAction(state(from, { isSuperseded: true }), action, everything)).toMatchObject({
          allowed: false,
          reason: 'superseded',
          message: quoteStatusMessages.superseded,
        });
      }
    }
  });

  it('does not order an open quote while a review is pending', () => {
    expect(decideQuoteAction(state('Open', { hasPendingReview: true }), 'Order', everything)).toMatchObject({
      allowed: false,
      reason: 'reviewPending',
      message: quoteStatusMessages.reviewPending,
    });
    expect(decideQuoteAction(state('Open', { hasPendingReview: true }), 'Hold', everything).allowed).toBe(
      true,
    );
  });
});

describe('decideStatusChange (choosing a status directly)', () => {
  it('maps hold, resume, cancel and reopen to their actions and refuses review and order statuses', () => {
    expect(decideStatusChange(state('Open'), 'Open', everything)).toBeNull();
    expect(decideStatusChange(state('Open'), 'Hold', everything)).toMatchObject({
      action: 'Hold',
      to: 'Hold',
    });
    expect(decideStatusChange(state('Hold'), 'Open', everything)).toMatchObject({
      action: 'Resume',
      to: 'Open',
    });
    expect(decideStatusChange(state('Cancelled'), 'Open', everything)).toMatchObject({
      action: 'Reopen',
      to: 'Open',
    });
    expect(decideStatusChange(state('EngReview'), 'Cancelled', everything)).toMatchObject({
      action: 'Cancel',
      to: 'Cancelled',
    });
    const refused: Array<[QuoteStatusName, QuoteStatusName, string]> = [
      ['Open', 'EngReview', quoteStatusMessages.toEngReview],
      ['Open', 'MultiplierReview', quoteStatusMessages.toMultiplierReview],
      ['Open', 'Ordered', quoteStatusMessages.toOrdered],
      ['EngReview', 'Open', quoteStatusMessages.fromEngReview],
      ['MultiplierReview', 'Open', quoteStatusMessages.fromMultiplierReview],
      ['Ordered', 'Open', quoteStatusMessages.fromOrdered],
    ];
    for (const [from, to, message] of refused) {
      expect(decideStatusChange(state(from), to, everything)).toMatchObject({
        allowed: false,
        reason: 'notDirect',
        message,
      });
    }
    // A superseded revision refuses a status nobody may choose directly as superseded: allowed stays false.
    for (const to of ['EngReview', 'MultiplierReview', 'Ordered'] as const) {
      expect(decideStatusChange(state('Open', { isSuperseded: true }), to, everything)).toEqual({
        allowed: false,
        action: null,
        from: 'Open',
        reason: 'superseded',
        message: quoteStatusMessages.superseded,
      });
    }
    expect(directStatusChoices(state('Open', { isSuperseded: true }), roleActor('SysAdmin'))).toEqual([]);
  });

  it('offers each actor only the statuses they may choose', () => {
    expect(directStatusChoices(state('Open'), salesRep)).toEqual(['Hold', 'Cancelled']);
    expect(directStatusChoices(state('Hold'), salesRep)).toEqual(['Open', 'Cancelled']);
    expect(directStatusChoices(state('Cancelled'), salesRep)).toEqual([]);
    expect(directStatusChoices(state('Cancelled'), roleActor('SysAdmin'))).toEqual(['Open']);
    expect(directStatusChoices(state('EngReview'), salesRep)).toEqual(['Cancelled']);
    expect(directStatusChoices(state('Ordered'), roleActor('SysAdmin'))).toEqual([]);
    expect(directStatusChoices(state('Open'), engineer)).toEqual([]);
  });
});

describe('quote status ids and labels', () => {
  it('knows the six status ids and names each as a person reads it', () => {
    expect(statuses.map((name) => quoteStatusLabels[name])).toEqual([
      'Open',
      'Engineering Review',
      'Multiplier Review',
      'Hold',
      'Ordered',
      'Cancelled',
    ]);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(isQuoteStatusId(id), String(id)).toBe(true);
    for (const id of [0, 7, -1, 1.5]) expect(isQuoteStatusId(id), String(id)).toBe(false);
    expect(quoteStatusNameOf[2]).toBe('EngReview');
  });
});
