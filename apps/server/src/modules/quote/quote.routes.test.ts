import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectQuote, ProjectQuoteSummary } from '@airquote/shared/contracts/quote/quote-schemas';
import { quoteMessages } from '@airquote/shared/contracts/quote/quote-schemas';
import { quoteStatusMessages } from '@airquote/shared/rules/quote-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoProjects, projectIdByName } from '../../test/project-fixtures.ts';
import {
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  QUOTE,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { quoteServiceMessages } from './quote.messages.ts';

let app: App;
let rep: string;
let contosoRep: string;
let engineer: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, contosoRep, engineer] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'rep@contoso.test'),
    signIn(app, 'engineer@northwind.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, [
    'Tower B – Patient Floors',
    'Tower B – Lobby & Admin',
  ]);
});
afterAll(async () => app.close());

const newQuote = (overrides: Record<string, unknown> = {}) =>
  createQuote(app, rep, {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: [riverside.scheduleIds[0] as number],
    ...overrides,
  });

describe('POST projectquote (create)', () => {
  it('numbers a new quote Q-<year>-<sequence>, revision 1, open, with the project brand and 30 days validity', async () => {
    const before = await callApi(app, rep, 'GET', `/Project/${riverside.projectId}`);
    const quote = await newQuote();
    expect(quote.QuoteNumber).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(quote).toMatchObject({
      ProjectId: riverside.projectId,
      Revision: 1,
      QuoteStatusId: 1,
      QuoteStatusName: 'Open',
      IsSuperseded: false,
      BrandId: 1,
      TransactionType: 1,
      ProjectScheduleIds: [riverside.scheduleIds[0]],
      RowVersion: 1,
      CanEdit: true,
      NextStatusIds: [4, 6],
    });
    const in30Days = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(quote.ValidUntil).toBe(in30Days);
    // The quote covers the schedule's active line items.
    expect(quote.LineItems.length).toBe(quote.ProjectSchedules[0]?.ActiveLineItemCount);
    expect(quote.LineItems.length).toBeGreaterThan(0);

    const second = await newQuote({ TransactionType: 2, BrandId: 2, ValidUntil: '2099-12-31' });
    const sequence = (number: string) => Number(number.slice(-6));
    expect(sequence(second.QuoteNumber)).toBe(sequence(quote.QuoteNumber) + 1);
    expect(second).toMatchObject({
      TransactionType: 2,
      BrandId: 2,
      BrandName: expect.any(String),
      ValidUntil: '2099-12-31',
    });

    // The project moved to the top of the list: its date_modified follows its quotes.
    const after = await callApi(app, rep, 'GET', `/Project/${riverside.projectId}`);
    expect(after.json().DateModified > before.json().DateModified).toBe(true);
    const events = await quoteEvents(app, riverside.projectId);
    const created = events.filter(
      (event) =>
        event.action === 'Created' && [quote.ProjectQuoteId, second.ProjectQuoteId].includes(event.entityId),
    );
    expect(created.map((event) => event.entityId)).toEqual([quote.ProjectQuoteId, second.ProjectQuoteId]);
    expect(created[0]?.summary).toBe(`Created quote ${quote.QuoteNumber} revision 1`);
    expect(created[0]?.after).toMatchObject({
      QuoteNumber: quote.QuoteNumber,
      Revision: 1,
      TransactionType: 1,
    });
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ProjectScheduleIds: [riverside.scheduleIds[0]] }, quoteMessages.projectRequired],
      [{ ProjectId: riverside.projectId }, quoteMessages.schedulesRequired],
      [{ ProjectId: riverside.projectId, ProjectScheduleIds: [] }, quoteMessages.schedulesRequired],
      [
        { ProjectId: riverside.projectId, ProjectScheduleIds: [1], TransactionType: 3 },
        'TransactionType must be 1',
      ],
      [
        { ProjectId: riverside.projectId, ProjectScheduleIds: [1], QuoteStatusId: 9 },
        quoteStatusMessages.unknownStatus,
      ],
      [
        { ProjectId: riverside.projectId, ProjectScheduleIds: [1], ValidUntil: '31/12/2026' },
        'Enter a date as YYYY-MM-DD',
      ],
      [
        { CreateRevision: true, ProjectId: riverside.projectId, ProjectScheduleIds: [1] },
        quoteMessages.revisionNeedsQuote,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await callApi(app, rep, 'POST', QUOTE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const harbor = await demoProjectSchedules(app, demoProjects.harbor, ['Building A Units']);
    const serviceCases: Array<[Record<string, unknown>, string]> = [
      [{ ProjectScheduleIds: harbor.scheduleIds }, quoteServiceMessages.scheduleNotInProject],
      [{ ProjectScheduleIds: [riverside.scheduleIds[0]], BrandId: 99 }, quoteServiceMessages.unknownBrand],
      [
        { ProjectScheduleIds: [riverside.scheduleIds[0]], ValidUntil: '2020-01-01' },
        quoteServiceMessages.validUntilPast,
      ],
      [
        { ProjectScheduleIds: [riverside.scheduleIds[0]], QuoteStatusId: 4 },
        quoteServiceMessages.newQuoteStatus,
      ],
    ];
    for (const [body, message] of serviceCases) {
      const response = await callApi(app, rep, 'POST', QUOTE, { ProjectId: riverside.projectId, ...body });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      });
    }
  });
});

describe('GET projectquote/{id} and getbyprojectid/{projectId}', () => {
  it("answers 404 for another company's quote, 403 to an Engineer, 401 without a token", async () => {
    const quote = await newQuote();
    for (const path of [
      `${QUOTE}/${quote.ProjectQuoteId}`,
      `${QUOTE}/getbyprojectid/${riverside.projectId}`,
    ]) {
      expect((await callApi(app, contosoRep, 'GET', path)).statusCode).toBe(404);
      expect((await callApi(app, engineer, 'GET', path)).statusCode).toBe(403);
      expect((await callApi(app, null, 'GET', path)).statusCode).toBe(401);
    }
    expect((await callApi(app, rep, 'GET', `${QUOTE}/999999`)).statusCode).toBe(404);
    expect((await callApi(app, rep, 'GET', `${QUOTE}/abc`)).statusCode).toBe(400);
    const change = await changeQuote(app, contosoRep, quote, { ValidUntil: '2099-01-01' });
    expect({ status: change.statusCode, message: change.json().message }).toEqual({
      status: 404,
      message: quoteServiceMessages.quoteNotFound,
    });
    expect((await changeQuote(app, engineer, quote, { ValidUntil: '2099-01-01' })).statusCode).toBe(403);
    const contosoCreate = await callApi(app, contosoRep, 'POST', QUOTE, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    expect(contosoCreate.statusCode).toBe(404);
  });

  it('lists every quote and revision of a project, newest first, each with its total', async () => {
    const lakeview = await demoProjectSchedules(app, demoProjects.lakeview, ['Classrooms']);
    const first = await createQuote(app, rep, {
      ProjectId: lakeview.projectId,
      ProjectScheduleIds: lakeview.scheduleIds,
    });
    const second = await createQuote(app, rep, {
      ProjectId: lakeview.projectId,
      ProjectScheduleIds: lakeview.scheduleIds,
    });
    const revised = await changeQuote(app, rep, first, { CreateRevision: true });
    expect(revised.statusCode, revised.body).toBe(200);
    const list: ProjectQuoteSummary[] = (
      await callApi(app, rep, 'GET', `${QUOTE}/getbyprojectid/${lakeview.projectId}`)
    ).json();
    expect(list.map((quote) => [quote.QuoteNumber, quote.Revision, quote.IsSuperseded])).toEqual([
      [second.QuoteNumber, 1, false],
      [first.QuoteNumber, 2, false],
      [first.QuoteNumber, 1, true],
    ]);
    expect(list[0]?.Total).toBe(second.Totals?.Total);
    expect(list[0]?.Total).toMatch(/^\d+\.\d{2}$/);
    const empty = await callApi(
      app,
      rep,
      'GET',
      `${QUOTE}/getbyprojectid/${await projectIdByName(app, demoProjects.summit)}`,
    );
    expect(empty.json()).toEqual([]);
  });
});

describe('POST projectquote (change and revise)', () => {
  it('changes fields under the row version, 409 when stale, and records what changed', async () => {
    const quote = await newQuote();
    const response = await changeQuote(app, rep, quote, {
      ProjectScheduleIds: riverside.scheduleIds,
      ValidUntil: '2099-06-30',
      TransactionType: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed: ProjectQuote = response.json();
    expect(changed).toMatchObject({ RowVersion: 2, ValidUntil: '2099-06-30', TransactionType: 2 });
    expect(changed.ProjectScheduleIds).toEqual([...riverside.scheduleIds].sort((a, b) => a - b));
    expect(new Set(changed.LineItems.map((line) => line.ProjectScheduleId))).toEqual(
      new Set(riverside.scheduleIds),
    );

    const stale = await changeQuote(app, rep, quote, { ValidUntil: '2099-07-01' });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: STALE_ROW_VERSION_MESSAGE,
    });
    const missingVersion = await callApi(app, rep, 'POST', QUOTE, { ProjectQuoteId: quote.ProjectQuoteId });
    expect(missingVersion.json().message).toContain(quoteMessages.rowVersionRequired);
    const otherProject = await changeQuote(app, rep, changed, {
      ProjectId: await projectIdByName(app, demoProjects.harbor),
    });
    expect(otherProject.json().message).toBe(quoteServiceMessages.projectMismatch);

    // Nothing changed: no new version, no event.
    const same = await changeQuote(app, rep, changed, { ValidUntil: '2099-06-30' });
    expect(same.json().RowVersion).toBe(2);
    const updates = (await quoteEvents(app, riverside.projectId)).filter(
      (event) => event.entityId === quote.ProjectQuoteId && event.action === 'Updated',
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.before).toMatchObject({
      TransactionType: 1,
      ProjectScheduleIds: [riverside.scheduleIds[0]],
    });
    expect(updates[0]?.after).toMatchObject({ TransactionType: 2, ValidUntil: '2099-06-30' });
  });

  it('revises: a new open revision with the same number; the old one stays readable, superseded and frozen', async () => {
    const quote = await newQuote();
    const netAdd = await callApi(app, rep, 'POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: quote.ProjectQuoteId,
      NetAddType: 'Freight',
      Amount: '450.00',
    });
    expect(netAdd.statusCode, netAdd.body).toBe(200);
    const held = (await changeQuote(app, rep, quote, { QuoteStatusId: 4 })).json() as ProjectQuote;
    const response = await changeQuote(app, rep, held, { CreateRevision: true, ValidUntil: '2099-03-31' });
    expect(response.statusCode, response.body).toBe(200);
    const revision: ProjectQuote = response.json();
    expect(revision).toMatchObject({
      QuoteNumber: quote.QuoteNumber,
      Revision: 2,
      QuoteStatusName: 'Open',
      IsSuperseded: false,
      SupersedesProjectQuoteId: quote.ProjectQuoteId,
      ValidUntil: '2099-03-31',
      ProjectScheduleIds: quote.ProjectScheduleIds,
      RowVersion: 1,
    });
    expect(revision.NetAdds.map((item) => [item.NetAddType, item.Amount])).toEqual([['Freight', '450.00']]);

    const old = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(old).toMatchObject({
      Revision: 1,
      QuoteStatusName: 'Hold',
      IsSuperseded: true,
      SupersededByProjectQuoteId: revision.ProjectQuoteId,
      CanEdit: false,
      NextStatusIds: [],
    });
    expect(old.Totals).toEqual(revision.Totals);
    for (const changes of [{ ValidUntil: '2099-01-01' }, { QuoteStatusId: 1 }, { CreateRevision: true }]) {
      const refused = await changeQuote(app, rep, old, changes);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message: quoteStatusMessages.superseded,
      });
    }
    const withStatus = await changeQuote(app, rep, revision, { CreateRevision: true, QuoteStatusId: 4 });
    expect(withStatus.json().message).toBe(quoteServiceMessages.revisionWithStatus);

    const events = (await quoteEvents(app, riverside.projectId)).filter(
      (event) =>
        ['Revised', 'Superseded'].includes(event.action) &&
        [quote.ProjectQuoteId, revision.ProjectQuoteId].includes(event.entityId),
    );
    expect(events.map((event) => [event.action, event.entityId])).toEqual([
      ['Revised', revision.ProjectQuoteId],
      ['Superseded', quote.ProjectQuoteId],
    ]);
  });
});
