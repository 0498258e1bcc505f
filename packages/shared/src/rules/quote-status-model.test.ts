import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCompanyRolePermissions,
  defaultUserRolePermissions,
  permissionsWithheldFromEngineers,
} from '../enums/permissions.ts';
import {
  decideQuoteAction,
  QuoteAction,
  type QuoteActor,
  type QuoteStatusName,
  quoteActorOf,
} from './quote-status.ts';
import { computeQuoteTotals } from './quote-totals.ts';

/**
 * Model-based test (issue 5): random sequences of quote actions by random roles against a small
 * quote book that acts the way the server does (decideQuoteAction, computeQuoteTotals). The model
 * restates docs/domain.md section 6 by role name, independently of the rule table, and keeps totals with
 * plain BigInt sums. After every step: the book allowed exactly what the model allows, only docs/domain.md's
 * transitions happened, superseded revisions never changed, and every revision's totals are exact.
 */

const userRoles = Object.keys(defaultUserRolePermissions) as Array<keyof typeof defaultUserRolePermissions>;
const companyRoles = Object.keys(defaultCompanyRolePermissions) as Array<
  keyof typeof defaultCompanyRolePermissions
>;
type Role = (typeof userRoles)[number] | (typeof companyRoles)[number];
const roles: Role[] = [...userRoles, ...companyRoles];

function actorOf(role: Role): QuoteActor {
  const isUserRole = (userRoles as string[]).includes(role);
  const granted = isUserRole
    ? defaultUserRolePermissions[role as (typeof userRoles)[number]]
    : defaultCompanyRolePermissions[role as (typeof companyRoles)[number]];
  const withheld = role === 'Engineer' ? permissionsWithheldFromEngineers : [];
  return quoteActorOf({
    permissions: granted.filter((permission) => !withheld.includes(permission)),
    isAppAdmin: role === 'AppAdmin',
    isSysAdmin: role === 'SysAdmin',
  });
}

// Who may do what, by role name (the seeded matrix of docs/domain.md section 2). Engineers and external
// engineers hold engineering.request but see no quote, so they never act on one.
const admins: Role[] = ['SysAdmin', 'AppAdmin'];
const sellers: Role[] = [
  ...admins,
  'VPPricingDirector',
  'RegionalSalesManager',
  'InsideSalesAccount',
  'RepAdmin',
  'RepManager',
  'SalesRep',
  'ExternalSalesRep',
];
const mayAct: Record<QuoteAction, readonly Role[]> = {
  Hold: sellers,
  Resume: sellers,
  Cancel: sellers,
  Edit: sellers,
  Revise: sellers,
  Reopen: admins,
  RequestEngineeringReview: sellers,
  AnswerEngineeringReview: [...admins, 'ApplicationEngineering'],
  RequestMultiplierReview: sellers,
  DecideMultiplierReview: [...admins, 'VPPricingDirector', 'RegionalSalesManager'],
  Order: sellers,
};
/** docs/domain.md section 6 as from→to pairs; Edit and Revise keep the status (Open or Hold only). */
const domainSteps: Record<QuoteAction, Array<[QuoteStatusName, QuoteStatusName]>> = {
  Hold: [['Open', 'Hold']],
  Resume: [['Hold', 'Open']],
  RequestEngineeringReview: [['Open', 'EngReview']],
  AnswerEngineeringReview: [['EngReview', 'Open']],
  RequestMultiplierReview: [['Open', 'MultiplierReview']],
  DecideMultiplierReview: [['MultiplierReview', 'Open']],
  Order: [['Open', 'Ordered']],
  Cancel: (['Open', 'EngReview', 'MultiplierReview', 'Hold'] as const).map((from) => [from, 'Cancelled']),
  Reopen: [['Cancelled', 'Open']],
  Edit: [
    ['Open', 'Open'],
    ['Hold', 'Hold'],
  ],
  Revise: [
    ['Open', 'Open'],
    ['Hold', 'Hold'],
  ],
};

type Line = { qty: number; priceCents: number };
type Revision = {
  status: QuoteStatusName;
  superseded: boolean;
  pendingReview: boolean;
  lines: Line[];
  netAdds: number[];
};

/** The quote book under test: acts through the status machine and computes totals like the server. */
class QuoteBook {
  revisions: Revision[];
  constructor(lines: Line[]) {
    this.revisions = [{ status: 'Open', superseded: false, pendingReview: false, lines, netAdds: [] }];
  }
  private decide(index: number, action: QuoteAction, role: Role) {
    const revision = this.revisions[index] as Revision;
    const decision = decideQuoteAction(
      {
        status: revision.status,
        isSuperseded: revision.superseded,
        hasPendingReview: revision.pendingReview,
      },
      action,
      actorOf(role),
    );
    return { revision, decision };
  }
  act(index: number, action: Exclude<QuoteAction, 'Edit'>, role: Role): boolean {
    const { revision, decision } = this.decide(index, action, role);
    if (!decision.allowed) return false;
    if (action === 'Revise') {
      revision.superseded = true;
      this.revisions.push({
        status: 'Open',
        superseded: false,
        pendingReview: false,
        lines: revision.lines.map((line) => ({ ...line })),
        netAdds: [...revision.netAdds],
      });
    } else revision.status = decision.to;
    return true;
  }
  edit(index: number, role: Role, change: (revision: Revision) => void): boolean {
    const { revision, decision } = this.decide(index, 'Edit', role);
    if (decision.allowed) change(revision);
    return decision.allowed;
  }
  totals(index: number) {
    const revision = this.revisions[index] as Revision;
    return computeQuoteTotals(
      revision.lines.map((line) => ({ itemQty: line.qty, netUnitPriceCents: line.priceCents })),
      revision.netAdds.map((amountCents) => ({ amountCents })),
    );
  }
}

type Model = { revisions: Revision[] };

const cloneRevision = (revision: Revision): Revision => ({
  ...revision,
  lines: revision.lines.map((line) => ({ ...line })),
  netAdds: [...revision.netAdds],
});

function expectBookMatchesModel(model: Model, book: QuoteBook): void {
  expect(book.revisions.length).toBe(model.revisions.length);
  model.revisions.forEach((expected, index) => {
    const actual = book.revisions[index] as Revision;
    expect({ status: actual.status, superseded: actual.superseded }).toEqual({
      status: expected.status,
      superseded: expected.superseded,
    });
    const lineSum = expected.lines.reduce(
      (sum, line) => sum + BigInt(line.qty) * BigInt(line.priceCents),
      0n,
    );
    const netAddSum = expected.netAdds.reduce((sum, cents) => sum + BigInt(cents), 0n);
    expect(book.totals(index)).toEqual({
      lineItemsTotalCents: Number(lineSum),
      netAddsTotalCents: Number(netAddSum),
      totalCents: Number(lineSum + netAddSum),
    });
  });
  expect(model.revisions.filter((revision) => !revision.superseded)).toHaveLength(1);
}

const targetIndex = (model: Model, pick: number | 'newest') =>
  pick === 'newest' ? model.revisions.length - 1 : pick % model.revisions.length;

class ActCommand implements fc.Command<Model, QuoteBook> {
  constructor(
    readonly pick: number | 'newest',
    readonly action: Exclude<QuoteAction, 'Edit'>,
    readonly role: Role,
  ) {}
  check = () => true;
  run(model: Model, book: QuoteBook): void {
    const index = targetIndex(model, this.pick);
    const before = model.revisions[index] as Revision;
    const step = domainSteps[this.action].find(([from]) => from === before.status);
    const expected =
      !before.superseded &&
      step !== undefined &&
      mayAct[this.action].includes(this.role) &&
      !(this.action === 'Order' && before.pendingReview);
    const allowed = book.act(index, this.action, this.role);
    expect({ ...this.describe(), allowed }).toEqual({ ...this.describe(), allowed: expected });
    if (allowed && step) {
      if (this.action === 'Revise') {
        before.superseded = true;
        model.revisions.push({
          ...cloneRevision(before),
          status: 'Open',
          superseded: false,
          pendingReview: false,
        });
      } else before.status = step[1];
    }
    expectBookMatchesModel(model, book);
  }
  describe = () => ({ pick: this.pick, action: this.action, role: this.role });
  toString = () => `${this.role} ${this.action} on ${this.pick}`;
}

type Edit =
  | { kind: 'addNetAdd'; cents: number }
  | { kind: 'removeNetAdd'; at: number }
  | { kind: 'setQty'; at: number; qty: number }
  | { kind: 'setPrice'; at: number; priceCents: number };

function applyEdit(revision: Revision, edit: Edit): void {
  if (edit.kind === 'addNetAdd') revision.netAdds.push(edit.cents);
  else if (edit.kind === 'removeNetAdd') {
    if (revision.netAdds.length > 0) revision.netAdds.splice(edit.at % revision.netAdds.length, 1);
  } else if (revision.lines.length > 0) {
    const line = revision.lines[edit.at % revision.lines.length] as Line;
    if (edit.kind === 'setQty') line.qty = edit.qty;
    else line.priceCents = edit.priceCents;
  }
}

class EditCommand implements fc.Command<Model, QuoteBook> {
  constructor(
    readonly pick: number | 'newest',
    readonly edit: Edit,
    readonly role: Role,
  ) {}
  check = () => true;
  run(model: Model, book: QuoteBook): void {
    const index = targetIndex(model, this.pick);
    const revision = model.revisions[index] as Revision;
    const expected =
      !revision.superseded &&
      (revision.status === 'Open' || revision.status === 'Hold') &&
      mayAct.Edit.includes(this.role);
    const allowed = book.edit(index, this.role, (target) => applyEdit(target, this.edit));
    expect(allowed).toBe(expected);
    if (allowed) applyEdit(revision, this.edit);
    expectBookMatchesModel(model, book);
  }
  toString = () => `${this.role} ${JSON.stringify(this.edit)} on ${this.pick}`;
}

/** A later part's request waiting on an open quote (an engineering request asking for more information). */
class PendingReviewCommand implements fc.Command<Model, QuoteBook> {
  constructor(readonly pending: boolean) {}
  check = () => true;
  run(model: Model, book: QuoteBook): void {
    const index = model.revisions.length - 1;
    (model.revisions[index] as Revision).pendingReview = this.pending;
    (book.revisions[index] as Revision).pendingReview = this.pending;
  }
  toString = () => `pending review ${this.pending}`;
}

const centsArbitrary = fc.integer({ min: 0, max: 5_000_000_00 });
const lineArbitrary = fc.record({ qty: fc.integer({ min: 1, max: 500 }), priceCents: centsArbitrary });
const pickArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant('newest' as const) },
  { weight: 1, arbitrary: fc.nat({ max: 20 }) },
);
const roleArbitrary = fc.constantFrom(...roles);
const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('addNetAdd' as const), cents: centsArbitrary }),
  fc.record({ kind: fc.constant('removeNetAdd' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('setQty' as const), at: fc.nat(), qty: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('setPrice' as const), at: fc.nat(), priceCents: centsArbitrary }),
);
const actionArbitrary = fc.constantFrom(
  ...(Object.values(QuoteAction).filter((action) => action !== 'Edit') as Array<
    Exclude<QuoteAction, 'Edit'>
  >),
);

const commands = fc.commands(
  [
    fc
      .tuple(pickArbitrary, actionArbitrary, roleArbitrary)
      .map(([pick, action, role]) => new ActCommand(pick, action, role)),
    fc
      .tuple(pickArbitrary, editArbitrary, roleArbitrary)
      .map(([pick, edit, role]) => new EditCommand(pick, edit, role)),
    fc.boolean().map((pending) => new PendingReviewCommand(pending)),
  ],
  { maxCommands: 60 },
);

describe('quote status machine (model-based)', () => {
  it('random actions by random roles: only docs/domain.md transitions happen and totals stay exact', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 30 }), commands, (lines, sequence) => {
        const book = new QuoteBook(lines.map((line) => ({ ...line })));
        const model: Model = { revisions: [cloneRevision(book.revisions[0] as Revision)] };
        fc.modelRun(() => ({ model, real: book }), sequence);
      }),
      { numRuns: 300 },
    );
  });
});
