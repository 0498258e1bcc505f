import type { UserNotification } from '@airquote/shared/contracts/notification/notification-schemas';
import {
  NotificationQueue,
  NotificationTypeNumeric,
  QuoteEngRequestStatus,
} from '@airquote/shared/enums/lookups';
import { OrderStatus } from '@airquote/shared/rules/order-status';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectOrders } from '../../db/schema/orders.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { recordAllOrderData, testOrderAddresses } from '../../test/order-fixtures.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote, quoteEvents } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

type QueueName = keyof typeof NotificationQueue;
const T = NotificationTypeNumeric;

let app: App;
let rep: string;
let pricing: string;
let engineering: string;
let orders: string;
let engineer: string;
let contosoRep: string;
let admin: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, pricing, engineering, orders, engineer, contosoRep, admin] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'pricing@airquote.test'),
    signIn(app, 'engineering@airquote.test'),
    signIn(app, 'orders@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
    signIn(app, 'rep@contoso.test'),
    signIn(app, 'admin@airquote.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const newQuote = (token = rep) =>
  createQuote(app, token, { ProjectId: riverside.projectId, ProjectScheduleIds: riverside.scheduleIds });

const search = (token: string, body: Record<string, unknown>) =>
  callApi(app, token, 'POST', '/Notification/search', body);

/** The reader's rows of one queue (all types, first 200). */
async function queue(token: string, name: QueueName, NotificationType?: number): Promise<UserNotification[]> {
  const response = await search(token, { Queue: NotificationQueue[name], NotificationType, PageSize: 200 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Notifications;
}

/** The queues in which the reader sees a request of this type on this quote. */
async function queuesOf(token: string, quoteId: number, type: number): Promise<QueueName[]> {
  const found: QueueName[] = [];
  for (const name of Object.keys(NotificationQueue) as QueueName[])
    if ((await queue(token, name, type)).some((row) => row.ProjectQuoteId === quoteId)) found.push(name);
  return found;
}

async function rowIn(token: string, name: QueueName, quoteId: number, type: number) {
  const row = (await queue(token, name, type)).find((item) => item.ProjectQuoteId === quoteId);
  if (!row) throw new Error(`no ${name} notification of type ${type} for quote ${quoteId}`);
  return row;
}

async function counts(token: string) {
  const response = await callApi(app, token, 'GET', '/Notification/counts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<QueueName, number>;
}

const mailCount = async (address: string, subjectPart: string) =>
  (
    await app.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, address))
      .orderBy(asc(outboxEmails.outboxEmailId))
  ).filter((mail) => mail.subject.includes(subjectPart)).length;

async function actionsOf(quoteId: number) {
  return (await quoteEvents(app, riverside.projectId))
    .filter((event) => event.entityId === quoteId)
    .map((event) => event.action);
}

/** A category of the quote and a multiplier 0.0500 below its standard. */
function lowerMultiplier(quote: Awaited<ReturnType<typeof newQuote>>) {
  const line = quote.LineItems.find((item) => item.Pricing?.StandardMultiplier);
  const standard = line?.Pricing?.StandardMultiplier;
  if (!line?.Pricing || !standard) throw new Error('quote line without a standard multiplier');
  const lower = (Number(standard) - 0.05).toFixed(4);
  return { categoryId: line.Pricing.ProductTypeCategoryId, standard, lower };
}

describe('notifications', () => {
  it('multiplier request: ActionNeeded for the reviewer, Pending for the requester, WaitingBlocked for the quote owner, Reviewed once decided', async () => {
    const quote = await newQuote(admin);
    const { categoryId, lower } = lowerMultiplier(quote);
    const id = quote.ProjectQuoteId;
    const before = await counts(pricing);
    const drafted = await callApi(app, rep, 'POST', '/ProjectQuoteCatMultiplier', {
      ProjectQuoteId: id,
      ProductTypeCategoryId: categoryId,
      RequestedMultiplier: lower,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    // A draft is no request yet.
    expect(await queuesOf(pricing, id, T.MultiplierRequest)).toEqual([]);
    const sent = await callApi(app, rep, 'POST', '/ProjectQuote/SendMultipliersRequestEmail', {
      ProjectQuoteId: id,
      RowVersion: (await getQuote(app, rep, id)).RowVersion,
      Note: 'Competitive bid',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await mailCount('pricing@airquote.test', quote.QuoteNumber)).toBe(1);
    expect(await actionsOf(id)).toContain('MultiplierRequestSent');

    expect(await queuesOf(pricing, id, T.MultiplierRequest)).toEqual(['ActionNeeded', 'RecentlyChanged']);
    expect(await queuesOf(rep, id, T.MultiplierRequest)).toEqual(['Pending', 'RecentlyChanged']);
    expect(await queuesOf(admin, id, T.MultiplierRequest)).toEqual(['RecentlyChanged', 'WaitingBlocked']);
    expect((await counts(pricing)).ActionNeeded).toBe(before.ActionNeeded + 1);
    const task = await rowIn(pricing, 'ActionNeeded', id, T.MultiplierRequest);
    expect(task).toMatchObject({
      NotificationType: T.MultiplierRequest,
      NotificationTypeName: 'Multiplier request',
      Queue: NotificationQueue.ActionNeeded,
      QueueName: 'ActionNeeded',
      Title: 'Multiplier request to decide',
      SubTitle: `Quote ${quote.QuoteNumber} rev 1 · ${demoProjects.riverside}`,
      ProjectId: riverside.projectId,
      ProjectOrderId: null,
      LinkTarget: 'Quote',
      StatusName: 'Waiting for decision',
    });
    expect(task.Notification).toContain(lower);
    // Application engineering sees quotes but no prices: the request, never the multiplier.
    const seenByEngineering = await rowIn(engineering, 'RecentlyChanged', id, T.MultiplierRequest);
    expect(seenByEngineering.Notification).not.toContain(lower);
    expect(seenByEngineering.Notification).not.toMatch(/\d\.\d{4}/);

    const [row] = (
      await callApi(app, pricing, 'GET', `/ProjectQuoteCatMultiplier/GetByProjectQuoteId/${id}`)
    ).json();
    const decided = await callApi(app, pricing, 'PUT', '/ProjectQuoteCatMultiplier/decide', {
      ProjectQuoteCatMultiplierId: row.ProjectQuoteCatMultiplierId,
      Approved: true,
      Note: 'Approved for the bid',
      RowVersion: row.RowVersion,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await actionsOf(id)).toEqual(
      expect.arrayContaining(['MultiplierApproved', 'MultiplierReviewDecided']),
    );
    expect(await mailCount('rep@northwind.test', quote.QuoteNumber)).toBe(1);

    expect(await queuesOf(pricing, id, T.MultiplierRequest)).toEqual(['RecentlyChanged']);
    expect(await queuesOf(rep, id, T.MultiplierRequest)).toEqual(['Reviewed', 'RecentlyChanged']);
    expect(await queuesOf(admin, id, T.MultiplierRequest)).toEqual(['RecentlyChanged']);
    const answer = await rowIn(rep, 'Reviewed', id, T.MultiplierRequest);
    expect(answer).toMatchObject({ StatusName: 'Decided' });
    expect(answer.Notification).toMatch(/^Decided: Approved /);
    expect((await counts(pricing)).ActionNeeded).toBe(before.ActionNeeded);
  });

  it('engineering request: each status step moves it between the requester’s and the reviewer’s queues', async () => {
    const quote = await newQuote();
    const id = quote.ProjectQuoteId;
    const created = await callApi(app, rep, 'POST', '/ProjectQuoteEngRequest', {
      ProjectQuoteId: id,
      Description: 'Check the coil selection',
    });
    expect(created.statusCode, created.body).toBe(200);
    const sent = await callApi(app, rep, 'POST', '/ProjectQuote/SendEngRequestEmail', {
      ProjectQuoteId: id,
      RowVersion: (await getQuote(app, rep, id)).RowVersion,
      Note: '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    let request = sent.json();
    const move = async (token: string, Status: number, Note = '') => {
      const response = await callApi(app, token, 'PUT', '/ProjectQuoteEngRequest/status', {
        ProjectQuoteEngRequestId: request.ProjectQuoteEngRequestId,
        Status,
        Note,
        RowVersion: request.RowVersion,
      });
      expect(response.statusCode, response.body).toBe(200);
      request = response.json();
    };
    const personal = async (token: string) =>
      (await queuesOf(token, id, T.EngineeringRequest)).filter((name) => name !== 'RecentlyChanged');

    expect(await personal(engineering)).toEqual(['ActionNeeded']);
    expect(await personal(rep)).toEqual(['Pending']);
    expect((await rowIn(engineering, 'ActionNeeded', id, T.EngineeringRequest)).Title).toBe(
      'Engineering request to review',
    );

    await move(engineering, QuoteEngRequestStatus.UnderReview);
    expect(await personal(engineering)).toEqual(['ActionNeeded']);
    expect(await personal(rep)).toEqual(['Pending']);

    await move(engineering, QuoteEngRequestStatus.NeedMoreInfo, 'Which coil rows?');
    expect(await personal(rep)).toEqual(['ActionNeeded']);
    expect(await personal(engineering)).toEqual(['WaitingBlocked']);
    const question = await rowIn(rep, 'ActionNeeded', id, T.EngineeringRequest);
    expect(question).toMatchObject({
      Title: 'Engineering asks for more information',
      StatusName: 'Need More Info',
    });
    expect(question.Notification).toContain('Which coil rows?');

    await move(rep, QuoteEngRequestStatus.UnderReview, 'Four rows');
    expect(await personal(engineering)).toEqual(['ActionNeeded']);
    expect(await personal(rep)).toEqual(['Pending']);
    expect((await rowIn(engineering, 'ActionNeeded', id, T.EngineeringRequest)).Title).toBe(
      'Engineering request answered',
    );

    await move(engineering, QuoteEngRequestStatus.Approved, 'Selection is fine');
    expect(await personal(engineering)).toEqual([]);
    expect(await personal(rep)).toEqual(['Reviewed']);
    expect((await rowIn(rep, 'Reviewed', id, T.EngineeringRequest)).StatusName).toBe('Approved');

    expect(await actionsOf(id)).toEqual(
      expect.arrayContaining([
        'EngRequestSent',
        'EngRequestUnderReview',
        'EngRequestNeedMoreInfo',
        'EngRequestAnswered',
        'EngRequestApproved',
      ]),
    );
    // One mail to the rep per reviewer step, one to engineering per request or answer.
    expect(await mailCount('rep@northwind.test', quote.QuoteNumber)).toBe(3);
    expect(await mailCount('engineering@airquote.test', quote.QuoteNumber)).toBe(2);
  });

  it('order request: ActionNeeded for order processing until shipped, Pending then Reviewed for the requester, 30 days at most', async () => {
    const quote = await newQuote();
    const id = quote.ProjectQuoteId;
    const ordered = await callApi(app, rep, 'POST', '/ProjectOrder', {
      ProjectQuoteId: id,
      RowVersion: quote.RowVersion,
      PoNumber: `PO-N-${id}`,
      RequestedShipDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      ...testOrderAddresses,
      Note: '',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    let order = ordered.json();
    expect(await queuesOf(orders, id, T.OrderRequest)).toEqual(['ActionNeeded', 'RecentlyChanged']);
    expect(await queuesOf(rep, id, T.OrderRequest)).toEqual(['Pending', 'RecentlyChanged']);
    const task = await rowIn(orders, 'ActionNeeded', id, T.OrderRequest);
    expect(task).toMatchObject({
      ProjectOrderId: order.ProjectOrderId,
      LinkTarget: 'Order',
      StatusName: 'Requested',
      Title: `Order ${order.OrderNumber} requested`,
    });
    expect(task.Notification).toContain(`PO PO-N-${id}`);

    const move = async (Status: number) => {
      const response = await callApi(app, orders, 'PUT', '/ProjectOrder/status', {
        ProjectOrderId: order.ProjectOrderId,
        Status,
        Note: '',
        RowVersion: order.RowVersion,
      });
      expect(response.statusCode, response.body).toBe(200);
      order = response.json();
    };
    order = await recordAllOrderData(app, orders, order);
    await move(OrderStatus.Entered);
    expect(await queuesOf(orders, id, T.OrderRequest)).toEqual(['ActionNeeded', 'RecentlyChanged']);
    await move(OrderStatus.Shipped);
    expect(await queuesOf(orders, id, T.OrderRequest)).toEqual(['RecentlyChanged']);
    expect(await queuesOf(rep, id, T.OrderRequest)).toEqual(['Reviewed', 'RecentlyChanged']);
    expect(await actionsOf(id)).toEqual(
      expect.arrayContaining(['OrderRequested', 'OrderEntered', 'OrderShipped']),
    );
    expect(await mailCount('orders@airquote.test', order.OrderNumber)).toBe(1);
    expect(await mailCount('rep@northwind.test', order.OrderNumber)).toBe(2);

    // Answered 40 days ago: out of Reviewed and RecentlyChanged.
    await app.deps.db
      .update(projectOrders)
      .set({ dateStatusChanged: sql`now() - interval '40 days'` })
      .where(eq(projectOrders.projectOrderId, order.ProjectOrderId));
    expect(await queuesOf(rep, id, T.OrderRequest)).toEqual([]);
  });

  it('shows nothing of other companies’ projects and nothing at all to Engineers', async () => {
    const quoteIdsOf = async (token: string) => {
      const ids = new Set<number>();
      for (const name of Object.keys(NotificationQueue) as QueueName[])
        for (const row of await queue(token, name)) ids.add(row.ProjectId);
      return ids;
    };
    expect((await quoteIdsOf(rep)).has(riverside.projectId)).toBe(true);
    expect((await quoteIdsOf(contosoRep)).has(riverside.projectId)).toBe(false);
    expect(await counts(engineer)).toEqual({
      ActionNeeded: 0,
      Reviewed: 0,
      Pending: 0,
      RecentlyChanged: 0,
      WaitingBlocked: 0,
    });
    expect(await queue(engineer, 'RecentlyChanged')).toEqual([]);
  });

  it('filters by type, pages, and refuses bad input and anonymous callers', async () => {
    const all = await search(pricing, { Queue: NotificationQueue.RecentlyChanged, PageSize: 200 });
    const body = all.json();
    expect(body.TotalCount).toBeGreaterThanOrEqual(2);
    expect(body.Counts.RecentlyChanged).toBe(body.TotalCount);
    const types = new Set(body.Notifications.map((row: UserNotification) => row.NotificationType));
    expect(types.size).toBeGreaterThan(1);
    const dates = body.Notifications.map((row: UserNotification) => row.DateChanged);
    expect(dates).toEqual([...dates].sort().reverse());

    const engineeringOnly = await queue(pricing, 'RecentlyChanged', T.EngineeringRequest);
    expect(engineeringOnly.length).toBeGreaterThan(0);
    expect(engineeringOnly.every((row) => row.NotificationType === T.EngineeringRequest)).toBe(true);
    expect(engineeringOnly.length).toBeLessThan(body.TotalCount);
    const page2 = (
      await search(pricing, { Queue: NotificationQueue.RecentlyChanged, PageSize: 1, PageNumber: 2 })
    ).json();
    expect(page2.Notifications).toHaveLength(1);
    expect(page2.Notifications[0].NotificationKey).toBe(body.Notifications[1].NotificationKey);

    for (const bad of [
      { Queue: 9 },
      { Queue: NotificationQueue.Pending, NotificationType: 7 },
      { Queue: NotificationQueue.Pending, PageSize: 500 },
      {},
      { Queue: 'ActionNeeded' },
    ]) {
      const response = await search(pricing, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await search(pricing, { Queue: 9 })).body).toContain(
      'Choose a notification queue from the list.',
    );
    const anonymous = await app.inject({ method: 'GET', url: '/api/Notification/counts' });
    expect(anonymous.statusCode).toBe(401);
  });
});
