import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { partyMessages } from '@airquote/shared/contracts/project-party/project-party-schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { quoteAddressees } from '../../db/schema/project-parties.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { callApi, demoProjects } from '../../test/project-fixtures.ts';
import { demoProjectSchedules, getQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
let contosoRep: string;
let orders: string;
let riverside: { projectId: number; scheduleIds: number[] };

beforeAll(async () => {
  app = await createTestApp();
  [rep, contosoRep, orders] = await Promise.all([
    signIn(app, 'rep@northwind.test'),
    signIn(app, 'rep@contoso.test'),
    signIn(app, 'orders@airquote.test'),
  ]);
  riverside = await demoProjectSchedules(app, demoProjects.riverside, ['Tower B – Patient Floors']);
});
afterAll(async () => app.close());

const PARTY = '/ProjectParty';
const contractor = (name: string, email: string) => ({
  ProjectId: riverside.projectId,
  Role: 'MechanicalContractor',
  CompanyName: name,
  Contacts: [{ Name: `Estimator of ${name}`, EmailAddress: email, Phone: '555-0100' }],
});

async function addParty(body: Record<string, unknown>, token = rep) {
  const response = await callApi(app, token, 'PUT', PARTY, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('project parties', () => {
  it('adds, lists, changes (keeping, adding and removing contacts) and removes a party', async () => {
    const party = await addParty({
      ProjectId: riverside.projectId,
      Role: 'EngineerOfRecord',
      CompanyName: '  Ortiz Engineering ',
      Contacts: [
        { Name: 'Dana Ortiz', EmailAddress: 'dana@ortiz.example', Phone: '555-0101' },
        { Name: 'Lee Park' },
      ],
    });
    expect(party).toMatchObject({
      Role: 'EngineerOfRecord',
      CompanyName: 'Ortiz Engineering',
      RowVersion: 1,
    });
    expect(party.Contacts.map((contact: { Name: string }) => contact.Name)).toEqual([
      'Dana Ortiz',
      'Lee Park',
    ]);

    const listed = await callApi(app, rep, 'GET', `${PARTY}/project/${riverside.projectId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { ProjectPartyId: number }) => row.ProjectPartyId)).toContain(
      party.ProjectPartyId,
    );

    const dana = party.Contacts[0];
    const changed = await addParty({
      ProjectId: riverside.projectId,
      ProjectPartyId: party.ProjectPartyId,
      RowVersion: 1,
      Role: 'EngineerOfRecord',
      CompanyName: 'Ortiz Engineering LLC',
      Contacts: [
        {
          ProjectPartyContactId: dana.ProjectPartyContactId,
          Name: 'Dana Ortiz, PE',
          EmailAddress: 'dana@ortiz.example',
        },
        { Name: 'Sam Reyes', Phone: '555-0199' },
      ],
    });
    expect(changed.RowVersion).toBe(2);
    expect(changed.CompanyName).toBe('Ortiz Engineering LLC');
    expect(changed.Contacts).toEqual([
      expect.objectContaining({ ProjectPartyContactId: dana.ProjectPartyContactId, Name: 'Dana Ortiz, PE' }),
      expect.objectContaining({ Name: 'Sam Reyes', Phone: '555-0199', EmailAddress: '' }),
    ]);

    const stale = await callApi(app, rep, 'PUT', PARTY, {
      ProjectId: riverside.projectId,
      ProjectPartyId: party.ProjectPartyId,
      RowVersion: 1,
      Role: 'Architect',
      CompanyName: 'Someone else',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);

    const staleDelete = await callApi(app, rep, 'PUT', `${PARTY}/delete`, {
      ProjectPartyId: party.ProjectPartyId,
      RowVersion: 1,
    });
    expect(staleDelete.statusCode).toBe(409);
    const removed = await callApi(app, rep, 'PUT', `${PARTY}/delete`, {
      ProjectPartyId: party.ProjectPartyId,
      RowVersion: 2,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await callApi(app, rep, 'GET', `${PARTY}/project/${riverside.projectId}`)).json();
    expect(after.some((row: { ProjectPartyId: number }) => row.ProjectPartyId === party.ProjectPartyId)).toBe(
      false,
    );
  });

  it('refuses bad input with clear messages and no row', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ProjectId: riverside.projectId, Role: 'Plumber', CompanyName: 'X' }, partyMessages.roleInvalid],
      [{ ProjectId: riverside.projectId, Role: 'Owner', CompanyName: '   ' }, 'Company name'],
      [
        {
          ProjectId: riverside.projectId,
          Role: 'Owner',
          CompanyName: 'City',
          Contacts: [{ Name: 'A', EmailAddress: 'not-mail' }],
        },
        partyMessages.emailInvalid,
      ],
      [
        { ProjectId: riverside.projectId, Role: 'Owner', CompanyName: 'City', Contacts: [{ Name: '' }] },
        'Contact name',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await callApi(app, rep, 'PUT', PARTY, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    const change = await callApi(app, rep, 'PUT', PARTY, {
      ProjectId: riverside.projectId,
      ProjectPartyId: 999999,
      RowVersion: 1,
      Role: 'Owner',
      CompanyName: 'City',
    });
    expect(change.statusCode).toBe(404);
  });

  it('checks permissions on the server: another company sees nothing, no project.edit may not change', async () => {
    const foreign = await callApi(app, contosoRep, 'GET', `${PARTY}/project/${riverside.projectId}`);
    expect(foreign.statusCode).toBe(404);
    const foreignAdd = await callApi(
      app,
      contosoRep,
      'PUT',
      PARTY,
      contractor('Intruder Mechanical', 'x@y.example'),
    );
    expect(foreignAdd.statusCode).toBe(404);
    const noEdit = await callApi(app, orders, 'PUT', PARTY, contractor('Orders Mechanical', 'x@y.example'));
    expect(noEdit.statusCode).toBe(403);
    const anonymous = await callApi(app, null, 'GET', `${PARTY}/project/${riverside.projectId}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('quotes the schedule to every bidding contractor: one quote per contractor, same lines, addressed', async () => {
    await addParty(contractor('Acme Mechanical', 'bids@acme.example'));
    await addParty(contractor('Beta Heating & Cooling', 'estimating@beta.example'));
    await addParty({
      ProjectId: riverside.projectId,
      Role: 'Owner',
      CompanyName: 'Riverside Health',
      Contacts: [{ Name: 'Owner rep' }],
    });
    const response = await callApi(app, rep, 'POST', `${PARTY}/quote-contractors`, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: riverside.scheduleIds,
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as Array<{ ProjectQuoteId: number; CompanyName: string }>;
    expect(created.map((row) => row.CompanyName).sort()).toEqual([
      'Acme Mechanical',
      'Beta Heating & Cooling',
    ]);
    const [first, second] = await Promise.all(created.map((row) => getQuote(app, rep, row.ProjectQuoteId)));
    expect(first?.LineItems.map((line) => line.ProjectScheduleLineItemId)).toEqual(
      second?.LineItems.map((line) => line.ProjectScheduleLineItemId),
    );
    expect(first?.LineItems.length).toBeGreaterThan(0);
    for (const row of created) {
      const addressee = await callApi(app, rep, 'GET', `${PARTY}/quote-addressee/${row.ProjectQuoteId}`);
      expect(addressee.json()).toMatchObject({ CompanyName: row.CompanyName, Role: 'MechanicalContractor' });
    }
  });

  it('creates no quote at all when one of them is refused (one transaction)', async () => {
    const before = await app.deps.db
      .select()
      .from(projectQuotes)
      .where(eq(projectQuotes.projectId, riverside.projectId));
    const response = await callApi(app, rep, 'POST', `${PARTY}/quote-contractors`, {
      ProjectId: riverside.projectId,
      ProjectScheduleIds: [...riverside.scheduleIds, 999999],
    });
    expect(response.statusCode).toBe(400);
    const after = await app.deps.db
      .select()
      .from(projectQuotes)
      .where(eq(projectQuotes.projectId, riverside.projectId));
    expect(after.length).toBe(before.length);
  });

  it('addresses a quote only to a contact of its own project', async () => {
    const quotes = await app.deps.db
      .select()
      .from(projectQuotes)
      .where(eq(projectQuotes.projectId, riverside.projectId));
    const quoteId = quotes[0]?.projectQuoteId as number;
    const wrong = await callApi(app, rep, 'PUT', `${PARTY}/quote-addressee`, {
      ProjectQuoteId: quoteId,
      ProjectPartyContactId: 999999,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(partyMessages.contactNotFound);
    const cleared = await callApi(app, rep, 'PUT', `${PARTY}/quote-addressee`, {
      ProjectQuoteId: quoteId,
      ProjectPartyContactId: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toBeNull();
    const rows = await app.deps.db
      .select()
      .from(quoteAddressees)
      .where(inArray(quoteAddressees.projectQuoteId, [quoteId]));
    expect(rows).toHaveLength(0);
  });
});
