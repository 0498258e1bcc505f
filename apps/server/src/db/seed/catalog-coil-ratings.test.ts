import {
  heatPumpPerformance,
  ISO_13256_ENTERING_AIR,
  iso13256Conditions,
} from '@airquote/shared/selection/heat-pump';
import { FluidType, SelectionMethod } from '@airquote/shared/selection/selection-schemas';
import { DOMAIN_HEAT_PUMP_RATINGS, fluidSide } from '@airquote/shared/selection/test-fixtures';
import { calibrateCoil, evaluateCoil } from '@airquote/shared/selection/water-coil';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { toCoilProfile, toHeatPumpRating } from '../../modules/selection/selection-catalog-mappers.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { productModels } from '../schema/catalog.ts';
import { coilProfiles, heatPumpRatings } from '../schema/catalog-engineering.ts';

/** The seeded coils as the engine reads them (docs/domain.md section 4: the rating point within 2 %). */
let app: App;
let db: Database;

beforeAll(async () => {
  app = await createTestApp();
  db = app.deps.db;
});
afterAll(async () => app.close());

describe('seeded coils against the selection engine', () => {
  it('every coil profile reproduces its rated total and sensible capacity within 2 % at its rating point', async () => {
    const rows = await db.select().from(coilProfiles);
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      const profile = toCoilProfile(row);
      const label = `${row.productModelId} ${row.duty} ${row.rows}-row`;
      expect(calibrateCoil(profile).Reproduced, label).toBe(true);
      const cooling = row.duty === 'Cooling';
      const { Performance, Warnings } = evaluateCoil(profile, {
        Duty: row.duty,
        Cfm: row.ratedCfm,
        AltitudeFt: 0,
        EnteringDbF: row.ratedEnteringDbF,
        EnteringWbF: row.ratedEnteringWbF,
        Fluid: fluidSide({
          SelectionMethod: SelectionMethod.LeavingFluidTemp,
          EnteringFluidF: row.ratedEnteringFluidF,
          FluidGpm: null,
          LeavingFluidF: row.ratedEnteringFluidF + (cooling ? 1 : -1) * row.ratedFluidDeltaTF,
        }),
      });
      expect(Warnings, label).toEqual([]);
      expect(
        Math.abs((Performance.TotalMbh as number) / row.ratedTotalMbh - 1),
        `${label} total`,
      ).toBeLessThan(0.02);
      if (cooling)
        expect(
          Math.abs((Performance.SensibleMbh as number) / (row.ratedSensibleMbh as number) - 1),
          `${label} sensible`,
        ).toBeLessThan(0.02);
    }
  });

  it("carries each fan coil's own published ratings: 2-row 5.1 .. 34, 4-row 10.6 .. 48.8, 1-row heating 8 .. 42, 2-row heating 22 .. 99 MBH", async () => {
    const rows = await db
      .select({ name: productModels.name, unitSize: productModels.unitSize, coil: coilProfiles })
      .from(coilProfiles)
      .innerJoin(productModels, eq(productModels.productModelId, coilProfiles.productModelId))
      .where(eq(productModels.name, 'FHC-02'));
    const largest = await db
      .select({ coil: coilProfiles })
      .from(coilProfiles)
      .innerJoin(productModels, eq(productModels.productModelId, coilProfiles.productModelId))
      .where(eq(productModels.name, 'FHC-12'));
    const rating = (
      list: Array<{ coil: typeof coilProfiles.$inferSelect }>,
      duty: string,
      coilRows: number,
    ) => list.find((row) => row.coil.duty === duty && row.coil.rows === coilRows)?.coil.ratedTotalMbh;
    expect([2, 4].map((coilRows) => rating(rows, 'Cooling', coilRows))).toEqual([5.1, 10.6]);
    expect([1, 2].map((coilRows) => rating(rows, 'Heating', coilRows))).toEqual([8, 22]);
    expect([2, 4].map((coilRows) => rating(largest, 'Cooling', coilRows))).toEqual([34, 48.8]);
    expect([1, 2].map((coilRows) => rating(largest, 'Heating', coilRows))).toEqual([42, 99]);
  });

  it('every heat pump reproduces its water-loop rating within 2 % (docs/domain.md section 4)', async () => {
    const rows = await db
      .select({ unitSize: productModels.unitSize, rating: heatPumpRatings })
      .from(heatPumpRatings)
      .innerJoin(productModels, eq(productModels.productModelId, heatPumpRatings.productModelId));
    expect(rows.length).toBeGreaterThan(6);
    for (const row of rows) {
      const rating = toHeatPumpRating(row.rating);
      const published = DOMAIN_HEAT_PUMP_RATINGS[row.unitSize];
      if (published) {
        expect(rating.RatedCoolingMbh).toBe(published.CoolingMbh);
        expect(rating.RatedEer).toBe(published.Eer);
      }
      const result = heatPumpPerformance(rating, {
        Cfm: rating.RatedCfm,
        AltitudeFt: 0,
        CoolingEnteringDbF: ISO_13256_ENTERING_AIR.CoolingDbF,
        CoolingEnteringWbF: ISO_13256_ENTERING_AIR.CoolingWbF,
        HeatingEnteringDbF: ISO_13256_ENTERING_AIR.HeatingDbF,
        CoolingEnteringFluidF: iso13256Conditions.WaterLoop.CoolingEwtF,
        HeatingEnteringFluidF: iso13256Conditions.WaterLoop.HeatingEwtF,
        FluidGpm: rating.RatedGpm,
        FluidType: FluidType.Water,
        GlycolPercent: 0,
      });
      const label = `heat pump ${row.unitSize}`;
      expect(result.Warnings, label).toEqual([]);
      expect(Math.abs((result.Cooling?.TotalMbh as number) / rating.RatedCoolingMbh - 1), label).toBeLessThan(
        0.02,
      );
      expect(Math.abs((result.Cooling?.Eer as number) / rating.RatedEer - 1), label).toBeLessThan(0.02);
      expect(Math.abs((result.Heating?.Mbh as number) / rating.RatedHeatingMbh - 1), label).toBeLessThan(
        0.02,
      );
      expect(Math.abs((result.Heating?.Cop as number) / rating.RatedCop - 1), label).toBeLessThan(0.02);
    }
  });
});
