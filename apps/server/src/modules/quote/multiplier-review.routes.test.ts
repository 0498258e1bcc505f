import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { UserRole, userRoleIds } from '@airquote/shared/enums/roles';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { regions } from '../../db/schema/pricing.ts';
import { projectQuoteNotes } from '../../db/schema/quotes.ts';
import { appUserUserRoles } from '../../db/schema/users.ts';
import { companyIdByName } from '../../test/pricing-fixtures.ts';
import { callApi, demoProjects, userIdByEmail } from '../../test/project-fixtures.ts';
import {
  centsOf,
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { findCompanyRegion } from '../pricing/region.repository.ts';

const CAT = '/ProjectQuoteCatMultiplier';
let app: App;
let rep: string;
let pricing: string;
let engineer: string;
let contosoRep: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, pricing, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'pricing@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

/** The quote's categories with their standard multiplier, as the quote lines show them. */
function categoriesOf(quote: ProjectQuote): Map<number, string> {
  const categories = new Map<number, string>();
  for (const line of quote.LineItems)
    if (line.Pricing?.StandardMultiplier)
      categories.set(line.Pricing.ProductTypeCategoryId, line.Pricing.StandardMultiplier);
  return categories;
}

/** A multiplier `drop` ten-thousandths below `standard`, as a four-place decimal. */
function below(standard: string, drop: number): string {
  const value = Number(standard.replace('.', '')) - drop;
  return `${Math.trunc(value / 10_000)}.${String(value % 10_000).padStart(4, '0')}`;
}

const draft = (
  token: string,
  ProjectQuoteId: number,
  ProductTypeCategoryId: number,
  RequestedMultiplier: string,
) => callApi(app, token, 'POST', CAT, { ProjectQuoteId, ProductTypeCategoryId, RequestedMultiplier });

const send = (token: string, ProjectQuoteId: number, RowVersion: number, Note = '') =>
  callApi(app, token, 'POST', '/ProjectQuote/SendMultipliersRequestEmail', {
    ProjectQuoteId,
    RowVersion,
    Note,
  });

const decide = (
  token: string,
  row: { ProjectQuoteCatMultiplierId: number; RowVersion: number },
  Approved: boolean,
  Note: string,
) =>
  callApi(app, token, 'PUT', `${CAT}/decide`, {
    ProjectQuoteCatMultiplierId: row.ProjectQuoteCatMultiplierId,
    Approved,
    Note,
    RowVersion: row.RowVersion,
  });

const mailsTo = (address: string) =>
  app.deps.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(asc(outboxEmails.outboxEmailId));

/** Σ qty × round(list × multiplier), computed here apart from the pricing code. */
function expectedLineTotal(quote: ProjectQuote, multiplierOf: (categoryId: number) => string): bigint {
  let total = 0n;
  for (const line of quote.LineItems) {
    const pricing = line.Pricing;
    if (!pricing) throw new Error('line without pricing');
    const multiplier = BigInt(multiplierOf(pricing.ProductTypeCategoryId).replace('.', ''));
    total += BigInt(line.ItemQty) * ((centsOf(pricing.UnitListPrice) * multiplier + 5_000n) / 10_000n);
  }
  return total;
}

describe('multiplier review', () => {
  it('request → MultiplierReview; pricing approves one category, rejects another → Open with the decided multipliers', async () => {
    const quote = await newQuote();
    const categories = [...categoriesOf(quote)];
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const [[approvedId, approvedStandard], [rejectedId, rejectedStandard]] = categories as [
      [number, string],
      [number, string],
    ];
    const approvedMultiplier = below(approvedStandard, 500);
    const a = await draft(rep, quote.ProjectQuoteId, approvedId, approvedMultiplier);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      Status: 'Pending',
      IsSent: false,
      StandardMultiplier: approvedStandard,
    });
    const b = await draft(rep, quote.ProjectQuoteId, rejectedId, below(rejectedStandard, 300));
    expect(b.statusCode, b.body).toBe(200);
    const again = await draft(rep, quote.ProjectQuoteId, rejectedId, below(rejectedStandard, 100));
    expect(again.statusCode).toBe(400);
    expect(again.json().UserMessage ?? again.body).toMatch(/already has a multiplier request/);

    const drafts = (
      await callApi(app, rep, 'GET', `/ProjectQuote/GetActiveMultiplierRequest/${quote.ProjectQuoteId}`)
    ).json();
    expect(drafts.IsUnderReview).toBe(false);
    expect(drafts.CatMultipliers).toHaveLength(2);

    const current = await getQuote(app, rep, quote.ProjectQuoteId);
    expect((await send(rep, quote.ProjectQuoteId, current.RowVersion + 1)).statusCode).toBe(409);
    const sent = await send(rep, quote.ProjectQuoteId, current.RowVersion, 'Competitive bid');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().IsUnderReview).toBe(true);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Multiplier Review');
    const requestMails = (await mailsTo('pricing@airquote.test')).filter((mail) =>
      mail.subject.includes(quote.QuoteNumber),
    );
    expect(requestMails).toHaveLength(1);
    expect(requestMails[0]?.textBody).toContain(approvedMultiplier);

    const deleteSent = await callApi(app, rep, 'DELETE', `${CAT}/${a.json().ProjectQuoteCatMultiplierId}`);
    expect(deleteSent.statusCode).toBe(400);
    expect((await decide(rep, a.json(), true, 'ok')).statusCode).toBe(403);
    expect((await decide(engineer, a.json(), true, 'ok')).statusCode).toBe(403);
    const noNote = await decide(pricing, a.json(), true, '  ');
    expect(noNote.statusCode).toBe(400);

    const rows = (
      await callApi(app, pricing, 'GET', `${CAT}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    const rowOf = (categoryId: number) =>
      rows.find((row: { ProductTypeCategoryId: number }) => row.ProductTypeCategoryId === categoryId);
    const approve = await decide(pricing, rowOf(approvedId), true, 'Approved for the bid');
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      Status: 'Approved',
      DecidedByName: 'Priya Patel',
      DecisionNote: 'Approved for the bid',
    });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Multiplier Review');
    const twice = await decide(pricing, approve.json(), false, 'changed my mind');
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toMatch(/already approved/);
    expect((await decide(pricing, { ...rowOf(rejectedId), RowVersion: 1 }, false, 'No')).statusCode).toBe(
      409,
    );
    const reject = await decide(pricing, rowOf(rejectedId), false, 'Margin too thin');
    expect(reject.statusCode, reject.body).toBe(200);

    const decided = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(decided.QuoteStatusName).toBe('Open');
    for (const line of decided.LineItems) {
      const pricingOfLine = line.Pricing;
      if (pricingOfLine?.ProductTypeCategoryId === approvedId)
        expect(pricingOfLine).toMatchObject({ Multiplier: approvedMultiplier, MultiplierSource: 'Quote' });
      else expect(pricingOfLine?.MultiplierSource).toBe('Standard');
    }
    const standards = categoriesOf(decided);
    const expected = expectedLineTotal(decided, (id) =>
      id === approvedId ? approvedMultiplier : (standards.get(id) ?? ''),
    );
    expect(centsOf(decided.Totals?.LineItemsTotal)).toBe(expected);
    expect(centsOf(decided.Totals?.LineItemsTotal)).toBeLessThan(centsOf(quote.Totals?.LineItemsTotal));
    const list = (
      await callApi(app, rep, 'GET', `/projectquote/getbyprojectid/${riverside.projectId}`)
    ).json();
    expect(
      list.find((row: { ProjectQuoteId: number }) => row.ProjectQuoteId === quote.ProjectQuoteId)?.Total,
    ).toBe(decided.Total);
    // The quotes list prices its totals apart (quote-list-totals.ts): the same total, to the cent.
    const searched = await callApi(app, rep, 'POST', '/ProjectQuote/search', {
      SearchText: quote.QuoteNumber,
    });
    expect(
      searched
        .json()
        .Quotes.find((row: { ProjectQuoteId: number }) => row.ProjectQuoteId === quote.ProjectQuoteId)?.Total,
    ).toBe(decided.Totals?.Total);

    const decisionMails = (await mailsTo('rep@northwind.test')).filter((mail) =>
      mail.subject.includes(quote.QuoteNumber),
    );
    expect(decisionMails).toHaveLength(1);
    expect(decisionMails[0]?.textBody).toMatch(/Rejected: /);
    const actions = (await quoteEvents(app, riverside.projectId))
      .filter((event) => event.entityId === quote.ProjectQuoteId)
      .map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'MultiplierRequestDrafted',
        'MultiplierRequestSent',
        'MultiplierApproved',
        'MultiplierRejected',
        'MultiplierReviewDecided',
        'StatusChanged',
      ]),
    );
    const notes = await app.deps.db
      .select()
      .from(projectQuoteNotes)
      .where(
        and(
          eq(projectQuoteNotes.projectQuoteId, quote.ProjectQuoteId),
          eq(projectQuoteNotes.kind, 'MultiplierReview'),
        ),
      );
    expect(notes.map((note) => note.note)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Rejected .*Margin too thin/)]),
    );
    expect(notes.every((note) => note.authorUserId > 0 && note.at instanceof Date)).toBe(true);
  });

  it('applies at once without review when no multiplier is below the standard', async () => {
    const quote = await newQuote();
    const [[categoryId, standard]] = [...categoriesOf(quote)] as [[number, string]];
    expect((await draft(rep, quote.ProjectQuoteId, categoryId, standard)).statusCode).toBe(200);
    const current = await getQuote(app, rep, quote.ProjectQuoteId);
    const sent = await send(rep, quote.ProjectQuoteId, current.RowVersion);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ IsUnderReview: false, CatMultipliers: [] });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
    const [row] = (
      await callApi(app, rep, 'GET', `${CAT}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    expect(row).toMatchObject({ Status: 'Approved', IsSent: true });
  });

  it('lists the VP of pricing and the regional sales manager of the project region; only they decide', async () => {
    const quote = await newQuote();
    const [[categoryId, standard]] = [...categoriesOf(quote)] as [[number, string]];
    const region = await findCompanyRegion(app.deps.db, await companyIdByName(app, 'Northwind Reps'));
    if (!region) throw new Error('Northwind has no region in the seed');
    const managerId = await userIdByEmail(app, 'orders@airquote.test');
    await app.deps.db
      .insert(appUserUserRoles)
      .values({ userId: managerId, userRoleId: userRoleIds[UserRole.RegionalSalesManager] })
      .onConflictDoNothing();
    const manager = await signIn(app, 'orders@airquote.test');
    const setManager = (userId: number | null) =>
      app.deps.db
        .update(regions)
        .set({ regionalSalesManagerUserId: userId })
        .where(eq(regions.regionId, region.regionId));
    const reviewersOf = async () =>
      (await callApi(app, rep, 'GET', `${CAT}/GetQuoteMultiplierRequestReviewers/${quote.ProjectQuoteId}`))
        .json()
        .map((row: { EmailAddress: string; ReviewerRole: string }) => [row.EmailAddress, row.ReviewerRole]);
    expect(await reviewersOf()).toEqual([['pricing@airquote.test', 'VPPricingDirector']]);

    const created = (await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 200))).json();
    const current = await getQuote(app, rep, quote.ProjectQuoteId);
    expect((await send(rep, quote.ProjectQuoteId, current.RowVersion)).statusCode).toBe(200);
    const sentRow = (
      await callApi(app, rep, 'GET', `${CAT}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json()[0];
    expect(sentRow.ProjectQuoteCatMultiplierId).toBe(created.ProjectQuoteCatMultiplierId);
    // A regional sales manager of another region (none here) holds multiplier.approve but is no reviewer.
    const stranger = await decide(manager, sentRow, true, 'Fine by me');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toMatch(/regional sales manager of this project's region/);

    await setManager(managerId);
    try {
      expect(await reviewersOf()).toEqual([
        ['pricing@airquote.test', 'VPPricingDirector'],
        ['orders@airquote.test', 'RegionalSalesManager'],
      ]);
      const approved = await decide(manager, sentRow, true, 'Fine by me');
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
    } finally {
      await setManager(null);
    }
  });

  it('names the demo regional sales manager among the reviewers of a Fabrikam (Midwest) quote', async () => {
    const buyer = await signIn(app, 'buyer@fabrikam.test');
    const fabrikam = await demoProjectSchedules(app, demoProjects.fabrikam, ['Office Wing']);
    const quote = await createQuote(app, buyer, {
      ProjectId: fabrikam.projectId,
      ProjectScheduleIds: fabrikam.scheduleIds,
    });
    const reviewers = (
      await callApi(app, buyer, 'GET', `${CAT}/GetQuoteMultiplierRequestReviewers/${quote.ProjectQuoteId}`)
    ).json();
    expect(
      reviewers.map((row: { EmailAddress: string; ReviewerRole: string }) => [
        row.EmailAddress,
        row.ReviewerRole,
      ]),
    ).toEqual([
      ['pricing@airquote.test', 'VPPricingDirector'],
      ['rsm@airquote.test', 'RegionalSalesManager'],
    ]);
  });

  it('lets an abandoned request go once its review ended without a decision (quote cancelled, reopened)', async () => {
    const quote = await newQuote();
    const [[categoryId, standard]] = [...categoriesOf(quote)] as [[number, string]];
    const created = (await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100))).json();
    const open = await getQuote(app, rep, quote.ProjectQuoteId);
    expect((await send(rep, quote.ProjectQuoteId, open.RowVersion)).statusCode).toBe(200);
    const remove = () => callApi(app, rep, 'DELETE', `${CAT}/${created.ProjectQuoteCatMultiplierId}`);
    expect((await remove()).statusCode).toBe(400);
    const inReview = await getQuote(app, rep, quote.ProjectQuoteId);
    expect((await changeQuote(app, rep, inReview, { QuoteStatusId: 6 })).statusCode).toBe(200);
    const admin = await signIn(app, 'admin@airquote.test');
    const cancelled = await getQuote(app, admin, quote.ProjectQuoteId);
    expect((await changeQuote(app, admin, cancelled, { QuoteStatusId: 1 })).statusCode).toBe(200);
    expect((await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100))).statusCode).toBe(400);
    expect((await remove()).statusCode).toBe(200);
    expect((await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100))).statusCode).toBe(200);
  });

  it('refuses bad multipliers, requests while not open, empty sends, other companies and Engineers', async () => {
    const quote = await newQuote();
    const [[categoryId, standard]] = [...categoriesOf(quote)] as [[number, string]];
    const zero = await draft(rep, quote.ProjectQuoteId, categoryId, '0');
    expect(zero.statusCode).toBe(400);
    const above = await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, -100));
    expect(above.statusCode).toBe(400);
    expect(above.body).toContain(`standard multiplier ${standard}`);
    const current = await getQuote(app, rep, quote.ProjectQuoteId);
    const empty = await send(rep, quote.ProjectQuoteId, current.RowVersion);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatch(/at least one category/);

    const created = (await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100))).json();
    expect(
      (await callApi(app, contosoRep, 'DELETE', `${CAT}/${created.ProjectQuoteCatMultiplierId}`)).statusCode,
    ).toBe(404);
    expect(
      (await callApi(app, rep, 'DELETE', `${CAT}/${created.ProjectQuoteCatMultiplierId}`)).statusCode,
    ).toBe(200);

    expect((await changeQuote(app, rep, current, { QuoteStatusId: 4 })).statusCode).toBe(200);
    const held = await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100));
    expect(held.statusCode).toBe(400);
    expect(held.body).toMatch(/only while the quote is open/);

    for (const [method, url] of [
      ['GET', `${CAT}/GetByProjectQuoteId/${quote.ProjectQuoteId}`],
      ['GET', `${CAT}/GetQuoteMultiplierRequestReviewers/${quote.ProjectQuoteId}`],
      ['GET', `/ProjectQuote/GetActiveMultiplierRequest/${quote.ProjectQuoteId}`],
    ] as const) {
      expect((await callApi(app, engineer, method, url)).statusCode).toBe(403);
      expect((await callApi(app, contosoRep, method, url)).statusCode).toBe(404);
    }
    expect((await draft(engineer, quote.ProjectQuoteId, categoryId, '0.3000')).statusCode).toBe(403);
    expect((await draft(contosoRep, quote.ProjectQuoteId, categoryId, '0.3000')).statusCode).toBe(404);
    expect((await send(engineer, quote.ProjectQuoteId, 1)).statusCode).toBe(403);
  });

  it('gives no requested or standard multiplier to a reader of the quote without pricing.view (application engineering): 403', async () => {
    const quote = await newQuote();
    const [[categoryId, standard]] = [...categoriesOf(quote)] as [[number, string]];
    expect((await draft(rep, quote.ProjectQuoteId, categoryId, below(standard, 100))).statusCode).toBe(200);
    const engineering = await signIn(app, 'engineering@airquote.test');
    // The quote itself is theirs to read, without its money.
    expect((await getQuote(app, engineering, quote.ProjectQuoteId)).Totals).toBeNull();
    for (const url of [
      `${CAT}/GetByProjectQuoteId/${quote.ProjectQuoteId}`,
      `/ProjectQuote/GetActiveMultiplierRequest/${quote.ProjectQuoteId}`,
    ]) {
      const answer = await callApi(app, engineering, 'GET', url);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('Multiplier"');
      expect((await callApi(app, rep, 'GET', url)).statusCode).toBe(200);
    }
  });
});
