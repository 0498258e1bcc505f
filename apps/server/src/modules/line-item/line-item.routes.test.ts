import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { eventLogs, projects } from '../../db/schema/projects.ts';
import {
  callApi,
  configurationHeader,
  demoProjects,
  projectIdByName,
  scheduleIdByName,
} from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { lineItemMessages } from './line-item.messages.ts';

let app: App;
let rep: string;
let engineer: string;
let scheduleId: number;
let projectId: number;

type LineItem = {
  ProjectScheduleLineItemId: number;
  DateCreated: string;
  ItemTag: string;
  ItemQty: number;
  IsActive: boolean;
  RowVersion: number;
  BaseListPrice: string | null;
  UnitListPrice: string | null;
};

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  engineer = await signIn(app, 'engineer@northwind.test');
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  const project = await callApi(app, rep, 'POST', '/Project', {
    Name: 'Line item tests',
    ExpectedCloseDate: '2027-02-01',
    CompanyId: northwind?.companyId,
    BrandId: 1,
  });
  projectId = project.json().ProjectId;
  scheduleId = (
    await callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: 'Level 2' })
  ).json().ProjectScheduleId;
});
afterAll(async () => app.close());

async function create(model: string, extra: Record<string, unknown> = {}, token = rep) {
  return callApi(app, token, 'POST', '/ProjectScheduleLineItem', {
    ProjectScheduleId: scheduleId,
    ...(await configurationHeader(app, model)),
    ...extra,
  });
}
async function created(model: string, extra: Record<string, unknown> = {}): Promise<LineItem> {
  const response = await create(model, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const update = (item: LineItem, values: Record<string, unknown>) =>
  callApi(app, rep, 'PUT', '/ProjectScheduleLineItem', {
    ProjectScheduleLineItemId: item.ProjectScheduleLineItemId,
    ItemQty: item.ItemQty,
    ItemTag: item.ItemTag,
    RowVersion: item.RowVersion,
    ...values,
  });
const toggle = (item: LineItem, RowVersion = item.RowVersion, token = rep) =>
  callApi(app, token, 'PUT', `/ProjectScheduleLineItem/ToggleStatus/${item.ProjectScheduleLineItemId}`, {
    RowVersion,
  });
const eventsOf = (lineItemId: number) =>
  app.deps.db
    .select()
    .from(eventLogs)
    .where(and(eq(eventLogs.entityType, 'LineItem'), eq(eventLogs.entityId, lineItemId)));

describe('POST /api/ProjectScheduleLineItem (item configuration header)', () => {
  it('adds UNIT-1, UNIT-2, UNIT-3 with quantity 1 by default, the catalog names and the list price', async () => {
    const first = await created('FHC-02');
    expect(first).toMatchObject({
      ItemTag: 'UNIT-1',
      ItemQty: 1,
      IsActive: true,
      ProductTypeName: 'Fan Coil',
      CategoryName: 'Horizontal Concealed',
      ProductModelClassName: 'FHC',
      ProductModelName: 'FHC-02',
      UnitSize: '02',
      BaseListPrice: '1450.00',
      CodeString: '',
      RowVersion: 1,
    });
    expect(first.DateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(first.DateCreated) - Date.now())).toBeLessThan(60_000);
    expect((await created('WSV-024', { ItemQty: 4 })).ItemTag).toBe('UNIT-2');
    expect((await created('FHC-12', { ItemTag: 'UNIT-' })).ItemTag).toBe('UNIT-3');
    const [event] = await eventsOf(first.ProjectScheduleLineItemId);
    expect(event).toMatchObject({
      action: 'Created',
      projectId,
      after: expect.objectContaining({ ItemTag: 'UNIT-1' }),
    });
    expect(event?.summary).toBe('Added UNIT-1 (1 × FHC-02) to schedule "Level 2"');
  });

  it('keeps a typed tag, refuses a tag already in the schedule with 409, and skips typed numbers later', async () => {
    expect((await created('FHC-04', { ItemTag: 'AHU-1' })).ItemTag).toBe('AHU-1');
    const duplicate = await create('FHC-04', { ItemTag: 'AHU-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(lineItemMessages.duplicateTag('AHU-1'));
    await created('FHC-04', { ItemTag: 'UNIT-5' });
    expect((await created('FHC-04')).ItemTag).toBe('UNIT-4');
    expect((await created('FHC-04')).ItemTag).toBe('UNIT-6');
  });

  it('refuses a header whose levels do not belong together, naming the level', async () => {
    const fanCoil = await configurationHeader(app, 'FHC-06');
    const heatPump = await configurationHeader(app, 'WSH-024');
    const cabinet = await configurationHeader(app, 'FVB-06');
    const attempt = (header: Record<string, number>) =>
      callApi(app, rep, 'POST', '/ProjectScheduleLineItem', { ProjectScheduleId: scheduleId, ...header });
    const wrongType = await attempt({ ...fanCoil, ProductTypeId: heatPump.ProductTypeId });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(lineItemMessages.categoryNotOfType);
    const wrongCategory = await attempt({ ...fanCoil, ProductModelClassId: cabinet.ProductModelClassId });
    expect(wrongCategory.json().message).toBe(lineItemMessages.classNotOfCategory);
    const wrongModel = await attempt({ ...fanCoil, ProductModelId: cabinet.ProductModelId });
    expect(wrongModel.json()).toMatchObject({
      message: lineItemMessages.modelNotOfClass,
      fieldErrors: { ProductModelId: lineItemMessages.modelNotOfClass },
    });
    const unknownModel = await attempt({ ...fanCoil, ProductModelId: 999_999 });
    expect(unknownModel.statusCode).toBe(400);
    const zeroQty = await create('FHC-06', { ItemQty: 0 });
    expect(zeroQty.json().message).toBe('Quantity must be at least 1');
  });

  it('makes its project the most recently changed', async () => {
    const before = await app.deps.db.select().from(projects).where(eq(projects.projectId, projectId));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await created('FHC-03');
    const after = await app.deps.db.select().from(projects).where(eq(projects.projectId, projectId));
    expect(after[0]?.dateModified.getTime()).toBeGreaterThan(before[0]?.dateModified.getTime() ?? 0);
  });
});

describe('PUT /api/ProjectScheduleLineItem and ToggleStatus', () => {
  it('changes quantity and tag with the row version, records before and after', async () => {
    const item = await created('FVC-04', { ItemTag: 'FC-10' });
    const response = await update(item, { ItemQty: 7, ItemTag: 'FC-11' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ItemQty: 7, ItemTag: 'FC-11', RowVersion: 2 });
    const [, change] = await eventsOf(item.ProjectScheduleLineItemId);
    expect(change).toMatchObject({
      action: 'Updated',
      before: { ItemTag: 'FC-10', ItemQty: 1 },
      after: { ItemTag: 'FC-11', ItemQty: 7 },
    });
    const stale = await update(item, { ItemQty: 8 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
  });

  it('refuses a tag another line item of the schedule has', async () => {
    const item = await created('FVC-04', { ItemTag: 'FC-20' });
    await created('FVC-04', { ItemTag: 'FC-21' });
    const response = await update(item, { ItemTag: 'FC-21' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(lineItemMessages.duplicateTag('FC-21'));
  });

  it('toggles active and inactive with the row version and an event each time', async () => {
    const item = await created('ECO-06', { ItemTag: 'ECO-1' });
    const off = await toggle(item);
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: 2 });
    expect((await toggle(item)).statusCode).toBe(409);
    const on = await toggle(item, 2);
    expect(on.json()).toMatchObject({ IsActive: true, RowVersion: 3 });
    expect((await eventsOf(item.ProjectScheduleLineItemId)).map((event) => event.action)).toEqual([
      'Created',
      'Deactivated',
      'Activated',
    ]);
  });

  it('answers ProductTypeExistWithinInSchedule from the active line items only', async () => {
    const ecoTypeId = (await configurationHeader(app, 'ECO-04')).ProductTypeId;
    const ahuTypeId = (await configurationHeader(app, 'BCH-08')).ProductTypeId;
    const exists = async (productTypeId: number) =>
      (
        await callApi(
          app,
          rep,
          'GET',
          `/productType/ProductTypeExistWithinInSchedule?scheduleId=${scheduleId}&productTypeId=${productTypeId}`,
        )
      ).json();
    expect(await exists(ahuTypeId)).toBe(false);
    const blowerCoil = await created('BCH-08', { ItemTag: 'BC-1' });
    expect(await exists(ahuTypeId)).toBe(true);
    await toggle(blowerCoil);
    expect(await exists(ahuTypeId)).toBe(false);
    expect(await exists(ecoTypeId)).toBe(true);
  });
});

describe('reading line items', () => {
  it('lists a schedule in tag order, UNIT-2 before UNIT-10', async () => {
    const projectTwo = (
      await callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: 'Order' })
    ).json();
    for (const tag of ['UNIT-10', 'UNIT-2', 'AHU-1', 'UNIT-1']) {
      const response = await callApi(app, rep, 'POST', '/ProjectScheduleLineItem', {
        ProjectScheduleId: projectTwo.ProjectScheduleId,
        ...(await configurationHeader(app, 'FHC-06')),
        ItemTag: tag,
      });
      expect(response.statusCode).toBe(200);
    }
    const list = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/GetByProjectScheduleId/${projectTwo.ProjectScheduleId}`,
    );
    expect(list.json().map((item: LineItem) => item.ItemTag)).toEqual([
      'AHU-1',
      'UNIT-1',
      'UNIT-2',
      'UNIT-10',
    ]);
    const one = await callApi(
      app,
      rep,
      'GET',
      `/ProjectScheduleLineItem/${list.json()[0].ProjectScheduleLineItemId}`,
    );
    expect(one.json()).toMatchObject({ ItemTag: 'AHU-1', ProductModelName: 'FHC-06' });
  });

  it('gives the grid its columns and rows; the list price column and values only to readers of prices', async () => {
    const riversideId = await projectIdByName(app, demoProjects.riverside);
    const demoSchedule = await scheduleIdByName(app, riversideId, 'Tower B – Patient Floors');
    const grid = (
      await callApi(
        app,
        rep,
        'GET',
        `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${demoSchedule}`,
      )
    ).json();
    expect(grid.Columns.map((column: { Header: string }) => column.Header)).toEqual([
      'Tag',
      'Qty',
      'Product Type',
      'Category',
      'Model Class',
      'Model',
      'Unit Size',
      'Code String',
      'Status',
      'List Price',
    ]);
    // The list price of the unit as configured (base + adders), as the configuration and quotes show it.
    expect(grid.Columns.at(-1)).toMatchObject({ Field: 'UnitListPrice', Type: 'money' });
    expect(
      grid.Rows.map((row: LineItem & { ProductModelName: string }) => [
        row.ItemTag,
        row.ProductModelName,
        row.ItemQty,
      ]),
    ).toEqual([
      ['UNIT-1', 'FHC-04', 12],
      ['UNIT-2', 'FHC-06', 8],
      ['UNIT-3', 'FVC-03', 6],
    ]);
    expect(grid.Rows[0].BaseListPrice).toBe('1720.00');
    const pricing = await callApi(
      app,
      rep,
      'GET',
      `/Pricing/GetById/${grid.Rows[0].ProjectScheduleLineItemId}`,
    );
    expect(grid.Rows[0].UnitListPrice).toBe(pricing.json().UnitListPrice);

    for (const path of [
      `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${demoSchedule}`,
      `/ProjectScheduleLineItem/GetByProjectScheduleId/${demoSchedule}`,
    ]) {
      const body = (await callApi(app, engineer, 'GET', path)).json();
      const rows: LineItem[] = Array.isArray(body) ? body : body.Rows;
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.BaseListPrice === null && row.UnitListPrice === null)).toBe(true);
      if (!Array.isArray(body))
        expect(body.Columns.map((column: { Field: string }) => column.Field)).not.toContain('UnitListPrice');
    }
    const single = (
      await callApi(
        app,
        engineer,
        'GET',
        `/ProjectScheduleLineItem/${grid.Rows[0].ProjectScheduleLineItemId}`,
      )
    ).json();
    expect(single.BaseListPrice).toBeNull();

    const old = (
      await callApi(
        app,
        rep,
        'GET',
        `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleIdOld/${demoSchedule}`,
      )
    ).json();
    expect(old.Columns.map((column: { Header: string }) => column.Header)).toEqual([
      'Tag',
      'Qty',
      'Model',
      'Status',
    ]);
    expect(old.Rows).toHaveLength(3);
  });

  it('lets an engineer of the company edit line items but never see prices in the answer', async () => {
    const response = await create('FHC-08', { ItemTag: 'ENG-1' }, engineer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().BaseListPrice).toBeNull();
  });
});
