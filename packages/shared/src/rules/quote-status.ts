import { QuoteStatus } from '../enums/lookups.ts';

/**
 * The quote status machine of docs/domain.md section 6, as one pure function the server runs on every
 * status change (and the web may run to decide which buttons to show):
 *   Open ↔ Hold; Open → EngReview → Open; Open → MultiplierReview → Open; Open → Ordered (no review
 *   pending); any state but Ordered → Cancelled; Cancelled → Open by an admin.
 * Two more actions are decided here because they depend on the status too: editing a quote's
 * content (schedules, net adds, ship-to/bill-to, dates) and revising it. A superseded revision
 * refuses everything: it stays readable, the newest revision is the one that changes.
 */

export type QuoteStatusName = keyof typeof QuoteStatus;
export type QuoteStatusId = (typeof QuoteStatus)[QuoteStatusName];

export const quoteStatusNameOf = Object.fromEntries(
  Object.entries(QuoteStatus).map(([name, id]) => [id, name]),
) as Record<QuoteStatusId, QuoteStatusName>;

/** What a person reads for each status (lookups, messages). */
export const quoteStatusLabels: Record<QuoteStatusName, string> = {
  Open: 'Open',
  EngReview: 'Engineering Review',
  MultiplierReview: 'Multiplier Review',
  Hold: 'Hold',
  Ordered: 'Ordered',
  Cancelled: 'Cancelled',
};

export function isQuoteStatusId(value: number): value is QuoteStatusId {
  return value in quoteStatusNameOf;
}

export const QuoteAction = {
  Hold: 'Hold',
  Resume: 'Resume',
  RequestEngineeringReview: 'RequestEngineeringReview',
  AnswerEngineeringReview: 'AnswerEngineeringReview',
  RequestMultiplierReview: 'RequestMultiplierReview',
  DecideMultiplierReview: 'DecideMultiplierReview',
  Order: 'Order',
  Cancel: 'Cancel',
  Reopen: 'Reopen',
  Revise: 'Revise',
  Edit: 'Edit',
} as const;
export type QuoteAction = (typeof QuoteAction)[keyof typeof QuoteAction];

/**
 * A named permission (packages/shared/src/enums/permissions.ts), or 'admin' (IsAppAdmin/IsSysAdmin).
 * Every action also needs quote.view: nobody acts on a quote they may not see.
 */
export type QuoteCapability =
  | 'quote.edit'
  | 'engineering.request'
  | 'engineering.review'
  | 'multiplier.request'
  | 'multiplier.approve'
  | 'order.request'
  | 'admin';

/** Who acts: the permissions the server granted, plus 'admin' for an AppAdmin or SysAdmin. */
export type QuoteActor = { capabilities: ReadonlySet<string> };

export function quoteActorOf(principal: {
  permissions: Iterable<string>;
  isAppAdmin: boolean;
  isSysAdmin: boolean;
}): QuoteActor {
  const capabilities = new Set(principal.permissions);
  if (principal.isAppAdmin || principal.isSysAdmin) capabilities.add('admin');
  return { capabilities };
}

export type QuoteMachineState = {
  status: QuoteStatusName;
  /** A newer revision replaced this one. */
  isSuperseded: boolean;
  /** An engineering or multiplier request is still waiting for its answer (orders wait for it). */
  hasPendingReview?: boolean;
};

type Rule = {
  from: readonly QuoteStatusName[];
  /** The status after the action; null: the status does not change (edit, revise). */
  to: QuoteStatusName | null;
  capability: QuoteCapability;
  /** "<what> only while …": the start of the refusal when the status is wrong. */
  allowedWhile: string;
  /** The refusal when the actor lacks the capability. */
  capabilityMessage: string;
};

export const quoteActionRules: Record<QuoteAction, Rule> = {
  Hold: {
    from: ['Open'],
    to: 'Hold',
    capability: 'quote.edit',
    allowedWhile: 'A quote can be put on hold only while it is open',
    capabilityMessage: 'Only users who may edit quotes can put a quote on hold.',
  },
  Resume: {
    from: ['Hold'],
    to: 'Open',
    capability: 'quote.edit',
    allowedWhile: 'A quote can be taken off hold only while it is on hold',
    capabilityMessage: 'Only users who may edit quotes can take a quote off hold.',
  },
  RequestEngineeringReview: {
    from: ['Open'],
    to: 'EngReview',
    capability: 'engineering.request',
    allowedWhile: 'An engineering review can be requested only while the quote is open',
    capabilityMessage: 'Only users who may request engineering reviews can send an engineering request.',
  },
  AnswerEngineeringReview: {
    from: ['EngReview'],
    to: 'Open',
    capability: 'engineering.review',
    allowedWhile: 'An engineering request can be answered only while the quote is in engineering review',
    capabilityMessage: 'Only application engineering can answer an engineering request.',
  },
  RequestMultiplierReview: {
    from: ['Open'],
    to: 'MultiplierReview',
    capability: 'multiplier.request',
    allowedWhile: 'Lower multipliers can be requested only while the quote is open',
    capabilityMessage: 'Only users who may request multipliers can send a multiplier request.',
  },
  DecideMultiplierReview: {
    from: ['MultiplierReview'],
    to: 'Open',
    capability: 'multiplier.approve',
    allowedWhile: 'A multiplier request can be decided only while the quote is in multiplier review',
    capabilityMessage: 'Only a pricing reviewer can approve or reject a multiplier request.',
  },
  Order: {
    from: ['Open'],
    to: 'Ordered',
    capability: 'order.request',
    allowedWhile: 'A quote can be ordered only while it is open',
    capabilityMessage: 'Only users who may order quotes can send an order request.',
  },
  Cancel: {
    from: ['Open', 'EngReview', 'MultiplierReview', 'Hold'],
    to: 'Cancelled',
    capability: 'quote.edit',
    allowedWhile: 'A quote can be cancelled only until it is ordered',
    capabilityMessage: 'Only users who may edit quotes can cancel a quote.',
  },
  Reopen: {
    from: ['Cancelled'],
    to: 'Open',
    capability: 'admin',
    allowedWhile: 'Only a cancelled quote can be reopened',
    capabilityMessage: 'Only an administrator can reopen a cancelled quote.',
  },
  Revise: {
    from: ['Open', 'Hold'],
    to: null,
    capability: 'quote.edit',
    allowedWhile: 'A quote can be revised only while it is open or on hold',
    capabilityMessage: 'Only users who may edit quotes can revise a quote.',
  },
  Edit: {
    from: ['Open', 'Hold'],
    to: null,
    capability: 'quote.edit',
    allowedWhile: 'A quote can be changed only while it is open or on hold',
    capabilityMessage: 'Only users who may edit quotes can change a quote.',
  },
};

/** "this quote is …": the second half of a refusal for the wrong status. */
const currentStatusPhrases: Record<QuoteStatusName, string> = {
  Open: 'this quote is open',
  EngReview: 'this quote is waiting for an engineering review',
  MultiplierReview: 'this quote is waiting for a multiplier decision',
  Hold: 'this quote is on hold',
  Ordered: 'this quote has been ordered',
  Cancelled: 'this quote is cancelled',
};

export const quoteStatusMessages = {
  superseded:
    'A newer revision replaced this one; it stays readable but cannot change. Open the newest revision to work on the quote.',
  reviewPending: 'A quote cannot be ordered while a review is pending; wait for its answer.',
  alreadyHeld: 'This quote is already on hold.',
  alreadyCancelled: 'This quote is already cancelled.',
  toEngReview:
    'A quote goes to engineering review when an engineering request is sent, not by choosing the status.',
  toMultiplierReview:
    'A quote goes to multiplier review when lower multipliers are requested, not by choosing the status.',
  toOrdered: 'A quote is ordered through an order request, not by choosing the status.',
  fromEngReview: 'A quote leaves engineering review when application engineering answers the request.',
  fromMultiplierReview: 'A quote leaves multiplier review when the multiplier request is decided.',
  fromOrdered: 'An ordered quote cannot go back to open.',
  unknownStatus: 'Choose a quote status from the list.',
  cannotSeeQuotes: 'Only users who may see quotes can act on one.',
} as const;

export type QuoteDecision =
  | { allowed: true; action: QuoteAction; from: QuoteStatusName; to: QuoteStatusName }
  | {
      allowed: false;
      /** Null when the refused step is a status nobody may choose directly (statusChangeAction). */
      action: QuoteAction | null;
      from: QuoteStatusName;
      reason: 'superseded' | 'status' | 'capability' | 'reviewPending' | 'notDirect';
      message: string;
    };

/**
 * May this actor take this action on a quote in this state? The refusals are checked in the order a
 * person can act on: a superseded revision, then the status, then who is asking, then a pending review.
 */
export function decideQuoteAction(
  state: QuoteMachineState,
  action: QuoteAction,
  actor: QuoteActor,
): QuoteDecision {
  const rule = quoteActionRules[action];
  const from = state.status;
  const refuse = (reason: Extract<QuoteDecision, { allowed: false }>['reason'], message: string) =>
    ({ allowed: false, action, from, reason, message }) as const;
  if (state.isSuperseded) return refuse('superseded', quoteStatusMessages.superseded);
  if (!rule.from.includes(from)) {
    if (action === 'Hold' && from === 'Hold') return refuse('status', quoteStatusMessages.alreadyHeld);
    if (action === 'Cancel' && from === 'Cancelled')
      return refuse('status', quoteStatusMessages.alreadyCancelled);
    return refuse('status', `${rule.allowedWhile}; ${currentStatusPhrases[from]}.`);
  }
  if (!actor.capabilities.has('quote.view')) return refuse('capability', quoteStatusMessages.cannotSeeQuotes);
  if (!actor.capabilities.has(rule.capability)) return refuse('capability', rule.capabilityMessage);
  if (action === 'Order' && state.hasPendingReview)
    return refuse('reviewPending', quoteStatusMessages.reviewPending);
  return { allowed: true, action, from, to: rule.to ?? from };
}

/**
 * The action behind choosing a new status directly (the quote form's status field): only hold,
 * resume, cancel and reopen happen that way; reviews and orders have their own requests. Null when
 * the status does not change.
 */
export function statusChangeAction(
  from: QuoteStatusName,
  to: QuoteStatusName,
): { action: QuoteAction } | { message: string } | null {
  if (from === to) return null;
  switch (to) {
    case 'Hold':
      return { action: 'Hold' };
    case 'Cancelled':
      return { action: 'Cancel' };
    case 'EngReview':
      return { message: quoteStatusMessages.toEngReview };
    case 'MultiplierReview':
      return { message: quoteStatusMessages.toMultiplierReview };
    case 'Ordered':
      return { message: quoteStatusMessages.toOrdered };
    case 'Open':
      if (from === 'Hold') return { action: 'Resume' };
      if (from === 'Cancelled') return { action: 'Reopen' };
      if (from === 'EngReview') return { message: quoteStatusMessages.fromEngReview };
      if (from === 'MultiplierReview') return { message: quoteStatusMessages.fromMultiplierReview };
      return { message: quoteStatusMessages.fromOrdered };
  }
}

/** The statuses this actor may choose directly for a quote in this state (the form's choices). */
export function directStatusChoices(state: QuoteMachineState, actor: QuoteActor): QuoteStatusName[] {
  return (Object.keys(QuoteStatus) as QuoteStatusName[]).filter(
    (to) => decideStatusChange(state, to, actor)?.allowed === true,
  );
}

/**
 * Choosing a new status directly (the upsert's QuoteStatusId): the action it stands for, decided for
 * this actor; null when the status does not change.
 */
export function decideStatusChange(
  state: QuoteMachineState,
  to: QuoteStatusName,
  actor: QuoteActor,
): QuoteDecision | null {
  const change = statusChangeAction(state.status, to);
  if (change === null) return null;
  if ('action' in change) return decideQuoteAction(state, change.action, actor);
  const from = state.status;
  if (state.isSuperseded)
    return {
      allowed: false,
      action: null,
      from,
      reason: 'superseded',
      message: quoteStatusMessages.superseded,
    };
  return { allowed: false, action: null, from, reason: 'notDirect', message: change.message };
}
