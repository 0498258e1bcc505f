import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import {
  type ProjectQuote,
  type QuoteNote,
  quoteMessages,
} from '@airquote/shared/contracts/quote/quote-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { eventLogs } from '../../db/schema/projects.ts';
import { callApi, demoProjects, signInDemoAccounts } from '../../test/project-fixtures.ts';
import {
  changeQuote,
  createQuote,
  demoProjectSchedules,
  getQuote,
  quoteEvents,
} from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { locationMessages } from '../location/location.service.ts';
import { quoteServiceMessages } from './quote.messages.ts';

let app: App;
let rep: string;
let admin: string;
let contosoRep: string;
let summit: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, admin, contosoRep } = await signInDemoAccounts(app, ['rep', 'admin', 'contosoRep']));
  summit = await demoProjectSchedules(app, demoProjects.summit, ['Floors 1–4']);
});
afterAll(async () => app.close());

const newQuote = () =>
  createQuote(app, rep, { ProjectId: summit.projectId, ProjectScheduleIds: summit.scheduleIds });
const NOTE = '/ProjectQuote/UpsertProjectQuoteNote';
const NET_ADDS = '/ProjectQuoteNetAdds';
const LOCATION = '/projectquote/ProjectQuoteLocationUpsert';
const answer = (response: { statusCode: number; json: () => { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

describe('quote lookups', () => {
  it('answer the spec statuses and, per caller, the statuses one may choose from each', async () => {
    const statuses = (await callApi(app, rep, 'GET', '/ProjectQuote/GetQuoteStatusLookups')).json();
    expect(statuses.map((status: { Id: number; Name: string }) => [status.Id, status.Name])).toEqual([
      [1, 'Open'],
      [2, 'Engineering Review'],
      [3, 'Multiplier Review'],
      [4, 'Hold'],
      [5, 'Ordered'],
      [6, 'Cancelled'],
    ]);
    const engStatuses = (
      await callApi(app, rep, 'GET', '/ProjectQuote/GetQuoteEngRequestStatusLookups')
    ).json();
    expect(engStatuses.map((status: { Id: number; Name: string }) => [status.Id, status.Name])).toEqual([
      [1, 'Not Reviewed'],
      [2, 'Under Review'],
      [3, 'Rejected'],
      [4, 'Approved'],
      [5, 'Need More Info'],
    ]);
    const nextOf = async (token: string) =>
      Object.fromEntries(
        (await callApi(app, token, 'GET', '/ProjectQuote/ProjectQuoteStatuses'))
          .json()
          .map((status: { Id: number; NextStatusIds: number[] }) => [status.Id, status.NextStatusIds]),
      );
    expect(await nextOf(rep)).toEqual({ 1: [4, 6], 2: [6], 3: [6], 4: [1, 6], 5: [], 6: [] });
    expect((await nextOf(admin))[6]).toEqual([1]);
  });
});

describe('quote notes', () => {
  it('adds notes any quote reader may write, lists them newest first, and lets only the author change one', async () => {
    const quote = await newQuote();
    const first = await callApi(app, rep, 'POST', NOTE, {
      ProjectQuoteId: quote.ProjectQuoteId,
      Note: ' Customer wants ECM motors. ',
    });
    expect(first.statusCode, first.body).toBe(200);
    const note: QuoteNote = first.json();
    expect(note).toMatchObject({
      Kind: 'General',
      Note: 'Customer wants ECM motors.',
      AuthorName: 'Nora Walsh',
      RowVersion: 1,
    });
    const engineering = await signIn(app, 'engineering@airquote.test');
    const second = await callApi(app, engineering, 'POST', NOTE, {
      ProjectQuoteId: quote.ProjectQuoteId,
      Note: 'Coil checked.',
    });
    expect(second.statusCode, second.body).toBe(200);
    const list: QuoteNote[] = (
      await callApi(app, rep, 'GET', `/ProjectQuote/GetQuoteNotesByQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    expect(list.map((item) => item.Note)).toEqual(['Coil checked.', 'Customer wants ECM motors.']);

    const edit = {
      ProjectQuoteNoteId: note.ProjectQuoteNoteId,
      ProjectQuoteId: quote.ProjectQuoteId,
      RowVersion: 1,
    };
    const changed = await callApi(app, rep, 'POST', NOTE, {
      ...edit,
      Note: 'Customer wants ECM motors on all units.',
    });
    expect(changed.json()).toMatchObject({ Note: 'Customer wants ECM motors on all units.', RowVersion: 2 });
    expect(answer(await callApi(app, rep, 'POST', NOTE, { ...edit, Note: 'again' }))).toEqual({
      status: 409,
      message: STALE_ROW_VERSION_MESSAGE,
    });
    expect(
      answer(await callApi(app, admin, 'POST', NOTE, { ...edit, RowVersion: 2, Note: 'mine now' })),
    ).toEqual({
      status: 400,
      message: quoteServiceMessages.notYourNote,
    });
    const otherQuote = await newQuote();
    expect(
      answer(
        await callApi(app, rep, 'POST', NOTE, {
          ...edit,
          ProjectQuoteId: otherQuote.ProjectQuoteId,
          RowVersion: 2,
          Note: 'x',
        }),
      ),
    ).toEqual({ status: 404, message: quoteServiceMessages.noteNotFound });
    expect(
      answer(await callApi(app, rep, 'POST', NOTE, { ProjectQuoteId: quote.ProjectQuoteId, Note: '  ' })),
    ).toEqual({
      status: 400,
      message: expect.stringContaining('Note is required'),
    });
    expect(
      answer(await callApi(app, rep, 'POST', NOTE, { ...edit, RowVersion: null, Note: 'x' })).message,
    ).toContain(quoteMessages.noteRowVersionRequired);
    for (const [method, path, body] of [
      ['GET', `/ProjectQuote/GetQuoteNotesByQuoteId/${quote.ProjectQuoteId}`, undefined],
      ['POST', NOTE, { ProjectQuoteId: quote.ProjectQuoteId, Note: 'hello' }],
    ] as const)
      expect((await callApi(app, contosoRep, method, path, body)).statusCode).toBe(404);

    const actions = (await quoteEvents(app, summit.projectId))
      .filter((event) => event.entityId === quote.ProjectQuoteId && event.action.startsWith('Note'))
      .map((event) => [event.action, event.after]);
    expect(actions).toEqual([
      ['NoteAdded', { ProjectQuoteNoteId: note.ProjectQuoteNoteId }],
      ['NoteAdded', { ProjectQuoteNoteId: second.json().ProjectQuoteNoteId }],
      ['NoteChanged', { ProjectQuoteNoteId: note.ProjectQuoteNoteId }],
    ]);
  });
});

describe('quote net adds', () => {
  it('adds, lists and deletes net adds; refuses bad amounts; events carry no amount', async () => {
    const quote = await newQuote();
    const add = (body: Record<string, unknown>) =>
      callApi(app, rep, 'POST', NET_ADDS, { ProjectQuoteId: quote.ProjectQuoteId, ...body });
    const freight = await add({ NetAddType: 'Freight', Description: 'Two trucks', Amount: '1450.5' });
    expect(freight.statusCode, freight.body).toBe(200);
    expect(freight.json()).toMatchObject({
      NetAddType: 'Freight',
      Description: 'Two trucks',
      Amount: '1450.50',
      RowVersion: 1,
    });
    expect((await add({ NetAddType: 'StartUp', Amount: '0' })).json().Amount).toBe('0.00');
    for (const Amount of ['-5.00', '1.234', 'abc', '10000000.01', '', 12.5]) {
      const response = await add({ NetAddType: 'Misc', Amount });
      expect({ Amount, ...answer(response) }).toEqual({
        Amount,
        status: 400,
        message: expect.stringContaining(quoteMessages.amount),
      });
    }
    expect(answer(await add({ NetAddType: 'Tax', Amount: '1.00' })).message).toContain(
      quoteMessages.netAddType,
    );
    const list = (
      await callApi(app, rep, 'GET', `${NET_ADDS}/GetByProjectQuoteId/${quote.ProjectQuoteId}`)
    ).json();
    expect(
      list.map((item: { NetAddType: string; Amount: string }) => [item.NetAddType, item.Amount]),
    ).toEqual([
      ['Freight', '1450.50'],
      ['StartUp', '0.00'],
    ]);

    const id = freight.json().ProjectQuoteNetAddId;
    expect(
      answer(
        await callApi(app, rep, 'PUT', `${NET_ADDS}/delete`, { ProjectQuoteNetAddId: id, RowVersion: 2 }),
      ),
    ).toEqual({
      status: 409,
      message: STALE_ROW_VERSION_MESSAGE,
    });
    expect(
      answer(
        await callApi(app, contosoRep, 'PUT', `${NET_ADDS}/delete`, {
          ProjectQuoteNetAddId: id,
          RowVersion: 1,
        }),
      ),
    ).toEqual({
      status: 404,
      message: quoteServiceMessages.netAddNotFound,
    });
    const deleted = await callApi(app, rep, 'PUT', `${NET_ADDS}/delete`, {
      ProjectQuoteNetAddId: id,
      RowVersion: 1,
    });
    expect(deleted.json()).toEqual({ Success: true });
    expect(
      (await callApi(app, rep, 'PUT', `${NET_ADDS}/delete`, { ProjectQuoteNetAddId: id, RowVersion: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).Totals?.NetAddsTotal).toBe('0.00');

    const events = await app.deps.db
      .select()
      .from(eventLogs)
      .where(and(eq(eventLogs.entityType, 'ProjectQuote'), eq(eventLogs.entityId, quote.ProjectQuoteId)))
      .orderBy(eventLogs.eventLogId);
    const netAddEvents = events.filter((event) => event.action.startsWith('NetAdd'));
    expect(netAddEvents.map((event) => event.action)).toEqual([
      'NetAddAdded',
      'NetAddAdded',
      'NetAddRemoved',
    ]);
    expect(JSON.stringify(netAddEvents)).not.toContain('1450');
  });
});

describe('POST projectquote/ProjectQuoteLocationUpsert', () => {
  it('sets and changes ship-to and bill-to under the quote row version; a revision gets its own copies', async () => {
    const quote = await newQuote();
    const response = await callApi(app, rep, 'POST', LOCATION, {
      ProjectQuoteId: quote.ProjectQuoteId,
      RowVersion: 1,
      ShipTo: { Address1: '3 Summit Park Way', City: 'Denver', StateProvinceCode: 'co', PostalCode: '80202' },
      BillTo: { Address1: '1 Main Street', City: 'Toronto', StateProvinceCode: 'ON', CountryCode: 'ca' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const withAddresses: ProjectQuote = response.json();
    expect(withAddresses).toMatchObject({
      RowVersion: 2,
      ShipToLocation: { City: 'Denver', StateProvinceCode: 'CO', CountryCode: 'US' },
      BillToLocation: { City: 'Toronto', StateProvinceCode: 'ON', CountryCode: 'CA' },
    });
    const shipTo = withAddresses.ShipToLocation;
    if (!shipTo) throw new Error('no ship-to');
    const upsert = (body: Record<string, unknown>) =>
      callApi(app, rep, 'POST', LOCATION, { ProjectQuoteId: quote.ProjectQuoteId, RowVersion: 2, ...body });
    expect(
      answer(await upsert({ RowVersion: 1, ShipTo: { LocationId: shipTo.LocationId, City: 'Aurora' } })),
    ).toEqual({
      status: 409,
      message: STALE_ROW_VERSION_MESSAGE,
    });
    expect(answer(await upsert({ ShipTo: { LocationId: 1, City: 'Aurora' } })).message).toBe(
      locationMessages.notThisLocation,
    );
    expect(answer(await upsert({ ShipTo: { StateProvinceCode: 'ZZ' } })).message).toBe(
      locationMessages.unknownState,
    );
    expect(answer(await upsert({})).message).toContain(quoteMessages.locationRequired);
    const moved = await upsert({
      ShipTo: { LocationId: shipTo.LocationId, City: 'Aurora', StateProvinceCode: 'CO' },
    });
    expect(moved.json()).toMatchObject({
      RowVersion: 3,
      ShipToLocation: { LocationId: shipTo.LocationId, City: 'Aurora', Address1: '' },
    });

    const revision: ProjectQuote = (
      await changeQuote(app, rep, moved.json(), { CreateRevision: true })
    ).json();
    expect(revision.ShipToLocation?.LocationId).not.toBe(shipTo.LocationId);
    expect(revision.ShipToLocation).toMatchObject({ City: 'Aurora', StateProvinceCode: 'CO' });
    await callApi(app, rep, 'POST', LOCATION, {
      ProjectQuoteId: revision.ProjectQuoteId,
      RowVersion: revision.RowVersion,
      ShipTo: { LocationId: revision.ShipToLocation?.LocationId, City: 'Boulder', StateProvinceCode: 'CO' },
    });
    expect((await getQuote(app, rep, quote.ProjectQuoteId)).ShipToLocation?.City).toBe('Aurora');

    const locationEvents = await app.deps.db
      .select()
      .from(eventLogs)
      .where(and(eq(eventLogs.projectId, summit.projectId), eq(eventLogs.entityType, 'Location')))
      // Without an order the database may return rows in any order (it did, after updates).
      .orderBy(eventLogs.eventLogId);
    expect(locationEvents.map((event) => event.summary)).toEqual([
      `Set the location of quote ${quote.QuoteNumber} revision 1 (ship-to)`,
      `Set the location of quote ${quote.QuoteNumber} revision 1 (bill-to)`,
      `Changed the location of quote ${quote.QuoteNumber} revision 1 (ship-to)`,
      `Changed the location of quote ${quote.QuoteNumber} revision 2 (ship-to)`,
    ]);
  });
});
