import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { QuoteEngRequestStatus as S } from '@airquote/shared/enums/lookups';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/**
 * Issue 15 item 4 (docs/decisions/0032-engineering-review-beside-multiplier-review.md): the quote has
 * one status, so the two reviews run one after the other; each refuses to start during the other with
 * the reason in words (the web shows it beside a disabled button), and the first one finishes on its own.
 */
const ENG = '/ProjectQuoteEngRequest';
const CAT = '/ProjectQuoteCatMultiplier';
let app: App;
let rep: string;
let pricing: string;
let engineering: string;
let engineer: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, pricing, engineering, engineer] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'pricing@airquote.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

function firstCategory(quote: ProjectQuote): [number, string] {
  const pricingOf = quote.LineItems.find((line) => line.Pricing?.StandardMultiplier)?.Pricing;
  if (!pricingOf?.StandardMultiplier) throw new Error('no priced line');
  return [pricingOf.ProductTypeCategoryId, pricingOf.StandardMultiplier];
}

const lower = (standard: string) => (Number(standard) - 0.05).toFixed(4);

async function requestMultiplier(quote: ProjectQuote) {
  const [categoryId, standard] = firstCategory(quote);
  const drafted = await callApi(app, rep, 'POST', CAT, {
    ProjectQuoteId: quote.ProjectQuoteId,
    ProductTypeCategoryId: categoryId,
    RequestedMultiplier: lower(standard),
  });
  if (drafted.statusCode !== 200) return drafted;
  const current = await getQuote(app, rep, quote.ProjectQuoteId);
  return callApi(app, rep, 'POST', '/ProjectQuote/SendMultipliersRequestEmail', {
    ProjectQuoteId: quote.ProjectQuoteId,
    RowVersion: current.RowVersion,
    Note: '',
  });
}

async function requestEngineering(quoteId: number) {
  const drafted = await callApi(app, rep, 'POST', ENG, { ProjectQuoteId: quoteId, Description: 'Coil rows' });
  if (drafted.statusCode !== 200) return drafted;
  const current = await getQuote(app, rep, quoteId);
  return callApi(app, rep, 'POST', '/ProjectQuote/SendEngRequestEmail', {
    ProjectQuoteId: quoteId,
    RowVersion: current.RowVersion,
    Note: '',
  });
}

const moveEng = (
  token: string,
  request: { ProjectQuoteEngRequestId: number; RowVersion: number },
  Status: number,
  Note = '',
) =>
  callApi(app, token, 'PUT', `${ENG}/status`, {
    ProjectQuoteEngRequestId: request.ProjectQuoteEngRequestId,
    Status,
    Note,
    RowVersion: request.RowVersion,
  });

const subjectsTo = async (address: string, quoteNumber: string) =>
  (
    await app.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, address))
      .orderBy(asc(outboxEmails.outboxEmailId))
  )
    .filter((mail) => mail.subject.includes(quoteNumber))
    .map((mail) => mail.subject.replace(/ on .*$/, ''));

describe('engineering review beside a multiplier review', () => {
  it('refuses engineering review during a multiplier review with the reason; the multiplier review finishes, then engineering runs', async () => {
    const quote = await newQuote();
    const sent = await requestMultiplier(quote);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Multiplier Review');

    const refused = await requestEngineering(quote.ProjectQuoteId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'An engineering review can be requested only while the quote is open; this quote is waiting for a multiplier decision.',
    );
    // Permissions unchanged: an Engineer (no quote permission) still gets 403, not the status reason.
    const byEngineer = await callApi(app, engineer, 'POST', ENG, {
      ProjectQuoteId: quote.ProjectQuoteId,
      Description: 'x',
    });
    expect(byEngineer.statusCode).toBe(403);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Multiplier Review');

    const active = (
      await callApi(app, pricing, 'GET', `/ProjectQuote/GetActiveMultiplierRequest/${quote.ProjectQuoteId}`)
    ).json();
    const [row] = active.CatMultipliers;
    const decided = await callApi(app, pricing, 'PUT', `${CAT}/decide`, {
      ProjectQuoteCatMultiplierId: row.ProjectQuoteCatMultiplierId,
      Approved: true,
      Note: 'Approved for the bid',
      RowVersion: row.RowVersion,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');

    const engSent = await requestEngineering(quote.ProjectQuoteId);
    expect(engSent.statusCode, engSent.body).toBe(200);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Engineering Review');
  });

  it('refuses a multiplier review during an engineering review; engineering continues after the answer without a second Start', async () => {
    const quote = await newQuote();
    const engSent = await requestEngineering(quote.ProjectQuoteId);
    expect(engSent.statusCode, engSent.body).toBe(200);
    const refused = await requestMultiplier(await getQuote(app, rep, quote.ProjectQuoteId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Lower multipliers can be requested only while the quote is open; this quote is waiting for an engineering review.',
    );

    let request = engSent.json();
    const step = async (token: string, status: number, note = '') => {
      const moved = await moveEng(token, request, status, note);
      expect(moved.statusCode, moved.body).toBe(200);
      request = moved.json();
    };
    await step(engineering, S.UnderReview);
    await step(engineering, S.NeedMoreInfo, 'How many rows?');
    await step(rep, S.UnderReview, 'Four rows');
    // Back with its engineer, under review: the engineer finishes without pressing Start again.
    expect(request).toMatchObject({ Status: S.UnderReview, ReviewedByName: expect.any(String) });
    await step(engineering, S.Approved, 'Fine');
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');

    expect(await subjectsTo('engineering@airquote.test', quote.QuoteNumber)).toEqual([
      'AirQuote: engineering request',
      'AirQuote: engineering request answered',
    ]);
    expect(await subjectsTo('rep@northwind.test', quote.QuoteNumber)).toEqual([
      'AirQuote: engineering request taken under review',
      'AirQuote: engineering asks for more information',
      'AirQuote: engineering request approved',
    ]);
    // Now open, the multiplier review can run.
    const multiplier = await requestMultiplier(await getQuote(app, rep, quote.ProjectQuoteId));
    expect(multiplier.statusCode, multiplier.body).toBe(200);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Multiplier Review');
  });
});
