import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoProjects, projectIdByName, scheduleIdByName } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

// The grid answer is cached per schedule under the version of its line items and the catalog
// (line-item-grid-version.ts): these tests prove a cached grid is never stale and never shown to
// someone who may not see it.
const statements: string[] = [];
let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
let scheduleId: number;

type Grid = {
  Columns: Array<{ Field: string }>;
  Rows: Array<{
    ProjectScheduleLineItemId: number;
    ItemQty: number;
    RowVersion: number;
    BaseListPrice: string | null;
    ProductModelName: string;
  }>;
};
const gridUrl = () => `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${scheduleId}`;
const readGrid = async (token: string) => {
  const answer = await callApi(app, token, 'GET', gridUrl());
  expect(answer.statusCode).toBe(200);
  return { grid: answer.json() as Grid, body: answer.body };
};

beforeAll(async () => {
  app = await createTestApp({
    principalCacheTtlMs: 60_000,
    queryLogger: { logQuery: (query) => statements.push(query) },
  });
  rep = await signIn(app, 'rep@northwind.test');
  engineer = await signIn(app, 'engineer@northwind.test');
  contosoRep = await signIn(app, 'rep@contoso.test');
  const riversideId = await projectIdByName(app, demoProjects.riverside);
  scheduleId = await scheduleIdByName(app, riversideId, 'Tower B – Patient Floors');
});
afterAll(async () => app.close());

describe('GET GetGridColumnsByProjectScheduleId from memory', () => {
  it('answers a repeated grid with one statement (version and access) and the same bytes', async () => {
    const first = await readGrid(rep);
    statements.length = 0;
    const second = await readGrid(rep);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('line_items_version');
    expect(second.body).toBe(first.body);
  });

  it('shows a line item change at once, through the API or straight in the database', async () => {
    const { grid } = await readGrid(rep);
    const row = grid.Rows[0];
    if (!row) throw new Error('the demo schedule has line items');
    await app.deps.db.execute(
      sql`update project_schedule_line_item set item_qty = item_qty + 5 where project_schedule_line_item_id = ${row.ProjectScheduleLineItemId}`,
    );
    const after = (await readGrid(rep)).grid.Rows.find(
      (item) => item.ProjectScheduleLineItemId === row.ProjectScheduleLineItemId,
    );
    expect(after?.ItemQty).toBe(row.ItemQty + 5);
  });

  it('shows a catalog change (a new list price) at once', async () => {
    const { grid } = await readGrid(rep);
    const row = grid.Rows[0];
    if (!row) throw new Error('the demo schedule has line items');
    await app.deps.db.execute(
      sql`update product_model set base_list_price_cents = 123456 where name = ${row.ProductModelName}`,
    );
    const after = (await readGrid(rep)).grid.Rows.find(
      (item) => item.ProjectScheduleLineItemId === row.ProjectScheduleLineItemId,
    );
    expect(after?.BaseListPrice).toBe('1234.56');
  });

  it('keeps prices from an engineer even after a rep filled the cache, and keeps the grid from another company', async () => {
    await readGrid(rep);
    const { grid } = await readGrid(engineer);
    expect(grid.Columns.map((column) => column.Field)).not.toContain('BaseListPrice');
    expect(grid.Rows.every((row) => row.BaseListPrice === null)).toBe(true);
    const refused = await callApi(app, contosoRep, 'GET', gridUrl());
    expect(refused.statusCode).toBe(404);
  });
});
