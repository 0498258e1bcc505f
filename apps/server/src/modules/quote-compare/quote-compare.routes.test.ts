import {
  compareRevisionsMessages,
  type QuoteRevisionComparison,
} from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { formatCents, parseCents } from '@airquote/shared/rules/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { readPdfTagging } from '../../test/pdf-tagging-inspect.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { changeQuote, createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { formatMoney } from '../document/quote-pdf.ts';

let app: App;
let rep: string;
let engineer: string;
let engineering: string;
/** Rev 0 quotes the patient floors; rev 1 the lobby instead, factory direct (other unit prices). */
let first: ProjectQuote;
let second: ProjectQuote;
let third: ProjectQuote;

const compareUrl = (a: number, b: number) => `/projectquote/${a}/compare/${b}`;

beforeAll(async () => {
  app = await createTestApp();
  [rep, engineer, engineering] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'engineering@airquote.test'),
  ]);
  const riverside = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
  const [floors = 0, lobby = 0] = riverside.scheduleIds;
  first = await createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: [floors] });
  const revised = await changeQuote(app, rep, first, { CreateRevision: true });
  expect(revised.statusCode, revised.body).toBe(200);
  const revision = await getQuote(app, rep, revised.json().ProjectQuoteId);
  const changed = await changeQuote(app, rep, revision, {
    ProjectScheduleIds: [floors, lobby],
    TransactionType: first.TransactionType === 1 ? 2 : 1,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  second = await getQuote(app, rep, revision.ProjectQuoteId);
  first = await getQuote(app, rep, first.ProjectQuoteId);
  const again = await changeQuote(app, rep, second, { CreateRevision: true });
  expect(again.statusCode, again.body).toBe(200);
  const thirdRevision = await getQuote(app, rep, again.json().ProjectQuoteId);
  const dropped = await changeQuote(app, rep, thirdRevision, { ProjectScheduleIds: [lobby] });
  expect(dropped.statusCode, dropped.body).toBe(200);
  third = await getQuote(app, rep, thirdRevision.ProjectQuoteId);
});
afterAll(async () => app.close());

describe('GET /projectquote/:id/compare/:otherId', () => {
  it('lists added, removed and changed lines with unit prices and the total delta, older revision first', async () => {
    const response = await callApi(app, rep, 'GET', compareUrl(second.ProjectQuoteId, first.ProjectQuoteId));
    expect(response.statusCode, response.body).toBe(200);
    const comparison: QuoteRevisionComparison = response.json();
    expect(comparison.From).toMatchObject({ Revision: first.Revision, Total: first.Totals?.Total });
    expect(comparison.To).toMatchObject({ Revision: second.Revision, Total: second.Totals?.Total });
    const floorIds = new Set(first.LineItems.map((line) => line.ProjectScheduleLineItemId));
    const added = comparison.Lines.filter((line) => line.Change === 'Added');
    const addedExpected = second.LineItems.filter((line) => !floorIds.has(line.ProjectScheduleLineItemId));
    expect(added.map((line) => line.ProjectScheduleLineItemId).sort()).toEqual(
      addedExpected.map((line) => line.ProjectScheduleLineItemId).sort(),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const line of added) {
      expect(line.From).toBeNull();
      expect(line.ExtendedNetDelta).toBe(line.To?.ExtendedNetPrice);
    }
    // The other transaction type prices every floor line differently: changed unit prices.
    const changed = comparison.Lines.filter((line) => line.Change === 'Changed');
    expect(changed.length).toBe(first.LineItems.length);
    for (const line of changed) {
      expect(line.Fields).toEqual(['UnitPrice']);
      expect(line.From?.NetUnitPrice).not.toBe(line.To?.NetUnitPrice);
      const delta =
        (parseCents(line.To?.ExtendedNetPrice ?? '') ?? 0) -
        (parseCents(line.From?.ExtendedNetPrice ?? '') ?? 0);
      expect(line.ExtendedNetDelta).toBe(formatCents(delta));
    }
    expect(comparison.Lines.filter((line) => line.Change === 'Removed')).toEqual([]);
    const totalDelta =
      (parseCents(second.Totals?.Total ?? '') ?? 0) - (parseCents(first.Totals?.Total ?? '') ?? 0);
    expect(comparison.TotalDelta).toBe(formatCents(totalDelta));
    expect(totalDelta).not.toBe(0);
  });

  it('lists the lines a later revision drops as removed', async () => {
    const comparison: QuoteRevisionComparison = (
      await callApi(app, rep, 'GET', compareUrl(second.ProjectQuoteId, third.ProjectQuoteId))
    ).json();
    const removed = comparison.Lines.filter((line) => line.Change === 'Removed');
    expect(removed.length).toBe(first.LineItems.length);
    for (const line of removed) {
      expect(line.To).toBeNull();
      expect(line.ExtendedNetDelta).toBe(`-${line.From?.ExtendedNetPrice}`);
    }
    expect(comparison.UnchangedLineCount).toBe(third.LineItems.length);
  });

  it('prints the comparison as a tagged "Revision comparison" PDF with the lines and the total delta', async () => {
    const response = await callApi(
      app,
      rep,
      'GET',
      `${compareUrl(first.ProjectQuoteId, second.ProjectQuoteId)}/pdf`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.text).toContain('Revision comparison');
    const comparison: QuoteRevisionComparison = (
      await callApi(app, rep, 'GET', compareUrl(first.ProjectQuoteId, second.ProjectQuoteId))
    ).json();
    for (const line of comparison.Lines) expect(pdf.text).toContain(line.ItemTag);
    expect(pdf.text).toContain('Added');
    expect(pdf.text).toContain('Changed: unit price');
    const delta = comparison.TotalDelta ?? '';
    const signed = delta.startsWith('-') ? `−${formatMoney(delta.slice(1))}` : `+${formatMoney(delta)}`;
    expect(pdf.text).toContain(`Total delta ${signed}`);
    const tagging = await readPdfTagging(response.rawPayload);
    expect(tagging.hasStructTreeRoot).toBe(true);
    expect(tagging.lang).toBe('en-US');
    expect(tagging.title).toContain('Revision comparison');
  });

  it('gives a reader without prices the same lines and no price, and an Engineer a 403', async () => {
    const response = await callApi(
      app,
      engineering,
      'GET',
      compareUrl(first.ProjectQuoteId, second.ProjectQuoteId),
    );
    expect(response.statusCode, response.body).toBe(200);
    const comparison: QuoteRevisionComparison = response.json();
    expect(comparison.TotalDelta).toBeNull();
    expect(comparison.NetAddsDelta).toBeNull();
    expect(comparison.From.Total).toBeNull();
    // Unit prices were the only change of the floor lines: without prices they read unchanged.
    expect(comparison.Lines.every((line) => line.Change === 'Added')).toBe(true);
    for (const line of comparison.Lines) {
      expect(line.ExtendedNetDelta).toBeNull();
      expect(line.To?.NetUnitPrice).toBeNull();
    }
    expect(response.body).not.toMatch(/\d\.\d\d"/);
    const pdf = await callApi(
      app,
      engineering,
      'GET',
      `${compareUrl(first.ProjectQuoteId, second.ProjectQuoteId)}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect((await readPdfText(pdf.rawPayload)).text).not.toContain('$');
    expect(
      (await callApi(app, engineer, 'GET', compareUrl(first.ProjectQuoteId, second.ProjectQuoteId)))
        .statusCode,
    ).toBe(403);
  });

  it('refuses revisions of different quotes (400), unknown ids (404) and bad ids (400)', async () => {
    const other = await createQuote(app, rep, {
      ProjectId: first.ProjectId,
      ProjectScheduleIds: first.ProjectScheduleIds,
    });
    const mixed = await callApi(app, rep, 'GET', compareUrl(first.ProjectQuoteId, other.ProjectQuoteId));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(compareRevisionsMessages.notRevisionsOfOneQuote);
    expect((await callApi(app, rep, 'GET', compareUrl(first.ProjectQuoteId, 999_999))).statusCode).toBe(404);
    expect((await callApi(app, rep, 'GET', '/projectquote/abc/compare/1')).statusCode).toBe(400);
    const contoso = await signIn(app, 'rep@contoso.test');
    expect(
      (await callApi(app, contoso, 'GET', compareUrl(first.ProjectQuoteId, second.ProjectQuoteId)))
        .statusCode,
    ).toBe(404);
  });
});
