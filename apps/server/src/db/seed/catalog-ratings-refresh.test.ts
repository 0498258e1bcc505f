import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi } from '../../test/project-fixtures.ts';
import { downloadRows, type SheetRows, uploadRows } from '../../test/spreadsheet-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { productModels } from '../schema/catalog.ts';
import {
  airFlowProfiles,
  coilProfiles,
  filterPressureDrops,
  heatPumpRatings,
} from '../schema/catalog-engineering.ts';
import { seedCatalogEngineering, selectSeededModels } from './catalog-engineering-data.ts';
import { legacyCatalogRatings } from './catalog-ratings-data.ts';
import { planRatingRefresh, type RatingsRefresh } from './catalog-ratings-refresh.ts';

/**
 * ADR 0045: a database seeded before issue #13 keeps the old derived coil ratings until start-up
 * brings its untouched catalog rows to the published values; an admin's rows are never overwritten.
 */
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function freshDatabase(): Promise<Database> {
  app = await createTestApp();
  return app.deps.db;
}

/** Every rating row, ordered, as the engine would read it (the comparison the refresh must keep). */
async function ratingTables(db: Database) {
  const [coils, fans, filters, heatPumps] = await Promise.all([
    db.select().from(coilProfiles).orderBy(asc(coilProfiles.coilProfileId)),
    db.select().from(airFlowProfiles).orderBy(asc(airFlowProfiles.airFlowProfileId)),
    db.select().from(filterPressureDrops).orderBy(asc(filterPressureDrops.filterPressureDropId)),
    db.select().from(heatPumpRatings).orderBy(asc(heatPumpRatings.heatPumpRatingId)),
  ]);
  return { coils, fans, filters, heatPumps };
}

const nothingDone = { refreshed: 0, classifiedCatalog: 0, classifiedUpload: 0 };
const noRefresh: RatingsRefresh = {
  coils: nothingDone,
  fans: nothingDone,
  filters: nothingDone,
  heatPumps: nothingDone,
};

async function modelId(db: Database, name: string): Promise<number> {
  const [model] = await db.select().from(productModels).where(eq(productModels.name, name));
  if (!model) throw new Error(`no model ${name}`);
  return model.productModelId;
}

async function coil(db: Database, model: string, duty: 'Cooling' | 'Heating', rows: number) {
  const [row] = await db
    .select()
    .from(coilProfiles)
    .where(
      and(
        eq(coilProfiles.productModelId, await modelId(db, model)),
        eq(coilProfiles.duty, duty),
        eq(coilProfiles.rows, rows),
      ),
    );
  if (!row) throw new Error(`no ${rows}-row ${duty} coil on ${model}`);
  return row;
}

/**
 * The database as an installation seeded before issue #13 has it after migrations 0024 and 0026:
 * the old seed's coil and heat pump values, and no source on any rating row.
 */
async function makeItAnOldInstallation(db: Database): Promise<number> {
  const legacy = legacyCatalogRatings(await selectSeededModels(db));
  for (const { productModelId, duty, rows, ...values } of legacy.coils)
    await db
      .update(coilProfiles)
      .set(values)
      .where(
        and(
          eq(coilProfiles.productModelId, productModelId),
          eq(coilProfiles.duty, duty),
          eq(coilProfiles.rows, rows),
        ),
      );
  for (const { productModelId, ...values } of legacy.heatPumps)
    await db.update(heatPumpRatings).set(values).where(eq(heatPumpRatings.productModelId, productModelId));
  for (const table of [coilProfiles, airFlowProfiles, filterPressureDrops, heatPumpRatings])
    await db.update(table).set({ source: null });
  return legacy.coils.length;
}

describe('seeded ratings brought to the published values at start-up (ADR 0045)', () => {
  it('a fresh database: every rating row is the catalog’s and the refresh changes nothing', async () => {
    const db = await freshDatabase();
    const before = await ratingTables(db);
    for (const rows of Object.values(before)) {
      expect(rows.length).toBeGreaterThan(10);
      expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['catalog']));
    }
    expect(await seedCatalogEngineering(db)).toEqual(noRefresh);
    expect(await ratingTables(db)).toEqual(before);
  });

  it('an old installation gets the published coil and heat pump ratings; edited rows stay; a second run changes nothing', async () => {
    const db = await freshDatabase();
    const published = await ratingTables(db);
    const legacyCoils = await makeItAnOldInstallation(db);

    // What the old seed wrote: the 2-row size 02 a third high, the 1-row heating coil 50 % high.
    expect((await coil(db, 'FHC-02', 'Cooling', 2)).ratedTotalMbh).toBe(6.8);
    expect((await coil(db, 'FHC-02', 'Heating', 1)).ratedTotalMbh).toBe(12);
    expect((await coil(db, 'FCS-06', 'Heating', 1)).ratedTotalMbh).toBe(24.9);

    // An admin's edit made before the upgrade (by hand: it matches no seed's values).
    const handEdited = await coil(db, 'FVB-03', 'Heating', 1);
    await db
      .update(coilProfiles)
      .set({ ratedTotalMbh: 15.5 })
      .where(eq(coilProfiles.coilProfileId, handEdited.coilProfileId));
    // And one through the catalog spreadsheet: the 4-row FHC-06 coil gets 24.0 MBH.
    const admin = await signIn(app as App, 'admin@airquote.test');
    const sheet = await downloadRows(app as App, admin, 'CoilProfiles');
    const header = sheet[0] as SheetRows[number];
    const line = sheet.findIndex((row) => row[0] === 'FHC-06' && row[1] === 'Cooling' && row[2] === 4);
    (sheet[line] as SheetRows[number])[header.indexOf('RatedTotalMbh')] = 24;
    const upload = await uploadRows(app as App, admin, 'CoilProfiles', sheet);
    expect(upload.json()).toMatchObject({ Success: true, RowsInserted: 0, RowsUpdated: 1 });
    const uploaded = await coil(db, 'FHC-06', 'Cooling', 4);
    expect(uploaded.source).toBe('upload');

    const refresh = await seedCatalogEngineering(db);
    // Every old coil but the two edited ones; all seven heat pump sizes on both WSHP classes.
    expect(refresh.coils).toEqual({
      refreshed: legacyCoils - 2,
      classifiedCatalog: published.coils.length - 2,
      classifiedUpload: 1,
    });
    expect(refresh.heatPumps).toEqual({ refreshed: 14, classifiedCatalog: 14, classifiedUpload: 0 });
    expect(refresh.fans).toEqual({
      refreshed: 0,
      classifiedCatalog: published.fans.length,
      classifiedUpload: 0,
    });
    expect(refresh.filters.refreshed).toBe(0);

    // The published AHRI 440 ratings (ADR 0027), and what follows from them (the heating coil's drop
    // at the cooling rating's flow).
    const twoRow = await coil(db, 'FHC-02', 'Cooling', 2);
    expect([twoRow.ratedTotalMbh, twoRow.ratedSensibleMbh, twoRow.source]).toEqual([5.1, 4.9, 'catalog']);
    const oneRow = await coil(db, 'FHC-02', 'Heating', 1);
    expect([oneRow.ratedTotalMbh, oneRow.ratedFluidDeltaTF]).toEqual([8, 9.35]);
    expect((await coil(db, 'FCS-06', 'Heating', 1)).ratedTotalMbh).toBe(18.4);

    // The edits are untouched and now say whose they are.
    expect(await coil(db, 'FVB-03', 'Heating', 1)).toEqual({
      ...handEdited,
      ratedTotalMbh: 15.5,
      source: 'upload',
    });
    expect(await coil(db, 'FHC-06', 'Cooling', 4)).toEqual(uploaded);
    expect(uploaded.ratedTotalMbh).toBe(24);

    // Everything else is exactly what a fresh database holds.
    const after = await ratingTables(db);
    const edited = new Set([handEdited.coilProfileId, uploaded.coilProfileId]);
    expect(after.coils.filter((row) => !edited.has(row.coilProfileId))).toEqual(
      published.coils.filter((row) => !edited.has(row.coilProfileId)),
    );
    expect({ ...after, coils: [] }).toEqual({ ...published, coils: [] });
    expect(await db.select().from(coilProfiles).where(isNull(coilProfiles.source))).toEqual([]);

    // The selection reads the refreshed rating (its catalog is reloaded when the rows change).
    const inputs = await callApi(
      app as App,
      admin,
      'POST',
      '/projectschedulelineitem/getitemconfigurationinputs',
      {
        ProductModelName: 'FHC-02',
      },
    );
    const model = inputs
      .json()
      .SelectionModels.find(
        (candidate: { ProductModelName: string }) => candidate.ProductModelName === 'FHC-02',
      );
    const twoRowProfile = model.CoilProfiles.find(
      (profile: { Duty: string; Rows: number }) => profile.Duty === 'Cooling' && profile.Rows === 2,
    );
    expect(twoRowProfile.RatedTotalMbh).toBe(5.1);

    expect(await seedCatalogEngineering(db)).toEqual(noRefresh);
    expect(await ratingTables(db)).toEqual(after);
  });

  it('a later change of the reference refreshes catalog rows only, never an uploaded one', async () => {
    const db = await freshDatabase();
    const heatPump = await modelId(db, 'WSH-024');
    const [published] = await db
      .select()
      .from(heatPumpRatings)
      .where(eq(heatPumpRatings.productModelId, heatPump));
    // Rows the seed wrote with values a later reference no longer has: one catalog, one uploaded.
    await db
      .update(heatPumpRatings)
      .set({ ratedEer: 11 })
      .where(eq(heatPumpRatings.productModelId, heatPump));
    const filterModel = await modelId(db, 'FHC-04');
    await db
      .update(filterPressureDrops)
      .set({ k: 0.2, source: 'upload' })
      .where(eq(filterPressureDrops.productModelId, filterModel));

    const refresh = await seedCatalogEngineering(db);
    expect(refresh.heatPumps).toEqual({ refreshed: 1, classifiedCatalog: 0, classifiedUpload: 0 });
    expect(refresh.filters).toEqual(nothingDone);
    const [heatPumpAfter] = await db
      .select()
      .from(heatPumpRatings)
      .where(eq(heatPumpRatings.productModelId, heatPump));
    expect(heatPumpAfter).toEqual(published);
    const [filterAfter] = await db
      .select()
      .from(filterPressureDrops)
      .where(eq(filterPressureDrops.productModelId, filterModel));
    expect([filterAfter?.k, filterAfter?.source]).toEqual([0.2, 'upload']);
  });
});

describe('planRatingRefresh', () => {
  const keyOf = (row: object) => String((row as { id: number }).id);
  const seeded = { current: [{ id: 1, mbh: 5.1 }], legacy: [{ id: 1, mbh: 6.8 }] };

  it('counts a stored value within 9 significant digits of a seed’s as that seed’s', () => {
    const plan = planRatingRefresh(
      [{ id: 7, source: null, row: { id: 1, mbh: 6.8 * (1 + 5e-10) } }],
      seeded,
      keyOf,
    );
    expect(plan.updates).toEqual([{ id: 7, set: { id: 1, mbh: 5.1, source: 'catalog' } }]);
    const edited = planRatingRefresh(
      [{ id: 7, source: null, row: { id: 1, mbh: 6.8 * (1 + 5e-9) } }],
      seeded,
      keyOf,
    );
    expect(edited.updates).toEqual([{ id: 7, set: { source: 'upload' } }]);
  });

  it('leaves a row of a model the seed does not rate to its admin', () => {
    const plan = planRatingRefresh([{ id: 8, source: null, row: { id: 2, mbh: 6.8 } }], seeded, keyOf);
    expect(plan).toEqual({
      updates: [{ id: 8, set: { source: 'upload' } }],
      counts: { refreshed: 0, classifiedCatalog: 0, classifiedUpload: 1 },
    });
  });
});
