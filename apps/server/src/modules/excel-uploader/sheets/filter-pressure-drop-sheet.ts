import { z } from 'zod';
import { numberCell, textCell } from '../excel-cells.ts';
import { defineSheet, unknownReference } from '../excel-sheet.ts';
import {
  selectFilterPressureDrops,
  selectModels,
  upsertFilterPressureDrop,
} from '../excel-uploader.repository.ts';
import { byName, rejectRepeatedKeys, sameNumber, startPlan } from './sheet-helpers.ts';

/** FilterPressureDrops: ΔP = K·(V/500)^N per model and filter, V the face velocity over FaceAreaSqFt. */
export const filterPressureDropSheet = defineSheet({
  type: 'FilterPressureDrops',
  columns: [
    { header: 'ModelName', width: 14 },
    { header: 'FilterName', width: 34 },
    { header: 'FaceAreaSqFt', width: 13, numberFormat: '0.000' },
    { header: 'K', width: 8, numberFormat: '0.000' },
    { header: 'N', width: 8, numberFormat: '0.000' },
  ],
  lastColumnTakesRest: false,
  hasPrices: false,
  rowSchema: z.object({
    ModelName: textCell(100),
    FilterName: textCell(60),
    FaceAreaSqFt: numberCell(0.05, 100),
    K: numberCell(0.001, 5),
    N: numberCell(0.5, 3),
  }),
  exportRows: async (db) => {
    const [models, drops] = await Promise.all([selectModels(db), selectFilterPressureDrops(db)]);
    const modelName = new Map(models.map((model) => [model.productModelId, model.name]));
    return drops.map((drop) => [
      modelName.get(drop.productModelId) ?? '',
      drop.filterName,
      drop.faceAreaSqFt,
      drop.k,
      drop.n,
    ]);
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [models, drops] = await Promise.all([selectModels(tx), selectFilterPressureDrops(tx)]);
    const modelsByName = byName(models, (model) => model.name);
    const unique = rejectRepeatedKeys(
      plan,
      rows,
      (row) => `${row.ModelName}/${row.FilterName}`,
      (row) => `Filter ${row.FilterName} of ${row.ModelName}`,
    );
    for (const { line, row } of unique) {
      const model = modelsByName.get(row.ModelName.toLowerCase());
      if (!model) {
        unknownReference(plan, options, line, `Model ${row.ModelName} does not exist.`);
        continue;
      }
      const stored = drops.find(
        (drop) => drop.productModelId === model.productModelId && drop.filterName === row.FilterName,
      );
      const values = { faceAreaSqFt: row.FaceAreaSqFt, k: row.K, n: row.N };
      if (
        stored &&
        sameNumber(stored.faceAreaSqFt, values.faceAreaSqFt) &&
        sameNumber(stored.k, values.k) &&
        sameNumber(stored.n, values.n)
      )
        continue;
      if (stored) plan.updated++;
      else plan.inserted++;
      plan.writes.push((db) =>
        upsertFilterPressureDrop(db, {
          productModelId: model.productModelId,
          filterName: row.FilterName,
          ...values,
        }),
      );
    }
    return plan;
  },
});
