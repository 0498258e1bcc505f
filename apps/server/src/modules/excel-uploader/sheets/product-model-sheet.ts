import { z } from 'zod';
import { booleanCell, integerCell, moneyCell, numberCell, textCell } from '../excel-cells.ts';
import { defineSheet, unknownReference } from '../excel-sheet.ts';
import {
  insertModel,
  selectModelClassesWithType,
  selectModels,
  selectUnitSizeRows,
  updateModel,
} from '../excel-uploader.repository.ts';
import { byName, rejectRepeatedKeys, startPlan } from './sheet-helpers.ts';

const cents = (value: number) => Number((value / 100).toFixed(2));

/** ProductModels: every model with its class, unit size, nominal ratings and base list price; new names add models. */
export const productModelSheet = defineSheet({
  type: 'ProductModels',
  columns: [
    { header: 'Name', width: 14 },
    { header: 'ModelClass', width: 12 },
    { header: 'UnitSize', width: 10 },
    { header: 'NominalCfm', width: 12, numberFormat: '0' },
    { header: 'NominalCapacityMbh', width: 20, numberFormat: '0.00' },
    { header: 'BaseListPrice', width: 14, numberFormat: '0.00' },
    { header: 'IsActive', width: 10 },
  ],
  lastColumnTakesRest: false,
  hasPrices: true,
  rowSchema: z.object({
    Name: textCell(100),
    ModelClass: textCell(40),
    UnitSize: textCell(10),
    NominalCfm: integerCell(50, 50_000),
    NominalCapacityMbh: numberCell(0.1, 10_000),
    BaseListPrice: moneyCell(1_000_000).refine((value) => value >= 0, { error: 'must not be negative' }),
    IsActive: booleanCell,
  }),
  exportRows: async (db) => {
    const [models, classes] = await Promise.all([selectModels(db), selectModelClassesWithType(db)]);
    const className = new Map(classes.map((row) => [row.productModelClassId, row.name]));
    return models.map((model) => [
      model.name,
      className.get(model.productModelClassId) ?? '',
      model.unitSize,
      model.nominalCfm,
      Number(model.nominalCapacityMbh),
      cents(model.baseListPriceCents),
      model.isActive,
    ]);
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [models, classes, sizes] = await Promise.all([
      selectModels(tx),
      selectModelClassesWithType(tx),
      selectUnitSizeRows(tx),
    ]);
    const modelsByName = byName(models, (model) => model.name);
    const classesByName = byName(classes, (row) => row.name);
    const nextSortOrder = new Map<number, number>();
    for (const model of models)
      nextSortOrder.set(
        model.productModelClassId,
        Math.max(nextSortOrder.get(model.productModelClassId) ?? 0, model.sortOrder) + 1,
      );

    for (const { line, row } of rejectRepeatedKeys(
      plan,
      rows,
      (row) => row.Name,
      (row) => `Model ${row.Name}`,
    )) {
      const modelClass = classesByName.get(row.ModelClass.toLowerCase());
      if (!modelClass) {
        unknownReference(plan, options, line, `Model class ${row.ModelClass} does not exist.`);
        continue;
      }
      if (
        !sizes.some((size) => size.productTypeId === modelClass.productTypeId && size.code === row.UnitSize)
      ) {
        plan.errors.push({
          Row: line,
          Message: `UnitSize: ${row.UnitSize} is not a unit size of class ${modelClass.name}'s product type.`,
        });
        continue;
      }
      const values = {
        productModelClassId: modelClass.productModelClassId,
        unitSize: row.UnitSize,
        nominalCfm: row.NominalCfm,
        nominalCapacityMbh: row.NominalCapacityMbh.toFixed(2),
        baseListPriceCents: row.BaseListPrice,
        isActive: row.IsActive,
      };
      const existing = modelsByName.get(row.Name.toLowerCase());
      if (!existing) {
        const sortOrder = nextSortOrder.get(modelClass.productModelClassId) ?? 1;
        nextSortOrder.set(modelClass.productModelClassId, sortOrder + 1);
        plan.inserted++;
        plan.writes.push((db) => insertModel(db, { ...values, name: row.Name, sortOrder }));
        continue;
      }
      const changed =
        existing.productModelClassId !== values.productModelClassId ||
        existing.unitSize !== values.unitSize ||
        existing.nominalCfm !== values.nominalCfm ||
        Number(existing.nominalCapacityMbh).toFixed(2) !== values.nominalCapacityMbh ||
        existing.baseListPriceCents !== values.baseListPriceCents ||
        existing.isActive !== values.isActive;
      if (changed) {
        plan.updated++;
        plan.writes.push((db) => updateModel(db, existing.productModelId, values));
      }
    }
    return plan;
  },
});

/** ProductPrices: model name and base list price only; a price list never adds models. */
export const productPriceSheet = defineSheet({
  type: 'ProductPrices',
  columns: [
    { header: 'ModelName', width: 14 },
    { header: 'BaseListPrice', width: 14, numberFormat: '0.00' },
  ],
  lastColumnTakesRest: false,
  hasPrices: true,
  rowSchema: z.object({
    ModelName: textCell(100),
    BaseListPrice: moneyCell(1_000_000).refine((value) => value >= 0, { error: 'must not be negative' }),
  }),
  exportRows: async (db) =>
    (await selectModels(db)).map((model) => [model.name, cents(model.baseListPriceCents)]),
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const modelsByName = byName(await selectModels(tx), (model) => model.name);
    for (const { line, row } of rejectRepeatedKeys(
      plan,
      rows,
      (row) => row.ModelName,
      (row) => `Model ${row.ModelName}`,
    )) {
      const model = modelsByName.get(row.ModelName.toLowerCase());
      if (!model) unknownReference(plan, options, line, `Model ${row.ModelName} does not exist.`);
      else if (model.baseListPriceCents !== row.BaseListPrice) {
        plan.updated++;
        plan.writes.push((db) =>
          updateModel(db, model.productModelId, { baseListPriceCents: row.BaseListPrice }),
        );
      }
    }
    return plan;
  },
});
