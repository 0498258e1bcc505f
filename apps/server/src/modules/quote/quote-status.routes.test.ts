import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteStatus } from '@airquote/shared/enums/lookups';
import { type QuoteStatusName, quoteStatusMessages } from '@airquote/shared/rules/quote-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callApi, demoProjects, signInDemoAccounts } from '../../test/project-fixtures.ts';
import {
  actOnQuote,
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let admin: string;
let harbor: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, admin } = await signInDemoAccounts(app, ['rep', 'admin']));
  harbor = await demoProjectSchedules(app, demoProjects.harbor, ['Building A Units']);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: harbor.projectId, ProjectScheduleIds: harbor.scheduleIds });
const statuses = Object.keys(QuoteStatus) as QuoteStatusName[];

/** Puts a quote straight into a status (test setup only: the API moves it through the machine). */
async function forceStatus(quote: ProjectQuote, status: QuoteStatusName): Promise<ProjectQuote> {
  await app.deps.db
    .update(projectQuotes)
    .set({ status: QuoteStatus[status] })
    .where(eq(projectQuotes.projectQuoteId, quote.ProjectQuoteId));
  return getQuote(app, rep, quote.ProjectQuoteId);
}

const whereItIs: Record<QuoteStatusName, string> = {
  Open: 'this quote is open',
  EngReview: 'this quote is waiting for an engineering review',
  MultiplierReview: 'this quote is waiting for a multiplier decision',
  Hold: 'this quote is on hold',
  Ordered: 'this quote has been ordered',
  Cancelled: 'this quote is cancelled',
};

/** The message a refused direct status change must carry (docs/domain.md section 6, spelled out). */
function refusalFor(from: QuoteStatusName, to: QuoteStatusName): string {
  if (to === 'EngReview') return quoteStatusMessages.toEngReview;
  if (to === 'MultiplierReview') return quoteStatusMessages.toMultiplierReview;
  if (to === 'Ordered') return quoteStatusMessages.toOrdered;
  if (to === 'Open')
    return from === 'EngReview'
      ? quoteStatusMessages.fromEngReview
      : from === 'MultiplierReview'
        ? quoteStatusMessages.fromMultiplierReview
        : quoteStatusMessages.fromOrdered;
  if (to === 'Hold') return `A quote can be put on hold only while it is open; ${whereItIs[from]}.`;
  return `A quote can be cancelled only until it is ordered; ${whereItIs[from]}.`;
}

async function refusal(token: string, quote: ProjectQuote, changes: Record<string, unknown>) {
  const response = await changeQuote(app, token, quote, changes);
  return { status: response.statusCode, message: response.json().message as string };
}

describe('status changes through the quote form (POST projectquote with QuoteStatusId)', () => {
  it('holds, resumes, cancels; only an admin reopens; each step is an event', async () => {
    let quote = await newQuote();
    for (const [token, to, name] of [
      [rep, 4, 'Hold'],
      [rep, 1, 'Open'],
      [rep, 6, 'Cancelled'],
    ] as const) {
      const response = await changeQuote(app, token, quote, { QuoteStatusId: to });
      expect(response.statusCode, response.body).toBe(200);
      quote = response.json();
      expect(quote.QuoteStatusName).toBe(name);
    }
    expect(await refusal(rep, quote, { QuoteStatusId: 1 })).toEqual({
      status: 400,
      message: 'Only an administrator can reopen a cancelled quote.',
    });
    // The form sends the status it shows: the same status is no change (no new version).
    const same = await changeQuote(app, rep, quote, { QuoteStatusId: 6 });
    expect({ status: same.statusCode, version: same.json().RowVersion }).toEqual({ status: 200, version: 4 });
    const reopened = await changeQuote(app, admin, quote, { QuoteStatusId: 1, ValidUntil: '2099-09-30' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      QuoteStatusName: 'Open',
      ValidUntil: '2099-09-30',
      RowVersion: 5,
    });

    const events = (await quoteEvents(app, harbor.projectId)).filter(
      (event) => event.entityId === quote.ProjectQuoteId && event.action === 'StatusChanged',
    );
    expect(events.map((event) => [event.before?.Status, event.after?.Status, event.after?.Action])).toEqual([
      ['Open', 'Hold', 'Hold'],
      ['Hold', 'Open', 'Resume'],
      ['Open', 'Cancelled', 'Cancel'],
      ['Cancelled', 'Open', 'Reopen'],
    ]);
    expect(events[2]?.summary).toBe(
      `Changed the status of quote ${quote.QuoteNumber} revision 1 from Open to Cancelled`,
    );
  });

  it('refuses every transition docs/domain.md does not allow by choosing a status, with its message', async () => {
    const quote = await newQuote();
    const allowedByAdmin = new Set(['Open>Hold', 'Hold>Open', 'Cancelled>Open']);
    for (const from of statuses) {
      for (const to of statuses) {
        if (from === to) continue;
        const current = await forceStatus(quote, from);
        const expectedAllowed =
          allowedByAdmin.has(`${from}>${to}`) || (to === 'Cancelled' && from !== 'Ordered');
        const response = await changeQuote(app, admin, current, { QuoteStatusId: QuoteStatus[to] });
        const expectedMessage = refusalFor(from, to);
        if (expectedAllowed) expect(response.statusCode, `${from}>${to} ${response.body}`).toBe(200);
        else
          expect({
            transition: `${from}>${to}`,
            status: response.statusCode,
            message: response.json().message,
          }).toEqual({
            transition: `${from}>${to}`,
            status: 400,
            message: expectedMessage,
          });
      }
    }
  });
});

describe('status machine hooks for reviews and orders (applyQuoteAction)', () => {
  it('moves a quote into and out of engineering review; while there, content is frozen but notes are not', async () => {
    const quote = await newQuote();
    await actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'RequestEngineeringReview');
    const inReview = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(inReview).toMatchObject({
      QuoteStatusName: 'Engineering Review',
      CanEdit: false,
      NextStatusIds: [6],
    });
    const frozen =
      'A quote can be changed only while it is open or on hold; this quote is waiting for an engineering review.';
    expect(await refusal(rep, inReview, { ValidUntil: '2099-01-01' })).toEqual({
      status: 400,
      message: frozen,
    });
    expect(await refusal(rep, inReview, { QuoteStatusId: 4 })).toEqual({
      status: 400,
      message:
        'A quote can be put on hold only while it is open; this quote is waiting for an engineering review.',
    });
    const netAdd = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: quote.ProjectQuoteId,
      NetAddType: 'Misc',
      Amount: '10.00',
    });
    expect({ status: netAdd.statusCode, message: netAdd.json().message }).toEqual({
      status: 400,
      message: frozen,
    });
    const location = await callApi(app, rep, 'POST', '/projectquote/ProjectQuoteLocationUpsert', {
      ProjectQuoteId: quote.ProjectQuoteId,
      RowVersion: inReview.RowVersion,
      ShipTo: { City: 'Baltimore', StateProvinceCode: 'MD' },
    });
    expect(location.json().message).toBe(frozen);
    const note = await callApi(app, rep, 'POST', '/ProjectQuote/UpsertProjectQuoteNote', {
      ProjectQuoteId: quote.ProjectQuoteId,
      Note: 'Please check the coil selection of UNIT-3.',
    });
    expect(note.statusCode, note.body).toBe(200);

    await expect(
      actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'AnswerEngineeringReview'),
    ).rejects.toThrow(new HttpError(400, 'Only application engineering can answer an engineering request.'));
    await actOnQuote(app, 'engineering@airquote.test', quote.ProjectQuoteId, 'AnswerEngineeringReview');
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
  });

  it('multiplier review is decided by pricing; an order waits for pending reviews and is final', async () => {
    const quote = await newQuote();
    await actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'RequestMultiplierReview');
    await expect(actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'Order')).rejects.toThrow(
      'A quote can be ordered only while it is open; this quote is waiting for a multiplier decision.',
    );
    await actOnQuote(app, 'pricing@airquote.test', quote.ProjectQuoteId, 'DecideMultiplierReview');
    await expect(
      actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'Order', { hasPendingReview: true }),
    ).rejects.toThrow(quoteStatusMessages.reviewPending);
    const ordered = await actOnQuote(app, 'rep@northwind.test', quote.ProjectQuoteId, 'Order');
    expect(ordered.status).toBe(QuoteStatus.Ordered);
    const read = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(read).toMatchObject({ QuoteStatusName: 'Ordered', CanEdit: false, NextStatusIds: [] });
    expect(await refusal(admin, read, { CreateRevision: true })).toEqual({
      status: 400,
      message: 'A quote can be revised only while it is open or on hold; this quote has been ordered.',
    });
    const actions = (await quoteEvents(app, harbor.projectId))
      .filter((event) => event.entityId === quote.ProjectQuoteId && event.action === 'StatusChanged')
      .map((event) => event.after?.Action);
    expect(actions).toEqual(['RequestMultiplierReview', 'DecideMultiplierReview', 'Order']);
  });
});
