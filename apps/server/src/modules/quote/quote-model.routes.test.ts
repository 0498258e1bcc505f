import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import type { QuoteStatusName } from '@airquote/shared/rules/quote-status';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import {
  actOnQuote,
  centsOf,
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/**
 * Model-based test against the server (issue 5): random sequences of quote actions by random demo
 * users through the API (status chosen in the quote form, net adds) and through the status-machine
 * hook of the later parts (reviews, orders). The model restates docs/domain.md section 6 and the demo
 * users' roles; after every step the server's status, answer codes and totals must match it.
 */

const users = {
  rep: 'rep@northwind.test',
  admin: 'admin@airquote.test',
  pricing: 'pricing@airquote.test',
  engineering: 'engineering@airquote.test',
  orders: 'orders@airquote.test',
  engineer: 'engineer@northwind.test',
} as const;
type User = keyof typeof users;
const editors: User[] = ['rep', 'admin', 'pricing'];

let app: App;
const tokens = {} as Record<User, string>;
let summit: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  for (const user of Object.keys(users) as User[]) tokens[user] = await signIn(app, users[user]);
  summit = await demoProjectSchedules(app, demoProjects.summit, ['Floors 1–4']);
});
afterAll(async () => app.close());

type Model = { status: QuoteStatusName; netAdds: Array<{ id: number; cents: number }> };
type Real = { quoteId: number; lineItemsTotal: bigint };

/** Which answer the quote form's status change must get (docs/domain.md section 6 by role). */
function expectedStatusAnswer(model: Model, user: User, to: QuoteStatusName): 200 | 400 | 403 {
  if (!editors.includes(user)) return 403;
  const from = model.status;
  if (from === to) return 200;
  const allowed =
    (from === 'Open' && to === 'Hold') ||
    (from === 'Hold' && to === 'Open') ||
    (to === 'Cancelled' && from !== 'Ordered') ||
    (from === 'Cancelled' && to === 'Open' && user === 'admin');
  return allowed ? 200 : 400;
}

async function current(real: Real): Promise<ProjectQuote> {
  return getQuote(app, tokens.admin, real.quoteId);
}

async function expectServerMatches(model: Model, real: Real): Promise<void> {
  const quote = await current(real);
  expect(quote.QuoteStatusId).toBe(QuoteStatus[model.status]);
  const netAdds = model.netAdds.reduce((sum, netAdd) => sum + BigInt(netAdd.cents), 0n);
  expect(centsOf(quote.Totals?.LineItemsTotal)).toBe(real.lineItemsTotal);
  expect(centsOf(quote.Totals?.NetAddsTotal)).toBe(netAdds);
  expect(centsOf(quote.Totals?.Total)).toBe(real.lineItemsTotal + netAdds);
}

class ChooseStatus implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: User,
    readonly to: QuoteStatusName,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await changeQuote(app, tokens[this.user], await current(real), {
      QuoteStatusId: QuoteStatus[this.to],
    });
    const expected = expectedStatusAnswer(model, this.user, this.to);
    expect({ step: this.toString(), status: response.statusCode }).toEqual({
      step: this.toString(),
      status: expected,
    });
    if (expected === 200) model.status = this.to;
    await expectServerMatches(model, real);
  }
  toString = () => `${this.user} chooses ${this.to}`;
}

/** Reviews and orders, as parts 3–5 will take them through applyQuoteAction. */
const hookSteps = {
  RequestEngineeringReview: { from: 'Open', to: 'EngReview', users: editors },
  AnswerEngineeringReview: { from: 'EngReview', to: 'Open', users: ['admin', 'engineering'] },
  RequestMultiplierReview: { from: 'Open', to: 'MultiplierReview', users: editors },
  DecideMultiplierReview: { from: 'MultiplierReview', to: 'Open', users: ['admin', 'pricing'] },
  Order: { from: 'Open', to: 'Ordered', users: editors },
} as const satisfies Record<string, { from: QuoteStatusName; to: QuoteStatusName; users: readonly User[] }>;

class HookAction implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: Exclude<User, 'engineer'>,
    readonly action: keyof typeof hookSteps,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const step = hookSteps[this.action];
    const allowed = model.status === step.from && (step.users as readonly User[]).includes(this.user);
    const outcome = await actOnQuote(app, users[this.user], real.quoteId, this.action).then(
      () => 'done',
      (error: unknown) => (error instanceof HttpError ? error.statusCode : error),
    );
    expect({ step: this.toString(), outcome }).toEqual({
      step: this.toString(),
      outcome: allowed ? 'done' : 400,
    });
    if (allowed) model.status = step.to;
    await expectServerMatches(model, real);
  }
  toString = () => `${this.user} ${this.action}`;
}

class AddNetAdd implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: User,
    readonly cents: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await callApi(app, tokens[this.user], 'POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: real.quoteId,
      NetAddType: 'Misc',
      Amount: `${Math.trunc(this.cents / 100)}.${String(this.cents % 100).padStart(2, '0')}`,
    });
    const expected = !editors.includes(this.user) ? 403 : ['Open', 'Hold'].includes(model.status) ? 200 : 400;
    expect({ step: this.toString(), status: response.statusCode }).toEqual({
      step: this.toString(),
      status: expected,
    });
    if (expected === 200) model.netAdds.push({ id: response.json().ProjectQuoteNetAddId, cents: this.cents });
    await expectServerMatches(model, real);
  }
  toString = () => `${this.user} adds ${this.cents} cents`;
}

class DeleteNetAdd implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: User,
    readonly pick: number,
  ) {}
  check = (model: Readonly<Model>) => model.netAdds.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.netAdds.length;
    const netAdd = model.netAdds[index] as { id: number };
    const response = await callApi(app, tokens[this.user], 'PUT', '/ProjectQuoteNetAdds/delete', {
      ProjectQuoteNetAddId: netAdd.id,
      RowVersion: 1,
    });
    const expected = !editors.includes(this.user) ? 403 : ['Open', 'Hold'].includes(model.status) ? 200 : 400;
    expect({ step: this.toString(), status: response.statusCode }).toEqual({
      step: this.toString(),
      status: expected,
    });
    if (expected === 200) model.netAdds.splice(index, 1);
    await expectServerMatches(model, real);
  }
  toString = () => `${this.user} deletes net add #${this.pick}`;
}

const userArbitrary = fc.constantFrom(...(Object.keys(users) as User[]));
const commands = fc.commands(
  [
    fc
      .tuple(userArbitrary, fc.constantFrom(...(Object.keys(QuoteStatus) as QuoteStatusName[])))
      .map(([user, to]) => new ChooseStatus(user, to)),
    fc
      .tuple(
        fc.constantFrom<Exclude<User, 'engineer'>>('rep', 'admin', 'pricing', 'engineering', 'orders'),
        fc.constantFrom(...(Object.keys(hookSteps) as Array<keyof typeof hookSteps>)),
      )
      .map(([user, action]) => new HookAction(user, action)),
    fc
      .tuple(userArbitrary, fc.integer({ min: 0, max: 2_500_000_00 }))
      .map(([user, cents]) => new AddNetAdd(user, cents)),
    fc.tuple(userArbitrary, fc.nat()).map(([user, pick]) => new DeleteNetAdd(user, pick)),
  ],
  { maxCommands: 14 },
);

describe('quote status machine on the server (model-based)', () => {
  it('random actions by random users: only docs/domain.md transitions happen and totals stay consistent', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const quote = await createQuote(app, tokens.rep, {
          ProjectId: summit.projectId,
          ProjectScheduleIds: summit.scheduleIds,
        });
        const real: Real = {
          quoteId: quote.ProjectQuoteId,
          lineItemsTotal: centsOf(quote.Totals?.LineItemsTotal),
        };
        await fc.asyncModelRun(() => ({ model: { status: 'Open', netAdds: [] } as Model, real }), sequence);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
