import { SelectionMethod } from '@airquote/shared/selection/selection-schemas';
import { fluidSide } from '@airquote/shared/selection/test-fixtures';
import { calibrateCoil, evaluateCoil } from '@airquote/shared/selection/water-coil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { toCoilProfile } from '../../modules/selection/selection-catalog-mappers.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { coilProfiles } from '../schema/catalog-engineering.ts';

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
});
