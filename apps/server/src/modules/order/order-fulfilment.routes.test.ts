import { orderMessages } from '@airquote/shared/contracts/order/order-schemas';
import { addWorkingDays } from '@airquote/shared/rules/lead-time';
import { OrderStatus as S } from '@airquote/shared/rules/order-status';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { recordAllOrderData, testOrderAddresses } from '../../test/order-fixtures.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { createQuote, demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/** Issue 15 item 6 (ADR 0033): addresses, what order processing records, acknowledgement and history. */
const ORDER = '/ProjectOrder';
const SETTINGS = '/admin/ordersettings';
let app: App;
let rep: string;
let orders: string;
let admin: string;
let engineer: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, orders, admin, engineer] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'orders@airquote.test'),
    signIn(app, 'admin@airquote.test'),
    signIn(app, 'engineer@northwind.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Order = {
  ProjectOrderId: number;
  OrderNumber: string;
  RowVersion: number;
  EarliestLineShipDate: string;
  MinLeadTimeWorkingDays: number;
  Snapshot: { LineItems: { ProjectScheduleLineItemId: number; ItemTag: string }[] };
  Fulfilment: Record<string, unknown>;
  History: { Action: string; Summary: string; UserName: string; At: string }[];
  Status: number;
};

async function requestOrder(changes: Record<string, unknown> = {}) {
  const quote = await createQuote(app, rep, {
    ProjectId: riverside.projectId,
    ProjectScheduleIds: riverside.scheduleIds,
  });
  const read = await getQuote(app, rep, quote.ProjectQuoteId);
  return callApi(app, rep, 'POST', ORDER, {
    ProjectQuoteId: quote.ProjectQuoteId,
    RowVersion: read.RowVersion,
    PoNumber: `PO-F-${quote.ProjectQuoteId}`,
    RequestedShipDate: inDays(40),
    Note: '',
    ...testOrderAddresses,
    ...changes,
  });
}

async function newOrder(): Promise<Order> {
  const response = await requestOrder();
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const message = (response: Awaited<ReturnType<typeof callApi>>) => ({
  status: response.statusCode,
  message: response.json().message as string,
});

const fulfil = (token: string, order: Order, body: Record<string, unknown>) =>
  callApi(app, token, 'PUT', `${ORDER}/fulfilment`, {
    ProjectOrderId: order.ProjectOrderId,
    RowVersion: order.RowVersion,
    ...body,
  });

const move = (order: Order, Status: number) =>
  callApi(app, orders, 'PUT', `${ORDER}/status`, {
    ProjectOrderId: order.ProjectOrderId,
    Status,
    Note: '',
    RowVersion: order.RowVersion,
  });

async function setLeadTime(days: number) {
  const current = (await callApi(app, admin, 'GET', SETTINGS)).json();
  const saved = await callApi(app, admin, 'PUT', SETTINGS, {
    MinLeadTimeWorkingDays: days,
    RowVersion: current.RowVersion,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

describe('order addresses', () => {
  it('refuses an order without ship-to or bill-to, or with an incomplete or unknown address, with clear 400s', async () => {
    expect(message(await requestOrder({ ShipTo: undefined }))).toEqual({
      status: 400,
      message: orderMessages.shipToMissing,
    });
    expect(message(await requestOrder({ BillTo: undefined }))).toEqual({
      status: 400,
      message: orderMessages.billToMissing,
    });
    const noStreet = message(
      await requestOrder({ ShipTo: { ...testOrderAddresses.ShipTo, Address1: '  ' } }),
    );
    expect(noStreet.status).toBe(400);
    expect(noStreet.message).toContain('Enter the street address.');
    const noCity = message(await requestOrder({ BillTo: { ...testOrderAddresses.BillTo, City: '' } }));
    expect(noCity.message).toContain('Enter the city.');
    expect(
      message(await requestOrder({ ShipTo: { ...testOrderAddresses.ShipTo, CountryCode: 'ZZ' } })),
    ).toEqual({ status: 400, message: orderMessages.unknownCountry('Ship-to address') });
    expect(
      message(await requestOrder({ BillTo: { ...testOrderAddresses.BillTo, StateProvinceCode: 'XX' } })),
    ).toEqual({ status: 400, message: orderMessages.unknownState('Bill-to address') });
    expect(
      message(await requestOrder({ ShipTo: { ...testOrderAddresses.ShipTo, StateProvinceCode: '' } })),
    ).toEqual({ status: 400, message: orderMessages.stateRequired('Ship-to address') });
  });

  it('keeps both addresses with the order as typed', async () => {
    const order = await newOrder();
    const read = (await callApi(app, orders, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json();
    expect(read.ShipToAddress).toEqual(testOrderAddresses.ShipTo);
    expect(read.BillToAddress).toEqual(testOrderAddresses.BillTo);
  });
});

describe('order processing data, lead time, acknowledgement and history', () => {
  it('records ERP number, carrier, tracking, ship date and line ship dates; refuses lines before the lead time', async () => {
    await setLeadTime(10);
    const order = await newOrder();
    expect(order.MinLeadTimeWorkingDays).toBe(10);
    expect(order.EarliestLineShipDate).toBe(addWorkingDays(today(), 10));
    expect(order.Fulfilment).toEqual({
      ErpOrderNumber: '',
      Carrier: '',
      TrackingNumber: '',
      ActualShipDate: null,
      LineShipDates: [],
    });
    const [line] = order.Snapshot.LineItems;
    if (!line) throw new Error('the order has no line');
    const early = addWorkingDays(today(), 9);
    expect(
      message(
        await fulfil(orders, order, {
          ErpOrderNumber: 'ERP-1',
          LineShipDates: [
            { ProjectScheduleLineItemId: line.ProjectScheduleLineItemId, RequestedShipDate: early },
          ],
        }),
      ),
    ).toEqual({
      status: 400,
      message: orderMessages.lineShipDateTooEarly(line.ItemTag, order.EarliestLineShipDate, 10),
    });
    expect(
      message(
        await fulfil(orders, order, {
          LineShipDates: [{ ProjectScheduleLineItemId: 999_999, RequestedShipDate: inDays(60) }],
        }),
      ),
    ).toEqual({ status: 400, message: orderMessages.unknownLine(999_999) });
    expect(message(await fulfil(orders, order, { ActualShipDate: inDays(3) }))).toEqual({
      status: 400,
      message: orderMessages.actualShipDateFuture,
    });
    expect(message(await fulfil(orders, order, { ActualShipDate: inDays(-3) }))).toEqual({
      status: 400,
      message: orderMessages.actualShipDateBeforeOrder,
    });
    expect((await fulfil(orders, order, { ActualShipDate: 'yesterday' })).statusCode).toBe(400);
    expect((await fulfil(orders, order, { ErpOrderNumber: 'E'.repeat(51) })).statusCode).toBe(400);

    const saved = await fulfil(orders, order, {
      ErpOrderNumber: ' ERP-7781 ',
      Carrier: 'Freightline',
      TrackingNumber: '1Z999',
      ActualShipDate: today(),
      LineShipDates: [
        {
          ProjectScheduleLineItemId: line.ProjectScheduleLineItemId,
          RequestedShipDate: order.EarliestLineShipDate,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Fulfilment).toEqual({
      ErpOrderNumber: 'ERP-7781',
      Carrier: 'Freightline',
      TrackingNumber: '1Z999',
      ActualShipDate: today(),
      LineShipDates: [
        {
          ProjectScheduleLineItemId: line.ProjectScheduleLineItemId,
          RequestedShipDate: order.EarliestLineShipDate,
        },
      ],
    });
    // The rep sees what order processing recorded.
    const repRead = (await callApi(app, rep, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json();
    expect(repRead.Fulfilment.ErpOrderNumber).toBe('ERP-7781');
    // The version read before the save is stale now.
    expect((await fulfil(orders, order, { ErpOrderNumber: 'ERP-2' })).statusCode).toBe(409);
  });

  it('the admin setting changes the rule; only admins change it, with validation and row versions', async () => {
    const zero = await setLeadTime(0);
    expect(zero.MinLeadTimeWorkingDays).toBe(0);
    const order = await newOrder();
    expect(order.EarliestLineShipDate).toBe(today());
    const [line] = order.Snapshot.LineItems;
    if (!line) throw new Error('the order has no line');
    const todayLine = [
      { ProjectScheduleLineItemId: line.ProjectScheduleLineItemId, RequestedShipDate: today() },
    ];
    const accepted = await fulfil(orders, order, { LineShipDates: todayLine });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await setLeadTime(20);
    const later = (await callApi(app, orders, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json();
    expect(later.EarliestLineShipDate).toBe(addWorkingDays(today(), 20));
    expect((await fulfil(orders, later, { LineShipDates: todayLine })).statusCode).toBe(400);

    const current = (await callApi(app, rep, 'GET', SETTINGS)).json();
    expect(current.MinLeadTimeWorkingDays).toBe(20);
    expect(
      (
        await callApi(app, rep, 'PUT', SETTINGS, {
          MinLeadTimeWorkingDays: 1,
          RowVersion: current.RowVersion,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callApi(app, orders, 'PUT', SETTINGS, {
          MinLeadTimeWorkingDays: 1,
          RowVersion: current.RowVersion,
        })
      ).statusCode,
    ).toBe(403);
    for (const bad of [-1, 2.5, 261, 'ten'])
      expect(
        message(
          await callApi(app, admin, 'PUT', SETTINGS, {
            MinLeadTimeWorkingDays: bad,
            RowVersion: current.RowVersion,
          }),
        ),
      ).toEqual({
        status: 400,
        message: 'Enter the minimum lead time as whole working days from 0 to 260.',
      });
    expect(
      (
        await callApi(app, admin, 'PUT', SETTINGS, {
          MinLeadTimeWorkingDays: 5,
          RowVersion: current.RowVersion - 1,
        })
      ).statusCode,
    ).toBe(409);
    await setLeadTime(10);
  });

  it('acknowledging needs the ERP number and line dates, mails the rep with them; shipping needs carrier, tracking and date', async () => {
    let order = await newOrder();
    expect(message(await move(order, S.Entered))).toEqual({
      status: 400,
      message: orderMessages.acknowledgeNeedsErp,
    });
    const [line] = order.Snapshot.LineItems;
    if (!line) throw new Error('the order has no line');
    order = (await fulfil(orders, order, { ErpOrderNumber: 'ERP-5521' })).json();
    const missingLines = message(await move(order, S.Entered));
    expect(missingLines.status).toBe(400);
    expect(missingLines.message).toContain(line.ItemTag);
    order = await recordAllOrderData(app, orders, order, {
      ErpOrderNumber: 'ERP-5521',
      Carrier: '',
      TrackingNumber: '',
      ActualShipDate: null,
    });
    const entered = await move(order, S.Entered);
    expect(entered.statusCode, entered.body).toBe(200);
    order = entered.json();
    expect(message(await move(order, S.Shipped))).toEqual({
      status: 400,
      message: orderMessages.shipNeedsData('carrier, tracking number, actual ship date'),
    });
    order = await recordAllOrderData(app, orders, order, {
      ErpOrderNumber: 'ERP-5521',
      Carrier: 'Freightline',
      TrackingNumber: '1Z-ACK-1',
    });
    const shipped = await move(order, S.Shipped);
    expect(shipped.statusCode, shipped.body).toBe(200);
    order = shipped.json();
    expect(message(await fulfil(orders, order, { ErpOrderNumber: 'ERP-late' }))).toEqual({
      status: 400,
      message: orderMessages.orderFinal,
    });

    const mails = (
      await app.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, 'rep@northwind.test'))
        .orderBy(asc(outboxEmails.outboxEmailId))
    ).filter((mail) => mail.subject.includes(order.OrderNumber));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `AirQuote: order ${order.OrderNumber} acknowledged (Entered)`,
      `AirQuote: order ${order.OrderNumber} Shipped`,
    ]);
    const [ack, ship] = mails;
    expect(ack?.textBody).toContain('ERP order number: ERP-5521');
    expect(ack?.textBody).toContain(`Requested ship date of ${line.ItemTag}: ${order.EarliestLineShipDate}`);
    expect(ack?.htmlBody).toContain('ERP-5521');
    expect(ship?.textBody).toContain('Carrier: Freightline');
    expect(ship?.textBody).toContain('Tracking number: 1Z-ACK-1');
    expect(ship?.textBody).toContain(`Shipped on: ${today()}`);

    // The history from the quote's creation to shipping, oldest first, with who and when.
    const history = (await callApi(app, rep, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json()
      .History as Order['History'];
    const actions = history.map((step) => step.Action);
    expect(actions[0]).toBe('Created');
    const at = (action: string) => actions.indexOf(action);
    expect(at('OrderRequested')).toBeGreaterThan(0);
    expect(at('OrderDataRecorded')).toBeGreaterThan(at('OrderRequested'));
    expect(at('OrderEntered')).toBeGreaterThan(at('OrderDataRecorded'));
    expect(at('OrderShipped')).toBe(actions.length - 1);
    expect(history.map((step) => step.At)).toEqual([...history.map((step) => step.At)].sort());
    expect(history.find((step) => step.Action === 'OrderEntered')?.Summary).toContain('Acknowledged order');
    expect(history.every((step) => step.UserName.length > 0)).toBe(true);
    expect(new Set(history.map((step) => step.UserName)).size).toBeGreaterThanOrEqual(2);
  });

  it('only order processing records the data; reps and Engineers are refused', async () => {
    const order = await newOrder();
    expect((await fulfil(rep, order, { ErpOrderNumber: 'ERP-REP' })).statusCode).toBe(403);
    expect((await fulfil(engineer, order, { ErpOrderNumber: 'ERP-ENG' })).statusCode).toBe(403);
    expect((await callApi(app, engineer, 'GET', SETTINGS)).statusCode).toBe(403);
    const read = (await callApi(app, orders, 'GET', `${ORDER}/${order.ProjectOrderId}`)).json();
    expect(read.Fulfilment.ErpOrderNumber).toBe('');
    expect((await fulfil(admin, read, { ErpOrderNumber: 'ERP-ADM' })).statusCode).toBe(200);
  });
});
