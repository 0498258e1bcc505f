import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { projectScheduleLineItems, projectSchedules, projects } from '../../db/schema/projects.ts';
import {
  callApi,
  configurationHeader,
  demoLineItemId,
  demoProjects,
  demoScheduleId,
  signInDemoAccounts,
} from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * GET ProjectScheduleLineItem (spec section 7): the 200 most recently changed active line items the
 * caller may see, with the list price only for readers of prices.
 */
let app: App;
let tokens: Record<'rep' | 'engineer' | 'contosoRep' | 'admin', string>;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep', 'admin']);
});
afterAll(async () => app.close());

async function recentLineItems(token: string): Promise<LineItem[]> {
  const response = await callApi(app, token, 'GET', '/ProjectScheduleLineItem');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (items: LineItem[]) => items.map((item) => item.ProjectScheduleLineItemId);

/** The active line item ids of a company's projects, straight from the database. */
async function activeLineItemIdsOfCompany(companyName: string): Promise<Set<number>> {
  const rows = await app.deps.db
    .select({ id: projectScheduleLineItems.projectScheduleLineItemId })
    .from(projectScheduleLineItems)
    .innerJoin(
      projectSchedules,
      eq(projectSchedules.projectScheduleId, projectScheduleLineItems.projectScheduleId),
    )
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId))
    .innerJoin(companies, eq(companies.companyId, projects.companyId))
    .where(and(eq(companies.name, companyName), eq(projectScheduleLineItems.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/** Newest change first, the higher id first among equal times. */
function newestFirst(items: LineItem[]): number[] {
  return idsOf(
    [...items].sort(
      (a, b) =>
        b.DateModified.localeCompare(a.DateModified) ||
        b.ProjectScheduleLineItemId - a.ProjectScheduleLineItemId,
    ),
  );
}

describe('GET /api/ProjectScheduleLineItem', () => {
  it('answers the visible active line items newest change first, as GetByProjectScheduleId does', async () => {
    const floors = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Patient Floors');
    const scheduleItems = async () =>
      (
        await callApi(app, tokens.rep, 'GET', `/ProjectScheduleLineItem/GetByProjectScheduleId/${floors}`)
      ).json() as LineItem[];
    const [changedItem, retiredItem] = await scheduleItems();
    if (!changedItem || !retiredItem) throw new Error('the demo schedule has line items');
    const retired = await callApi(
      app,
      tokens.rep,
      'PUT',
      `/ProjectScheduleLineItem/ToggleStatus/${retiredItem.ProjectScheduleLineItemId}`,
      { RowVersion: retiredItem.RowVersion },
    );
    expect(retired.statusCode, retired.body).toBe(200);
    const changed = await callApi(app, tokens.rep, 'PUT', '/ProjectScheduleLineItem', {
      ProjectScheduleLineItemId: changedItem.ProjectScheduleLineItemId,
      ItemQty: 13,
      ItemTag: changedItem.ItemTag,
      RowVersion: changedItem.RowVersion,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const items = await recentLineItems(tokens.rep);
    const afterChange = (await scheduleItems()).find(
      (item) => item.ProjectScheduleLineItemId === changedItem.ProjectScheduleLineItemId,
    );
    expect(items[0]).toEqual(afterChange);
    expect(items[0]).toMatchObject({ ItemQty: 13, IsActive: true, BaseListPrice: expect.any(String) });
    expect(idsOf(items)).not.toContain(retiredItem.ProjectScheduleLineItemId);
    expect(items.every((item) => item.IsActive)).toBe(true);
    expect(idsOf(items)).toEqual(newestFirst(items));
  });

  it('answers only line items of projects the caller may see; internal staff see every company’s', async () => {
    const northwindIds = await activeLineItemIdsOfCompany('Northwind Reps');
    const contosoIds = await activeLineItemIdsOfCompany('Contoso Reps');
    expect(northwindIds.size).toBeGreaterThan(0);
    expect(contosoIds.size).toBeGreaterThan(0);

    expect(new Set(idsOf(await recentLineItems(tokens.contosoRep)))).toEqual(contosoIds);
    expect(new Set(idsOf(await recentLineItems(tokens.rep)))).toEqual(northwindIds);
    const all = new Set(idsOf(await recentLineItems(tokens.admin)));
    for (const id of [...northwindIds, ...contosoIds]) expect(all).toContain(id);

    expect((await callApi(app, null, 'GET', '/ProjectScheduleLineItem')).statusCode).toBe(401);
  });

  it('gives the list price to readers of prices only: engineer@northwind.test gets none', async () => {
    const fvc03 = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FVC-03');
    const byRep = await recentLineItems(tokens.rep);
    const byEngineer = await recentLineItems(tokens.engineer);
    expect(idsOf(byEngineer)).toEqual(idsOf(byRep));
    expect(idsOf(byEngineer)).toContain(fvc03);
    expect(byRep.every((item) => /^\d+\.\d{2}$/.test(item.BaseListPrice ?? ''))).toBe(true);
    expect(byRep.every((item) => /^\d+\.\d{2}$/.test(item.UnitListPrice ?? ''))).toBe(true);
    expect(byEngineer.map((item) => item.BaseListPrice)).toEqual(byEngineer.map(() => null));
    expect(byEngineer.map((item) => item.UnitListPrice)).toEqual(byEngineer.map(() => null));
    expect(byEngineer.map(({ BaseListPrice: _, UnitListPrice: __, ...rest }) => rest)).toEqual(
      byRep.map(({ BaseListPrice: _, UnitListPrice: __, ...rest }) => rest),
    );
  });

  it('answers at most the 200 most recently changed active ones', async () => {
    const scheduleId = await demoScheduleId(app, demoProjects.summit, 'Floors 1–4');
    const header = await configurationHeader(app, 'FHC-06');
    const start = Date.now() + 60_000;
    // Changed after everything else (one second apart, in the future); every tenth one inactive.
    const inserted = await app.deps.db
      .insert(projectScheduleLineItems)
      .values(
        Array.from({ length: 230 }, (_, index) => ({
          projectScheduleId: scheduleId,
          productTypeId: header.ProductTypeId,
          productTypeCategoryId: header.ProductTypeCategoryId,
          productModelClassId: header.ProductModelClassId,
          productModelId: header.ProductModelId,
          itemTag: `ZONE-${index + 1}`,
          isActive: index % 10 !== 9,
          dateModified: new Date(start + index * 1000),
        })),
      )
      .returning({
        id: projectScheduleLineItems.projectScheduleLineItemId,
        isActive: projectScheduleLineItems.isActive,
      });
    try {
      const newest200 = inserted
        .filter((row) => row.isActive)
        .map((row) => row.id)
        .reverse()
        .slice(0, 200);
      const items = await recentLineItems(tokens.rep);
      expect(idsOf(items)).toEqual(newest200);
      expect(items[0]).toMatchObject({ ItemTag: 'ZONE-229', ProductModelName: 'FHC-06' });
      expect(idsOf(await recentLineItems(tokens.admin))).toEqual(newest200);
      const byContoso = await recentLineItems(tokens.contosoRep);
      expect(byContoso.length).toBeGreaterThan(0);
      expect(byContoso.some((item) => item.ProjectScheduleId === scheduleId)).toBe(false);
    } finally {
      await app.deps.db.delete(projectScheduleLineItems).where(
        inArray(
          projectScheduleLineItems.projectScheduleLineItemId,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});
