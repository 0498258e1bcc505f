import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { eventLogs, projectMarkets } from '../../db/schema/projects.ts';
import { appUsers } from '../../db/schema/users.ts';
import { callApi, demoProjects, projectIdByName, userIdByEmail } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { projectMessages } from './project.messages.ts';

let app: App;
let rep: string;
let admin: string;
let northwindId: number;
let contosoId: number;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  admin = await signIn(app, 'admin@airquote.test');
  const companyRows = await app.deps.db.select().from(companies);
  northwindId = companyRows.find((company) => company.name === 'Northwind Reps')?.companyId ?? 0;
  contosoId = companyRows.find((company) => company.name === 'Contoso Reps')?.companyId ?? 0;
});
afterAll(async () => app.close());

const lookup = async (path: string, query = '') => {
  const response = await callApi(app, rep, 'GET', `/Project/${path}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ Id: number; Name: string; IsActive: boolean }>;
};
const idOf = (options: Array<{ Id: number; Name: string }>, name: string) =>
  options.find((option) => option.Name === name)?.Id ?? 0;

async function eventsOf(projectId: number) {
  return app.deps.db
    .select()
    .from(eventLogs)
    .where(eq(eventLogs.projectId, projectId))
    .orderBy(asc(eventLogs.eventLogId));
}

async function createProject(overrides: Record<string, unknown> = {}, token = rep) {
  const response = await callApi(app, token, 'POST', '/Project', {
    Name: '  Northgate Library Expansion ',
    Description: 'Two new reading rooms',
    ExpectedCloseDate: '2027-03-31',
    CompanyId: northwindId,
    BrandId: 1,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('project lookups', () => {
  it('answer the seeded markets, statuses, phases and win probabilities in order', async () => {
    expect((await lookup('ProjectMarket')).map((option) => option.Name)).toEqual([
      'Education',
      'Healthcare',
      'Hospitality',
      'Multifamily',
      'Office',
      'Retail',
      'Government',
      'Data Center',
      'Industrial',
    ]);
    expect((await lookup('ProjectStatus')).map((option) => option.Name)).toContain('Under Construction');
    expect((await lookup('ProjectPhase')).map((option) => option.Name)).toEqual([
      'Schematic Design',
      'Design Development',
      'Construction Documents',
      'Bid',
      'Construction',
    ]);
    expect((await lookup('WinProbabilityOptions')).map((option) => option.Name)).toEqual([
      '10%',
      '25%',
      '50%',
      '75%',
      '90%',
    ]);
  });

  it('leave retired values out unless includeInactive=true', async () => {
    await app.deps.db
      .update(projectMarkets)
      .set({ isActive: false })
      .where(eq(projectMarkets.name, 'Retail'));
    expect((await lookup('ProjectMarket')).map((option) => option.Name)).not.toContain('Retail');
    const all = await lookup('ProjectMarket', '?includeInactive=true');
    expect(all.find((option) => option.Name === 'Retail')).toMatchObject({ IsActive: false });
    await app.deps.db.update(projectMarkets).set({ isActive: true }).where(eq(projectMarkets.name, 'Retail'));
  });
});

describe('POST /api/Project (create)', () => {
  it('creates an active project with trimmed text, the creator, no users or attachments, and an event', async () => {
    const markets = await lookup('ProjectMarket');
    const project = await createProject({ ProjectMarketId: idOf(markets, 'Education') });
    expect(project).toMatchObject({
      ProjectId: expect.any(Number),
      Name: 'Northgate Library Expansion',
      Description: 'Two new reading rooms',
      IsActive: true,
      ExpectedCloseDate: '2027-03-31',
      CompanyName: 'Northwind Reps',
      BrandId: 1,
      CreatedByName: 'Nora Walsh',
      ProjectMarketId: idOf(markets, 'Education'),
      ProjectStatusId: null,
      Location: null,
      ProjectUsers: [],
      Attachments: [],
      ProjectSchedules: [],
      RowVersion: 1,
    });
    const [event] = await eventsOf(project.ProjectId);
    expect(event).toMatchObject({
      entityType: 'Project',
      action: 'Created',
      userId: await userIdByEmail(app, 'rep@northwind.test'),
      impersonatorUserId: null,
      before: null,
      after: expect.objectContaining({ Name: 'Northgate Library Expansion', IsActive: true }),
    });
  });

  it('refuses a company the user does not work for, an unknown brand or lookup, and a bad date', async () => {
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const response = await callApi(app, rep, 'POST', '/Project', {
        Name: 'X',
        ExpectedCloseDate: '2027-01-01',
        CompanyId: northwindId,
        BrandId: 1,
        ...payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    };
    await refused({ CompanyId: contosoId }, projectMessages.companyNotAllowed);
    await refused({ BrandId: 9 }, projectMessages.brandNotFound);
    await refused({ ProjectStatusId: 9999 }, projectMessages.lookupNotFound('status'));
    await refused({ ExpectedCloseDate: '31/03/2027' }, 'Enter a date as YYYY-MM-DD');
    await refused({ Name: '   ' }, 'Name is required');
  });

  it('lets internal staff create a project for any company', async () => {
    const project = await createProject({ CompanyId: contosoId, BrandId: 2 }, admin);
    expect(project.CompanyName).toBe('Contoso Reps');
  });

  it('needs project.edit (403) and a token (401)', async () => {
    const noEdit = await signIn(app, 'orders@airquote.test');
    const payload = { Name: 'X', ExpectedCloseDate: '2027-01-01', CompanyId: northwindId, BrandId: 1 };
    expect((await callApi(app, noEdit, 'POST', '/Project', payload)).statusCode).toBe(403);
    expect((await callApi(app, null, 'POST', '/Project', payload)).statusCode).toBe(401);
  });
});

describe('PUT /api/Project/update and updateStatus', () => {
  it('changes the fields, increments the row version and records what changed', async () => {
    const project = await createProject();
    const statuses = await lookup('ProjectStatus');
    const response = await callApi(app, rep, 'PUT', '/Project/update', {
      ProjectId: project.ProjectId,
      RowVersion: project.RowVersion,
      Name: 'Northgate Library – Phase 2',
      Description: project.Description,
      ExpectedCloseDate: '2027-06-30',
      CompanyId: northwindId,
      BrandId: 1,
      ProjectStatusId: idOf(statuses, 'Bidding'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Name: 'Northgate Library – Phase 2',
      ExpectedCloseDate: '2027-06-30',
      ProjectStatusName: 'Bidding',
      RowVersion: 2,
    });
    const update = (await eventsOf(project.ProjectId)).at(-1);
    expect(update).toMatchObject({
      action: 'Updated',
      before: { Name: 'Northgate Library Expansion', ExpectedCloseDate: '2027-03-31', ProjectStatusId: null },
      after: {
        Name: 'Northgate Library – Phase 2',
        ExpectedCloseDate: '2027-06-30',
        ProjectStatusId: idOf(statuses, 'Bidding'),
      },
    });
    expect(update?.summary).toContain('Name, ExpectedCloseDate, ProjectStatusId');
  });

  it('refuses a stale row version with 409 and the message, and changes nothing', async () => {
    const project = await createProject();
    const change = (RowVersion: number, Name: string) =>
      callApi(app, rep, 'PUT', '/Project/update', {
        ProjectId: project.ProjectId,
        RowVersion,
        Name,
        ExpectedCloseDate: project.ExpectedCloseDate,
        CompanyId: northwindId,
        BrandId: 1,
      });
    expect((await change(1, 'First writer')).statusCode).toBe(200);
    const stale = await change(1, 'Second writer');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, message: STALE_ROW_VERSION_MESSAGE });
    const status = await callApi(app, rep, 'PUT', '/Project/updateStatus', {
      ProjectId: project.ProjectId,
      IsActive: false,
      RowVersion: 1,
    });
    expect(status.statusCode).toBe(409);
    const current = (await callApi(app, rep, 'GET', `/Project/${project.ProjectId}`)).json();
    expect(current).toMatchObject({ Name: 'First writer', IsActive: true, RowVersion: 2 });
    expect((await eventsOf(project.ProjectId)).map((event) => event.action)).toEqual(['Created', 'Updated']);
  });

  it('lets only one of two simultaneous writers with the same row version win', async () => {
    const project = await createProject();
    const attempts = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        callApi(app, rep, 'PUT', '/Project/update', {
          ProjectId: project.ProjectId,
          RowVersion: 1,
          Name: `Writer ${name}`,
          ExpectedCloseDate: project.ExpectedCloseDate,
          CompanyId: northwindId,
          BrandId: 1,
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('deactivates and activates a project, with an event for each', async () => {
    const project = await createProject();
    const off = await callApi(app, rep, 'PUT', '/Project/updateStatus', {
      ProjectId: project.ProjectId,
      IsActive: false,
      RowVersion: 1,
    });
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: 2 });
    const on = await callApi(app, rep, 'PUT', '/Project/updateStatus', {
      ProjectId: project.ProjectId,
      IsActive: true,
      RowVersion: 2,
    });
    expect(on.json()).toMatchObject({ IsActive: true, RowVersion: 3 });
    const actions = (await eventsOf(project.ProjectId)).map((event) => [event.action, event.after]);
    expect(actions.slice(1)).toEqual([
      ['Deactivated', { IsActive: false }],
      ['Activated', { IsActive: true }],
    ]);
  });

  it('records the impersonating admin beside the user on every event', async () => {
    const project = await createProject();
    const started = await callApi(app, admin, 'PUT', '/AppUser/impersonateuserstart', {
      UserId: await userIdByEmail(app, 'rep@northwind.test'),
    });
    const asRep = String(started.headers[AUTH_TOKEN_HEADER.toLowerCase()]);
    const response = await callApi(app, asRep, 'PUT', '/Project/updateStatus', {
      ProjectId: project.ProjectId,
      IsActive: false,
      RowVersion: 1,
    });
    expect(response.statusCode).toBe(200);
    expect((await eventsOf(project.ProjectId)).at(-1)).toMatchObject({
      action: 'Deactivated',
      userId: await userIdByEmail(app, 'rep@northwind.test'),
      impersonatorUserId: await userIdByEmail(app, 'admin@airquote.test'),
    });
    const log = await callApi(app, asRep, 'GET', `/Project/eventlog/search?projectId=${project.ProjectId}`);
    expect(log.json().EventLogs[0]).toMatchObject({
      UserName: 'Nora Walsh',
      ImpersonatorName: 'Avery Admin',
    });
  });
});

describe('POST /api/Project/projectlocationupsert', () => {
  it('creates the location, then changes the same one; the project row version guards both', async () => {
    const project = await createProject();
    const created = await callApi(app, rep, 'POST', '/Project/projectlocationupsert', {
      ProjectId: project.ProjectId,
      RowVersion: 1,
      Location: { Address1: '10 Main St', City: 'Portland', StateProvinceCode: 'or', PostalCode: '97201' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const location = created.json().Location;
    expect(location).toMatchObject({
      City: 'Portland',
      StateProvinceCode: 'OR',
      CountryCode: 'US',
      RowVersion: 1,
    });
    expect(created.json().RowVersion).toBe(2);

    const stale = await callApi(app, rep, 'POST', '/Project/projectlocationupsert', {
      ProjectId: project.ProjectId,
      RowVersion: 1,
      Location: { LocationId: location.LocationId, City: 'Salem' },
    });
    expect(stale.statusCode).toBe(409);

    const changed = await callApi(app, rep, 'POST', '/Project/projectlocationupsert', {
      ProjectId: project.ProjectId,
      RowVersion: 2,
      Location: {
        LocationId: location.LocationId,
        City: 'Toronto',
        StateProvinceCode: 'ON',
        CountryCode: 'CA',
      },
    });
    expect(changed.json().Location).toMatchObject({
      LocationId: location.LocationId,
      City: 'Toronto',
      CountryCode: 'CA',
      RowVersion: 2,
    });
    const events = (await eventsOf(project.ProjectId)).filter((event) => event.entityType === 'Location');
    expect(events.map((event) => event.action)).toEqual(['Created', 'Updated']);
    expect(events[1]?.before).toMatchObject({ city: 'Portland' });
  });

  it('refuses a state of another country, an unknown country and another owner’s location', async () => {
    const project = await createProject();
    const upsert = (Location: Record<string, unknown>) =>
      callApi(app, rep, 'POST', '/Project/projectlocationupsert', {
        ProjectId: project.ProjectId,
        RowVersion: 1,
        Location,
      });
    expect((await upsert({ StateProvinceCode: 'ON', CountryCode: 'US' })).json().message).toBe(
      'Choose a state or province of the chosen country.',
    );
    expect((await upsert({ CountryCode: 'MX' })).json().message).toBe('Choose a country from the list.');
    const other = (
      await callApi(app, rep, 'GET', `/Project/${await projectIdByName(app, demoProjects.harbor)}`)
    ).json();
    const foreign = await upsert({ LocationId: other.Location.LocationId, City: 'Hijack' });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('project users', () => {
  it('adds a user by e-mail and removes them again, each with an event', async () => {
    const project = await createProject();
    const added = await callApi(app, rep, 'PUT', '/Project/addprojectuser', {
      ProjectId: project.ProjectId,
      EmailAddress: ' BUYER@fabrikam.test ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual([
      expect.objectContaining({ EmailAddress: 'buyer@fabrikam.test', CompanyName: 'Fabrikam Mechanical' }),
    ]);
    // The customer now sees the project.
    const buyer = await signIn(app, 'buyer@fabrikam.test');
    expect((await callApi(app, buyer, 'GET', `/Project/${project.ProjectId}`)).statusCode).toBe(200);

    const detail = (await callApi(app, rep, 'GET', `/Project/${project.ProjectId}`)).json();
    expect(detail.ProjectUsers).toHaveLength(1);
    const removed = await callApi(app, rep, 'PUT', '/Project/removeprojectuser', {
      ProjectId: project.ProjectId,
      UserId: detail.ProjectUsers[0].UserId,
    });
    expect(removed.json()).toEqual([]);
    expect((await callApi(app, buyer, 'GET', `/Project/${project.ProjectId}`)).statusCode).toBe(404);
    const events = (await eventsOf(project.ProjectId)).filter((event) => event.entityType === 'ProjectUser');
    expect(events.map((event) => event.action)).toEqual(['Added', 'Removed']);
  });

  it('explains an unknown e-mail, an inactive user, a second add and removing a non-member', async () => {
    const project = await createProject();
    const add = (EmailAddress: string) =>
      callApi(app, rep, 'PUT', '/Project/addprojectuser', { ProjectId: project.ProjectId, EmailAddress });
    const unknown = await add('nobody@nowhere.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(projectMessages.userNotFound('nobody@nowhere.test'));
    await app.deps.db
      .update(appUsers)
      .set({ isActive: false })
      .where(eq(appUsers.emailAddress, 'orders@airquote.test'));
    const inactive = await add('orders@airquote.test');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(projectMessages.userInactive('orders@airquote.test'));
    expect((await add('rep@contoso.test')).statusCode).toBe(200);
    const twice = await add('rep@contoso.test');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(projectMessages.alreadyProjectUser('rep@contoso.test'));
    expect((await add('')).json().message).toBe(projectMessages.emailRequired);
    const notMember = await callApi(app, rep, 'PUT', '/Project/removeprojectuser', {
      ProjectId: project.ProjectId,
      UserId: await userIdByEmail(app, 'admin@airquote.test'),
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe(projectMessages.notAProjectUser);
  });
});

describe('reading projects', () => {
  it('GET Project answers the most recently changed visible projects, inactive ones included', async () => {
    const response = await callApi(app, rep, 'GET', '/Project');
    const projects = response.json() as Array<{ Name: string; CompanyName: string; IsActive: boolean }>;
    expect(projects.some((project) => !project.IsActive)).toBe(true);
    expect(new Set(projects.map((project) => project.CompanyName))).toEqual(new Set(['Northwind Reps']));
  });

  it('GetShallow answers the list fields without users; ship-to/bill-to lists every schedule location', async () => {
    const harborId = await projectIdByName(app, demoProjects.harbor);
    const shallow = (await callApi(app, rep, 'GET', `/Project/GetShallow/${harborId}`)).json();
    expect(shallow).toMatchObject({ ProjectId: harborId, Name: demoProjects.harbor });
    expect(shallow.ProjectUsers).toBeUndefined();
    const shipTo = (
      await callApi(app, rep, 'GET', `/Project/GetProjectAndScheduleShipToBillTo/${harborId}`)
    ).json();
    expect(shipTo.Location).toMatchObject({ City: 'Baltimore', StateProvinceCode: 'MD' });
    expect(shipTo.Schedules.map((schedule: { Name: string }) => schedule.Name)).toEqual([
      'Building A Units',
      'Building B Units',
      'Amenity Spaces',
    ]);
  });

  it('GetCustomerProjects answers a company’s projects to its people and to internal staff only', async () => {
    const buyer = await signIn(app, 'buyer@fabrikam.test');
    const [fabrikam] = await app.deps.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Fabrikam Mechanical'));
    const own = await callApi(app, buyer, 'GET', `/project/odata/GetCustomerProjects/${fabrikam?.companyId}`);
    expect(own.json().map((project: { Name: string }) => project.Name)).toEqual([demoProjects.fabrikam]);
    const byAdmin = await callApi(
      app,
      admin,
      'GET',
      `/project/odata/GetCustomerProjects/${fabrikam?.companyId}`,
    );
    expect(byAdmin.json()).toHaveLength(1);
    const byRep = await callApi(app, rep, 'GET', `/project/odata/GetCustomerProjects/${fabrikam?.companyId}`);
    expect(byRep.statusCode).toBe(404);
    expect((await callApi(app, rep, 'GET', '/project/odata/GetCustomerProjects/999999')).statusCode).toBe(
      404,
    );
  });

  it('the event log pages newest first with the total', async () => {
    const project = await createProject();
    for (const IsActive of [false, true, false]) {
      const current = (await callApi(app, rep, 'GET', `/Project/${project.ProjectId}`)).json();
      await callApi(app, rep, 'PUT', '/Project/updateStatus', {
        ProjectId: project.ProjectId,
        IsActive,
        RowVersion: current.RowVersion,
      });
    }
    const first = (
      await callApi(app, rep, 'GET', `/Project/eventlog/search?projectId=${project.ProjectId}&pageSize=3`)
    ).json();
    expect(first.TotalCount).toBe(4);
    expect(first.EventLogs.map((event: { Action: string }) => event.Action)).toEqual([
      'Deactivated',
      'Activated',
      'Deactivated',
    ]);
    const second = (
      await callApi(
        app,
        rep,
        'GET',
        `/Project/eventlog/search?projectId=${project.ProjectId}&pageSize=3&pageNumber=2`,
      )
    ).json();
    expect(second).toMatchObject({
      TotalCount: 4,
      EventLogs: [expect.objectContaining({ Action: 'Created' })],
    });
    const past = (
      await callApi(
        app,
        rep,
        'GET',
        `/Project/eventlog/search?projectId=${project.ProjectId}&pageSize=3&pageNumber=5`,
      )
    ).json();
    expect(past).toEqual({ EventLogs: [], TotalCount: 4 });
    const northwindEvents = await app.deps.db
      .select()
      .from(eventLogs)
      .where(and(eq(eventLogs.projectId, project.ProjectId), eq(eventLogs.entityType, 'Project')));
    expect(northwindEvents).toHaveLength(4);
  });
});
