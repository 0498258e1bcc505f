import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { projectScheduleLineItems } from '../../db/schema/projects.ts';
import { HttpError } from '../../lib/http-error.ts';
import { testActor } from '../../test/actor-fixtures.ts';
import { categoryIdByName, companyIdByName, standardMultiplier } from '../../test/pricing-fixtures.ts';
import {
  demoProjects,
  projectIdByName,
  scheduleIdByName,
  userIdByEmail,
} from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Actor } from '../auth/actor.ts';
import { priceLineItems, sumPricedLines } from './price-line-items.ts';

let app: App;
let northwindId: number;
let scheduleId: number;
let northwindRep: Actor;
let contosoRep: Actor;

const viewer = (userId: number, canSeePrices = true): Actor =>
  testActor({ userId, impersonatorUserId: null, isInternal: false, canSeePrices });

beforeAll(async () => {
  app = await createTestApp();
  northwindId = await companyIdByName(app, 'Northwind Reps');
  scheduleId = await scheduleIdByName(
    app,
    await projectIdByName(app, demoProjects.riverside),
    'Tower B – Patient Floors',
  );
  northwindRep = viewer(await userIdByEmail(app, 'rep@northwind.test'));
  contosoRep = viewer(await userIdByEmail(app, 'rep@contoso.test'));
});
afterAll(async () => app.close());

/** The HTTP status a call is refused with. */
async function refusal(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  throw new Error('not refused');
}

describe('priceLineItems (the service quotes call)', () => {
  it("prices a schedule's active line items with the standard multipliers, or a quote's where it has one", async () => {
    const rows = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const [inactive] = rows;
    if (!inactive) throw new Error('no line item');
    await app.deps.db
      .update(projectScheduleLineItems)
      .set({ isActive: false })
      .where(eq(projectScheduleLineItems.projectScheduleLineItemId, inactive.projectScheduleLineItemId));

    const standard = await priceLineItems(
      app.deps.db,
      northwindRep,
      { scheduleIds: [scheduleId] },
      northwindId,
      1,
    );
    expect(standard.map((line) => line.projectScheduleLineItemId).sort()).toEqual(
      rows
        .slice(1)
        .map((row) => row.projectScheduleLineItemId)
        .sort(),
    );
    for (const line of standard) {
      const stored = await standardMultiplier(app, northwindId, line.productTypeCategoryId, 1);
      expect(line.multiplier).toBe(stored.multiplier);
      expect(line.multiplierSource).toBe('Standard');
      expect(line.listPrice.unitCents).toBe(line.listPrice.baseCents + line.listPrice.addersCents);
      expect(line.extendedListCents).toBe(line.itemQty * line.listPrice.unitCents);
      expect(line.extendedNetCents).toBe(line.itemQty * (line.netUnitCents ?? Number.NaN));
    }

    const horizontal = await categoryIdByName(app, 'Horizontal Concealed');
    const quoted = await priceLineItems(
      app.deps.db,
      northwindRep,
      { scheduleIds: [scheduleId] },
      northwindId,
      1,
      new Map([[horizontal, '0.45']]),
    );
    for (const line of quoted) {
      const before = standard.find(
        (item) => item.projectScheduleLineItemId === line.projectScheduleLineItemId,
      );
      if (line.productTypeCategoryId === horizontal) {
        expect(line).toMatchObject({ multiplier: '0.4500', multiplierSource: 'Quote' });
        expect(line.netUnitCents).toBe(Number((BigInt(line.listPrice.unitCents) * 4500n + 5000n) / 10_000n));
      } else expect(line).toEqual(before);
    }
    expect(quoted.some((line) => line.productTypeCategoryId === horizontal)).toBe(true);

    const totals = sumPricedLines(quoted);
    expect(totals.extendedNetCents).toBe(quoted.reduce((sum, line) => sum + (line.extendedNetCents ?? 0), 0));
    expect(totals.extendedListCents).toBe(quoted.reduce((sum, line) => sum + line.extendedListCents, 0));
  });

  it('prices named line items, inactive ones included, and none for an empty list', async () => {
    const [row] = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    if (!row) throw new Error('no line item');
    const [line] = await priceLineItems(
      app.deps.db,
      northwindRep,
      { lineItemIds: [row.projectScheduleLineItemId] },
      northwindId,
      2,
    );
    expect(line).toMatchObject({
      projectScheduleLineItemId: row.projectScheduleLineItemId,
      transactionType: 2,
    });
    expect(await priceLineItems(app.deps.db, northwindRep, { lineItemIds: [] }, northwindId, 1)).toEqual([]);
  });

  it('leaves the net total open while a line has no multiplier', async () => {
    const lines = await priceLineItems(app.deps.db, northwindRep, { scheduleIds: [scheduleId] }, 999_999, 1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.multiplier === null && line.netUnitCents === null)).toBe(true);
    expect(sumPricedLines(lines).extendedNetCents).toBeNull();
  });

  it("refuses another company's schedules and line items with 404 and a reader without prices with 403", async () => {
    expect(
      await refusal(priceLineItems(app.deps.db, contosoRep, { scheduleIds: [scheduleId] }, northwindId, 1)),
    ).toBe(404);
    const [row] = await app.deps.db
      .select()
      .from(projectScheduleLineItems)
      .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
    expect(
      await refusal(
        priceLineItems(
          app.deps.db,
          contosoRep,
          { lineItemIds: [row?.projectScheduleLineItemId ?? 0] },
          northwindId,
          1,
        ),
      ),
    ).toBe(404);
    for (const ids of [[2 ** 40], [0]]) {
      expect(
        await refusal(priceLineItems(app.deps.db, northwindRep, { lineItemIds: ids }, northwindId, 1)),
      ).toBe(404);
      expect(
        await refusal(priceLineItems(app.deps.db, northwindRep, { scheduleIds: ids }, northwindId, 1)),
      ).toBe(404);
    }
    const blind = { ...northwindRep, canSeePrices: false };
    expect(
      await refusal(priceLineItems(app.deps.db, blind, { scheduleIds: [scheduleId] }, northwindId, 1)),
    ).toBe(403);
  });
});
