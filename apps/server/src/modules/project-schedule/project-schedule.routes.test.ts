import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { eventLogs, projectScheduleLineItems } from '../../db/schema/projects.ts';
import {
  callApi,
  configurationHeader,
  demoProjects,
  projectIdByName,
  scheduleIdByName,
  userIdByEmail,
} from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
let contosoRep: string;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  contosoRep = await signIn(app, 'rep@contoso.test');
});
afterAll(async () => app.close());

type Schedule = { ProjectScheduleId: number; Name: string; RowVersion: number; LineItemCount: number };
type LineItem = {
  ProjectScheduleLineItemId: number;
  ItemTag: string;
  ProjectScheduleId: number;
  ItemQty: number;
};

async function newProject(name: string): Promise<number> {
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  const response = await callApi(app, rep, 'POST', '/Project', {
    Name: name,
    ExpectedCloseDate: '2027-05-01',
    CompanyId: northwind?.companyId,
    BrandId: 1,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ProjectId;
}

async function newSchedule(ProjectId: number, Name: string): Promise<Schedule> {
  const response = await callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId, Name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function addItem(ProjectScheduleId: number, model = 'FHC-06', extra: Record<string, unknown> = {}) {
  const response = await callApi(app, rep, 'POST', '/ProjectScheduleLineItem', {
    ProjectScheduleId,
    ...(await configurationHeader(app, model)),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LineItem;
}

const copy = (scheduleId: number, ids: number[], token = rep) =>
  callApi(app, token, 'POST', `/ProjectSchedule/CopyLineItems/${scheduleId}`, ids);
const tagsOf = async (scheduleId: number) =>
  (
    (
      await callApi(app, rep, 'GET', `/ProjectScheduleLineItem/GetByProjectScheduleId/${scheduleId}`)
    ).json() as LineItem[]
  ).map((item) => item.ItemTag);

describe('schedules', () => {
  it('creates a schedule with an event; the project becomes the most recently changed', async () => {
    const harborId = await projectIdByName(app, demoProjects.harbor);
    const schedule = await newSchedule(harborId, '  Clubhouse ');
    expect(schedule).toMatchObject({
      ProjectId: harborId,
      ProjectName: demoProjects.harbor,
      Name: 'Clubhouse',
      Description: '',
      IsActive: true,
      Location: null,
      LineItemCount: 0,
      ActiveLineItemCount: 0,
      RowVersion: 1,
    });
    const list = (await callApi(app, rep, 'POST', '/Project/search', {})).json();
    expect(list.Projects[0].Name).toBe(demoProjects.harbor);
    expect(list.Projects[0].ProjectSchedules[0].Name).toBe('Clubhouse');
    const [event] = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(eq(eventLogs.entityType, 'ProjectSchedule'), eq(eventLogs.entityId, schedule.ProjectScheduleId)),
      )
      .orderBy(eventLogs.eventLogId);
    expect(event).toMatchObject({ action: 'Created', projectId: harborId, after: { Name: 'Clubhouse' } });
  });

  it('lists a project’s schedules newest change first, with line item counts', async () => {
    const riversideId = await projectIdByName(app, demoProjects.riverside);
    const response = await callApi(app, rep, 'GET', `/ProjectSchedule/GetByProjectId/${riversideId}`);
    expect(response.json().map((schedule: Schedule) => [schedule.Name, schedule.LineItemCount])).toEqual([
      ['Tower B – Patient Floors', 3],
      ['Tower B – Lobby & Admin', 3],
    ]);
    const one = await callApi(app, rep, 'GET', `/ProjectSchedule/${response.json()[1].ProjectScheduleId}`);
    expect(one.json()).toMatchObject({ Name: 'Tower B – Lobby & Admin', ActiveLineItemCount: 3 });
  });

  it('finds schedules by name, project and status, and by their creator', async () => {
    const found = (await callApi(app, rep, 'GET', '/ProjectSchedule/search?searchText=BUILDING')).json();
    expect(found.map((schedule: Schedule) => schedule.Name).sort()).toEqual([
      'Building A Units',
      'Building B Units',
    ]);
    const riversideId = await projectIdByName(app, demoProjects.riverside);
    const inProject = (
      await callApi(app, rep, 'GET', `/ProjectSchedule/search?projectId=${riversideId}`)
    ).json();
    expect(inProject).toHaveLength(2);
    expect(
      (await callApi(app, contosoRep, 'GET', '/ProjectSchedule/search?searchText=building')).json(),
    ).toEqual([]);
    const repId = await userIdByEmail(app, 'rep@northwind.test');
    const mine = (await callApi(app, rep, 'GET', `/ProjectSchedule/GetByUserId/${repId}`)).json();
    expect(mine.length).toBeGreaterThanOrEqual(9);
    expect((await callApi(app, contosoRep, 'GET', `/ProjectSchedule/GetByUserId/${repId}`)).json()).toEqual(
      [],
    );
  });

  it('renames and deactivates with the row version; a stale one is refused; inactive ones are searchable on request', async () => {
    const projectId = await newProject('Schedule edits');
    const schedule = await newSchedule(projectId, 'Level 1');
    const update = (RowVersion: number, values: Record<string, unknown>) =>
      callApi(app, rep, 'PUT', '/ProjectSchedule/update', {
        ProjectScheduleId: schedule.ProjectScheduleId,
        RowVersion,
        Name: 'Level 1',
        Description: '',
        IsActive: true,
        ...values,
      });
    const renamed = await update(1, { Name: 'Level 1 – North', Description: 'North wing' });
    expect(renamed.json()).toMatchObject({
      Name: 'Level 1 – North',
      Description: 'North wing',
      RowVersion: 2,
    });
    const stale = await update(1, { Name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
    const off = await update(2, { Name: 'Level 1 – North', Description: 'North wing', IsActive: false });
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: 3 });
    const search = (query: string) =>
      callApi(app, rep, 'GET', `/ProjectSchedule/search?projectId=${projectId}${query}`).then((r) =>
        r.json(),
      );
    expect(await search('')).toEqual([]);
    expect(await search('&includeInactive=true')).toHaveLength(1);
    const events = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(eq(eventLogs.entityType, 'ProjectSchedule'), eq(eventLogs.entityId, schedule.ProjectScheduleId)),
      );
    expect(events.map((event) => event.action)).toEqual(['Created', 'Updated', 'Deactivated']);
  });

  it('sets and changes a schedule location with the schedule row version', async () => {
    const projectId = await newProject('Schedule location');
    const schedule = await newSchedule(projectId, 'Roof');
    const set = await callApi(app, rep, 'POST', '/ProjectSchedule/projectschedulelocationupsert', {
      ProjectScheduleId: schedule.ProjectScheduleId,
      RowVersion: 1,
      Location: { Address1: '5 Dock St', City: 'Halifax', StateProvinceCode: 'NS', CountryCode: 'CA' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ RowVersion: 2, Location: { City: 'Halifax', RowVersion: 1 } });
    const stale = await callApi(app, rep, 'POST', '/ProjectSchedule/projectschedulelocationupsert', {
      ProjectScheduleId: schedule.ProjectScheduleId,
      RowVersion: 1,
      Location: { City: 'Truro', StateProvinceCode: 'NS', CountryCode: 'CA' },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('line item counts of a schedule', () => {
  it('follow inserts, status changes, moves and deletes, whoever writes the line items', async () => {
    const projectId = await newProject('Counted schedule');
    const schedule = await newSchedule(projectId, 'Counted');
    const other = await newSchedule(projectId, 'Other');
    const counts = async (id: number) => {
      const body = (await callApi(app, rep, 'GET', `/ProjectSchedule/${id}`)).json();
      return [body.LineItemCount, body.ActiveLineItemCount];
    };
    const first = await addItem(schedule.ProjectScheduleId);
    await addItem(schedule.ProjectScheduleId);
    await copy(schedule.ProjectScheduleId, [first.ProjectScheduleLineItemId]);
    expect(await counts(schedule.ProjectScheduleId)).toEqual([3, 3]);
    const toggled = await callApi(
      app,
      rep,
      'PUT',
      `/ProjectScheduleLineItem/ToggleStatus/${first.ProjectScheduleLineItemId}`,
      {
        RowVersion: 1,
      },
    );
    expect(toggled.statusCode).toBe(200);
    expect(await counts(schedule.ProjectScheduleId)).toEqual([3, 2]);
    // Writes outside the API (bulk loads, admin scripts) keep them right too.
    await app.deps.db
      .update(projectScheduleLineItems)
      .set({ projectScheduleId: other.ProjectScheduleId, itemTag: 'MOVED-1' })
      .where(eq(projectScheduleLineItems.projectScheduleLineItemId, first.ProjectScheduleLineItemId));
    expect(await counts(schedule.ProjectScheduleId)).toEqual([2, 2]);
    expect(await counts(other.ProjectScheduleId)).toEqual([1, 0]);
    await app.deps.db
      .delete(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, schedule.ProjectScheduleId));
    expect(await counts(schedule.ProjectScheduleId)).toEqual([0, 0]);
  });
});

describe('POST /api/ProjectSchedule/CopyLineItems/{scheduleId}', () => {
  it('copies into another schedule and into the same one; the copies continue each target’s tags', async () => {
    const projectId = await newProject('Copy target');
    const first = await newSchedule(projectId, 'Floor 1');
    const second = await newSchedule(projectId, 'Floor 2');
    const items = [
      await addItem(first.ProjectScheduleId, 'FHC-04'),
      await addItem(first.ProjectScheduleId, 'FHC-06', { ItemQty: 3 }),
      await addItem(first.ProjectScheduleId, 'FVC-08'),
    ];
    expect(items.map((item) => item.ItemTag)).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);
    const [one, two, three] = items as [LineItem, LineItem, LineItem];

    const intoSecond = await copy(second.ProjectScheduleId, [
      one.ProjectScheduleLineItemId,
      two.ProjectScheduleLineItemId,
    ]);
    expect(intoSecond.statusCode, intoSecond.body).toBe(200);
    expect(intoSecond.json()).toEqual([
      expect.objectContaining({ ItemTag: 'UNIT-1', ProjectScheduleId: second.ProjectScheduleId, ItemQty: 1 }),
      expect.objectContaining({ ItemTag: 'UNIT-2', ProjectScheduleId: second.ProjectScheduleId, ItemQty: 3 }),
    ]);
    const again = await copy(second.ProjectScheduleId, [three.ProjectScheduleLineItemId]);
    expect(again.json().map((item: LineItem) => item.ItemTag)).toEqual(['UNIT-3']);

    const intoSame = await copy(first.ProjectScheduleId, [
      three.ProjectScheduleLineItemId,
      one.ProjectScheduleLineItemId,
    ]);
    expect(
      intoSame.json().map((item: LineItem) => [item.ItemTag, item.ProjectScheduleLineItemId > 0]),
    ).toEqual([
      ['UNIT-4', true],
      ['UNIT-5', true],
    ]);
    expect(await tagsOf(first.ProjectScheduleId)).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3', 'UNIT-4', 'UNIT-5']);
    expect(await tagsOf(second.ProjectScheduleId)).toEqual(['UNIT-1', 'UNIT-2', 'UNIT-3']);

    const copied = await app.deps.db
      .select()
      .from(eventLogs)
      .where(and(eq(eventLogs.projectId, projectId), eq(eventLogs.action, 'LineItemsCopied')));
    expect(copied).toHaveLength(3);
    expect(copied[0]?.summary).toBe('Copied 2 line items from "Floor 1" into schedule "Floor 2"');
  });

  it('copies from another project the user may see, skipping tags typed by hand', async () => {
    const projectId = await newProject('Copy from elsewhere');
    const target = await newSchedule(projectId, 'Main');
    await addItem(target.ProjectScheduleId, 'FHC-02', { ItemTag: 'UNIT-2' });
    const riversideId = await projectIdByName(app, demoProjects.riverside);
    const source = await scheduleIdByName(app, riversideId, 'Tower B – Patient Floors');
    const sourceItems = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, source));
    const response = await copy(
      target.ProjectScheduleId,
      sourceItems.map((item) => item.projectScheduleLineItemId),
    );
    expect(response.json().map((item: LineItem) => item.ItemTag)).toEqual(['UNIT-1', 'UNIT-3', 'UNIT-4']);
  });

  it('a copy keeps its tag where the target has none of that tag, and takes the next UNIT-n where it does (issue #15 item 9)', async () => {
    const projectId = await newProject('Copy keeps free tags');
    const source = await newSchedule(projectId, 'Source');
    const free = await newSchedule(projectId, 'Free target');
    const taken = await newSchedule(projectId, 'Taken target');
    const pump = await addItem(source.ProjectScheduleId, 'FHC-04', { ItemTag: 'WSHP-1' });
    const coil = await addItem(source.ProjectScheduleId, 'FHC-06', { ItemTag: 'FC-7' });
    const takenPump = await addItem(taken.ProjectScheduleId, 'FHC-02', { ItemTag: 'WSHP-1' });

    const intoFree = await copy(free.ProjectScheduleId, [
      pump.ProjectScheduleLineItemId,
      coil.ProjectScheduleLineItemId,
    ]);
    expect(intoFree.statusCode, intoFree.body).toBe(200);
    expect(intoFree.json().map((item: LineItem) => item.ItemTag)).toEqual(['FC-7', 'WSHP-1']);

    const intoTaken = await copy(taken.ProjectScheduleId, [
      pump.ProjectScheduleLineItemId,
      coil.ProjectScheduleLineItemId,
    ]);
    expect(intoTaken.statusCode, intoTaken.body).toBe(200);
    expect(intoTaken.json().map((item: LineItem) => item.ItemTag)).toEqual(['FC-7', 'UNIT-1']);
    expect(await tagsOf(taken.ProjectScheduleId)).toEqual(['FC-7', 'UNIT-1', 'WSHP-1']);

    // Copied again where its tag is now taken: renamed.
    const twice = await copy(free.ProjectScheduleId, [coil.ProjectScheduleLineItemId]);
    expect(twice.json().map((item: LineItem) => item.ItemTag)).toEqual(['UNIT-1']);

    // Two copies of one tag into a schedule without it: the first keeps it, the second is renamed.
    const fresh = await newSchedule(projectId, 'Fresh target');
    const both = await copy(fresh.ProjectScheduleId, [
      pump.ProjectScheduleLineItemId,
      takenPump.ProjectScheduleLineItemId,
    ]);
    expect(both.statusCode, both.body).toBe(200);
    expect(
      both
        .json()
        .map((item: { ItemTag: string; ProductModelName: string }) => [item.ItemTag, item.ProductModelName]),
    ).toEqual([
      ['UNIT-1', 'FHC-02'],
      ['WSHP-1', 'FHC-04'],
    ]);
    expect(await tagsOf(fresh.ProjectScheduleId)).toEqual(['UNIT-1', 'WSHP-1']);
  });

  it('answers 404 and copies nothing when an id is not a visible line item or the target is not visible', async () => {
    const projectId = await newProject('Copy refusals');
    const target = await newSchedule(projectId, 'Only');
    const mine = await addItem(target.ProjectScheduleId);
    const westbrookId = await projectIdByName(app, demoProjects.westbrook);
    const [foreignItem] = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(
        eq(projectScheduleLineItems.projectScheduleId, await scheduleIdByName(app, westbrookId, 'Labs')),
      );
    const mixed = await copy(target.ProjectScheduleId, [
      mine.ProjectScheduleLineItemId,
      foreignItem?.projectScheduleLineItemId ?? 0,
    ]);
    expect(mixed.statusCode).toBe(404);
    expect((await copy(target.ProjectScheduleId, [2_000_000_000])).statusCode).toBe(404);
    expect(await tagsOf(target.ProjectScheduleId)).toEqual(['UNIT-1']);
    const intoForeign = await copy(await scheduleIdByName(app, westbrookId, 'Labs'), [
      mine.ProjectScheduleLineItemId,
    ]);
    expect(intoForeign.statusCode).toBe(404);
    expect((await copy(target.ProjectScheduleId, [])).statusCode).toBe(400);
  });
});
