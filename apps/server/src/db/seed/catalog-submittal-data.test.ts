import { ProductType } from '@airquote/shared/enums/lookups';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import {
  productPipeConnections,
  productServiceClearances,
  productSoundPowers,
} from '../schema/catalog-submittal-data.ts';
import { seedCatalogEngineering, selectSeededModels } from './catalog-engineering-data.ts';
import { soundPowerRows } from './catalog-submittal-data.ts';

let app: App;
let db: Database;

beforeAll(async () => {
  app = await createTestApp();
  db = app.deps.db;
});
afterAll(async () => app.close());

const bandColumns = [
  'band63HzDb',
  'band125HzDb',
  'band250HzDb',
  'band500HzDb',
  'band1000HzDb',
  'band2000HzDb',
  'band4000HzDb',
  'band8000HzDb',
] as const;

async function rowCounts() {
  const [[sound], [connections], [clearances]] = await Promise.all([
    db.select({ value: count() }).from(productSoundPowers),
    db.select({ value: count() }).from(productPipeConnections),
    db.select({ value: count() }).from(productServiceClearances),
  ]);
  return { sound: sound?.value, connections: connections?.value, clearances: clearances?.value };
}

describe('seeded sound power, pipe connections and service clearances (ADR 0044)', () => {
  it('publishes every seeded model at each fan speed, with its connections and clearances', async () => {
    const models = await selectSeededModels(db);
    expect(models.length).toBe(49);
    const [sound, connections, clearances] = await Promise.all([
      db.select().from(productSoundPowers),
      db.select().from(productPipeConnections),
      db.select().from(productServiceClearances),
    ]);
    for (const model of models) {
      const heatPump = model.productTypeId === ProductType.WSHP;
      const speeds = sound.filter((row) => row.productModelId === model.productModelId);
      expect(speeds.map((row) => row.fanSpeed).sort(), model.name).toEqual(
        heatPump ? ['Rated'] : ['High', 'Low', 'Medium'],
      );
      for (const row of speeds) {
        const bands = bandColumns.map((column) => row[column]);
        // A fan's spectrum falls from the low bands to the high ones, within audible equipment levels.
        for (let index = 1; index < bands.length; index++)
          expect(bands[index], `${model.name} ${row.fanSpeed}`).toBeLessThanOrEqual(bands[index - 1] ?? 0);
        expect(Math.max(...bands)).toBeLessThan(90);
        expect(Math.min(...bands)).toBeGreaterThan(15);
      }
      const byName = new Map(speeds.map((row) => [row.fanSpeed, row.band1000HzDb]));
      if (!heatPump) {
        // Lower speeds are quieter in every band.
        expect(byName.get('Medium'), model.name).toBeLessThan(byName.get('High') ?? 0);
        expect(byName.get('Low'), model.name).toBeLessThan(byName.get('Medium') ?? 0);
      }

      const pipes = connections.filter((row) => row.productModelId === model.productModelId);
      expect(pipes.map((row) => row.name).sort(), model.name).toEqual(
        heatPump
          ? ['Condensate', 'Water in', 'Water out']
          : [
              'Condensate drain',
              'Cooling coil return',
              'Cooling coil supply',
              'Heating coil return',
              'Heating coil supply',
            ],
      );
      for (const pipe of pipes) {
        expect(pipe.size, pipe.name).toMatch(/^\d+(\/\d+)? in$/);
        expect(pipe.heightFraction ?? -1).toBeGreaterThan(0);
        expect(pipe.heightFraction ?? 2).toBeLessThan(1);
      }

      const sides = clearances.filter((row) => row.productModelId === model.productModelId);
      expect(sides.map((row) => row.side).sort(), model.name).toEqual([
        'ConnectionEnd',
        'Front',
        'OppositeEnd',
        'Top',
      ]);
      // A heat pump's compressor needs 36 in. in front, a fan coil's filter and fan 24 in.
      expect(sides.find((row) => row.side === 'Front')?.inches).toBe(heatPump ? 36 : 24);
    }
  });

  it('derives the bands from the reference spectra by airflow: 600 cfm adds 1.8 dB to the 400 cfm fan coil', () => {
    const rows = soundPowerRows({ productModelId: 1, productTypeId: ProductType.FanCoil, nominalCfm: 600 });
    const high = rows.find((row) => row.fanSpeed === 'High');
    expect(bandColumns.map((column) => high?.[column])).toEqual([64, 63, 59, 55, 51, 47, 42, 36]);
    const low = rows.find((row) => row.fanSpeed === 'Low');
    // −9 dB × (0.7 + 0.06 × band): the 63 Hz band falls 6.3 dB, the 8 kHz band 10.1 dB.
    expect(low?.band63HzDb).toBe(57);
    expect(low?.band8000HzDb).toBe(26);
    const heatPump = soundPowerRows({ productModelId: 1, productTypeId: ProductType.WSHP, nominalCfm: 400 });
    expect(heatPump).toHaveLength(1);
    expect(heatPump[0]?.fanSpeed).toBe('Rated');
    expect(heatPump[0]?.band63HzDb).toBe(66);
  });

  it('adds nothing on a second run and keeps an edited value', async () => {
    const [first] = await db.select().from(productSoundPowers).limit(1);
    expect(first).toBeDefined();
    if (!first) return;
    await db
      .update(productSoundPowers)
      .set({ band500HzDb: 77 })
      .where(eq(productSoundPowers.productSoundPowerId, first.productSoundPowerId));
    const before = await rowCounts();
    expect(before.sound).toBeGreaterThan(49);
    await seedCatalogEngineering(db);
    expect(await rowCounts()).toEqual(before);
    const [edited] = await db
      .select()
      .from(productSoundPowers)
      .where(eq(productSoundPowers.productSoundPowerId, first.productSoundPowerId));
    expect(edited?.band500HzDb).toBe(77);
  });
});
