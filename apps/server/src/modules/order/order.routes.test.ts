import { orderMessages } from '@airquote/shared/contracts/order/order-schemas';
import { formatDollars } from '@airquote/shared/rules/money';
import { OrderStatus as S } from '@airquote/shared/rules/order-status';
import { quoteStatusMessages } from '@airquote/shared/rules/quote-status';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { productTypeCategoryMultipliers } from '../../db/schema/pricing.ts';
import { projectQuoteNotes } from '../../db/schema/quotes.ts';
import { recordAllOrderData, testOrderAddresses } from '../../test/order-fixtures.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import {
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

const ORDER = '/ProjectOrder';
let app: App;
let rep: string;
let orders: string;
let engineer: string;
let contosoRep: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, orders, engineer, contosoRep] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'orders@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

const shipDate = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function requestOrder(token: string, quoteId: number, changes: Record<string, unknown> = {}) {
  const quote = await getQuote(app, rep, quoteId);
  return callApi(app, token, 'POST', ORDER, {
    ProjectQuoteId: quoteId,
    RowVersion: quote.RowVersion,
    PoNumber: `PO-${quoteId}`,
    RequestedShipDate: shipDate(),
    ...testOrderAddresses,
    Note: 'Deliver to dock 2',
    ...changes,
  });
}

async function orderOk(quoteId: number, changes: Record<string, unknown> = {}) {
  const response = await requestOrder(rep, quoteId, changes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Order = { ProjectOrderId: number; RowVersion: number };

const move = (token: string, order: Order, Status: number, Note = '') =>
  callApi(app, token, 'PUT', `${ORDER}/status`, {
    ProjectOrderId: order.ProjectOrderId,
    Status,
    Note,
    RowVersion: order.RowVersion,
  });

async function refused(response: Awaited<ReturnType<typeof callApi>>) {
  return { status: response.statusCode, message: response.json().message as string };
}

const search = (token: string, body: Record<string, unknown>) =>
  callApi(app, token, 'POST', `${ORDER}/search`, body);

describe('orders', () => {
  it('orders an open quote: quote Ordered, order Requested with frozen totals, mail, note and event', async () => {
    const quote = await newQuote();
    expect(quote.Totals?.Total).toMatch(/^\d+\.\d{2}$/);
    const order = await orderOk(quote.ProjectQuoteId);
    expect(order).toMatchObject({
      ProjectQuoteId: quote.ProjectQuoteId,
      QuoteNumber: quote.QuoteNumber,
      Status: S.Requested,
      StatusName: 'Requested',
      PoNumber: `PO-${quote.ProjectQuoteId}`,
      Total: quote.Totals?.Total,
      NextStatusIds: [],
    });
    expect(order.OrderNumber).toMatch(/^SO-\d{4}-\d{6}$/);
    expect(order.Snapshot.Totals).toEqual(quote.Totals);
    expect(order.Snapshot.LineItems).toEqual(quote.LineItems);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Ordered');

    const mails = (
      await app.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, 'orders@airquote.test'))
        .orderBy(asc(outboxEmails.outboxEmailId))
    ).filter((mail) => mail.subject.includes(order.OrderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`PO-${quote.ProjectQuoteId}`);
    // Issue #15 item 9: the total reads as dollars ("$13,980.00"), not as the API's "13980.00".
    const dollars = formatDollars(quote.Totals?.Total as string);
    expect(dollars).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(mails[0]?.textBody).toContain(`total ${dollars}.`);
    expect(mails[0]?.htmlBody).toContain(`total ${dollars}.`);
    expect(mails[0]?.textBody).not.toContain(`total ${quote.Totals?.Total}`);
    const notes = await app.deps.db
      .select()
      .from(projectQuoteNotes)
      .where(
        and(eq(projectQuoteNotes.projectQuoteId, quote.ProjectQuoteId), eq(projectQuoteNotes.kind, 'Order')),
      );
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining(order.OrderNumber)]);
    // Quote notes are read by everyone who sees the quote, readers without prices too: no total.
    expect(notes[0]?.note).not.toContain('total');
    expect(notes[0]?.note).not.toContain(dollars.slice(1));
    const actions = (await quoteEvents(app, riverside.projectId))
      .filter((event) => event.entityId === quote.ProjectQuoteId)
      .map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['StatusChanged', 'OrderRequested']));

    // A later multiplier change reprices the quote but not the order.
    await app.deps.db
      .update(productTypeCategoryMultipliers)
      .set({ multiplier: sql`${productTypeCategoryMultipliers.multiplier} * 0.9` });
    const repriced = await getQuote(app, rep, quote.ProjectQuoteId);
    expect(repriced.Totals?.Total).not.toBe(quote.Totals?.Total);
    const read = (await callApi(app, orders, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json();
    expect(read.Total).toBe(quote.Totals?.Total);
    expect(read.NextStatusIds).toEqual([S.Entered, S.Cancelled]);
    expect(read.Snapshot.Totals).toEqual(quote.Totals);

    expect(await refused(await requestOrder(rep, quote.ProjectQuoteId))).toEqual({
      status: 400,
      message: 'A quote can be ordered only while it is open; this quote has been ordered.',
    });
  });

  it('refuses an order while a review is pending with the machine message', async () => {
    const quote = await newQuote();
    expect(
      (
        await callApi(app, rep, 'POST', '/ProjectQuoteEngRequest', {
          ProjectQuoteId: quote.ProjectQuoteId,
          Description: 'Coil',
        })
      ).statusCode,
    ).toBe(200);
    const sent = await callApi(app, rep, 'POST', '/ProjectQuote/SendEngRequestEmail', {
      ProjectQuoteId: quote.ProjectQuoteId,
      RowVersion: quote.RowVersion,
      Note: '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await refused(await requestOrder(rep, quote.ProjectQuoteId))).toEqual({
      status: 400,
      message:
        'A quote can be ordered only while it is open; this quote is waiting for an engineering review.',
    });
    // Cancelled and reopened, the quote is open but its engineering request still waits.
    expect(
      (await changeQuote(app, rep, await getQuote(app, rep, quote.ProjectQuoteId), { QuoteStatusId: 6 }))
        .statusCode,
    ).toBe(200);
    const admin = await signIn(app, 'admin@airquote.test');
    expect(
      (await changeQuote(app, admin, await getQuote(app, admin, quote.ProjectQuoteId), { QuoteStatusId: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await refused(await requestOrder(rep, quote.ProjectQuoteId))).toEqual({
      status: 400,
      message: quoteStatusMessages.reviewPending,
    });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
  });

  it('refuses bad input with clear messages and a stale row version with 409', async () => {
    const quote = await newQuote();
    expect(await refused(await requestOrder(rep, quote.ProjectQuoteId, { PoNumber: '  ' }))).toEqual({
      status: 400,
      message: 'Enter the PO number.',
    });
    expect(
      await refused(await requestOrder(rep, quote.ProjectQuoteId, { RequestedShipDate: shipDate(-2) })),
    ).toEqual({ status: 400, message: orderMessages.shipDatePast });
    expect((await requestOrder(rep, quote.ProjectQuoteId, { RequestedShipDate: 'soon' })).statusCode).toBe(
      400,
    );
    expect(
      (await requestOrder(rep, quote.ProjectQuoteId, { RowVersion: quote.RowVersion + 5 })).statusCode,
    ).toBe(409);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).QuoteStatusName).toBe('Open');
  });

  it('order processing moves an order Requested → Entered → Shipped and refuses the rest', async () => {
    const quote = await newQuote();
    let order = await orderOk(quote.ProjectQuoteId);
    expect(await refused(await move(rep, order, S.Entered))).toMatchObject({ status: 403 });
    expect(await refused(await move(orders, order, S.Shipped))).toEqual({
      status: 400,
      message:
        'An order moves one step at a time: from Requested it can become Entered or Cancelled, not Shipped.',
    });
    expect(await refused(await move(orders, order, 9))).toEqual({
      status: 400,
      message: 'Choose an order status from the list.',
    });
    order = await recordAllOrderData(app, orders, order as Order & Parameters<typeof recordAllOrderData>[2]);
    const entered = await move(orders, order, S.Entered, 'Entered in ERP');
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await move(orders, order, S.Shipped)).statusCode).toBe(409);
    order = entered.json();
    expect(order).toMatchObject({ Status: S.Entered, NextStatusIds: [S.Shipped, S.Cancelled] });
    expect(await refused(await move(orders, order, S.Requested))).toEqual({
      status: 400,
      message: 'An order cannot go back: from Entered it cannot become Requested again.',
    });
    const shipped = await move(orders, order, S.Shipped);
    expect(shipped.statusCode, shipped.body).toBe(200);
    order = shipped.json();
    expect(order).toMatchObject({ Status: S.Shipped, StatusName: 'Shipped', NextStatusIds: [] });
    expect(await refused(await move(orders, order, S.Cancelled, 'Too late'))).toEqual({
      status: 400,
      message: 'A shipped order is final; it cannot change any more.',
    });
    const repMails = (
      await app.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, 'rep@northwind.test'))
        .orderBy(asc(outboxEmails.outboxEmailId))
    ).filter((mail) => mail.subject.includes((order as unknown as { OrderNumber: string }).OrderNumber));
    expect(repMails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Entered'),
      expect.stringContaining('Shipped'),
    ]);
  });

  it('cancels only with a note', async () => {
    const quote = await newQuote();
    const order = await orderOk(quote.ProjectQuoteId);
    expect(await refused(await move(orders, order, S.Cancelled))).toEqual({
      status: 400,
      message: 'Say why the order is cancelled in the note.',
    });
    const cancelled = await move(orders, order, S.Cancelled, 'Customer withdrew');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ Status: S.Cancelled, NextStatusIds: [] });
  });

  it('lists orders with filters by status, brand, date and text', async () => {
    const quote = await newQuote();
    const order = await orderOk(quote.ProjectQuoteId, { PoNumber: 'PO-FILTER-7731' });
    const numbers = async (token: string, body: Record<string, unknown>) => {
      const response = await search(token, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().Orders.map((row: { OrderNumber: string }) => row.OrderNumber) as string[];
    };
    expect(await numbers(rep, { Text: 'filter-7731' })).toEqual([order.OrderNumber]);
    expect(await numbers(rep, { Text: quote.QuoteNumber })).toEqual([order.OrderNumber]);
    expect(await numbers(orders, { Text: 'Riverside' })).toContain(order.OrderNumber);
    expect(await numbers(rep, { Status: S.Requested })).toContain(order.OrderNumber);
    expect(await numbers(rep, { Status: S.Shipped })).not.toContain(order.OrderNumber);
    expect(await numbers(rep, { BrandId: quote.BrandId })).toContain(order.OrderNumber);
    expect(await numbers(rep, { BrandId: quote.BrandId + 1000 })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers(rep, { DateFrom: today, DateTo: today })).toContain(order.OrderNumber);
    expect(await numbers(rep, { DateTo: shipDate(-1) })).not.toContain(order.OrderNumber);
    const all = (await search(orders, {})).json();
    expect(all.TotalCount).toBeGreaterThanOrEqual(1);
    expect(all.Orders[0].OrderNumber).toBe(order.OrderNumber);
    expect(await refused(await search(rep, { DateFrom: today, DateTo: shipDate(-3) }))).toEqual({
      status: 400,
      message: orderMessages.dateRange,
    });
  });

  it('sorts the list by the column asked, either way, and refuses a column it does not have', async () => {
    const [first, second] = [await newQuote(), await newQuote()];
    await orderOk(first.ProjectQuoteId, { PoNumber: 'PO-SORT-B' });
    await orderOk(second.ProjectQuoteId, { PoNumber: 'PO-SORT-A' });
    const pos = async (SortDirection: string) => {
      const response = await search(orders, {
        Text: 'PO-SORT-',
        SortRequest: { SortField: 'PoNumber', SortDirection },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().Orders.map((row: { PoNumber: string }) => row.PoNumber);
    };
    expect(await pos('Ascending')).toEqual(['PO-SORT-A', 'PO-SORT-B']);
    expect(await pos('Descending')).toEqual(['PO-SORT-B', 'PO-SORT-A']);
    const byTotal = (
      await search(orders, { SortRequest: { SortField: 'Total', SortDirection: 'Ascending' } })
    ).json();
    const totals = byTotal.Orders.map((row: { Total: string }) => Number(row.Total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await search(orders, { SortRequest: { SortField: 'Secret' } })).statusCode).toBe(400);
  });

  it('answers 403 to Engineers and 404 (or nothing listed) to another company', async () => {
    const quote = await newQuote();
    const order = await orderOk(quote.ProjectQuoteId);
    const engineerAnswers = await Promise.all([
      requestOrder(engineer, quote.ProjectQuoteId),
      callApi(app, engineer, 'GET', `${ORDER}/${order.ProjectOrderId}`),
      search(engineer, {}),
      move(engineer, order, S.Entered),
    ]);
    expect(engineerAnswers.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(engineerAnswers.some((response) => /Total|Price|PO-/.test(response.body))).toBe(false);
    expect((await callApi(app, contosoRep, 'GET', `${ORDER}/${order.ProjectOrderId}`)).statusCode).toBe(404);
    expect((await requestOrder(contosoRep, (await newQuote()).ProjectQuoteId)).statusCode).toBe(404);
    const listed = (await search(contosoRep, { Text: order.OrderNumber })).json();
    expect(listed).toMatchObject({ Orders: [], TotalCount: 0 });
  });
});
