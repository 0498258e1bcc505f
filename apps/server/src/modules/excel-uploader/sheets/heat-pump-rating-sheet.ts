import { ProductType } from '@airquote/shared/enums/lookups';
import {
  correctionCurveProblems,
  correctionInputs,
  correctionQuantities,
  ratedProductProblem,
} from '@airquote/shared/selection/heat-pump-curves';
import { iso13256Conditions } from '@airquote/shared/selection/heat-pump-modes';
import type { HeatPumpRating } from '@airquote/shared/selection/selection-schemas';
import { z } from 'zod';
import { numberCell, textCell } from '../excel-cells.ts';
import { type CellValue, defineSheet, unknownReference } from '../excel-sheet.ts';
import {
  type HeatPumpRatingRow,
  selectHeatPumpRatings,
  selectModelClassesWithType,
  selectModels,
  upsertHeatPumpRating,
} from '../excel-uploader.repository.ts';
import {
  byName,
  fieldCells,
  fieldValues,
  numberColumn,
  rejectRepeatedKeys,
  sameFieldValues,
  sameNumber,
  startPlan,
} from './sheet-helpers.ts';

/** Column header ↔ heat_pump_rating field, in the order of selection-schemas HeatPumpRating. */
const fields = [
  ['RatedCfm', 'ratedCfm', numberCell(50, 20_000)],
  ['RatedGpm', 'ratedGpm', numberCell(0.2, 300)],
  ['RatedCoolingMbh', 'ratedCoolingMbh', numberCell(1, 1_000)],
  ['RatedSensibleRatio', 'ratedSensibleRatio', numberCell(0.4, 1)],
  ['RatedEer', 'ratedEer', numberCell(5, 40)],
  ['RatedHeatingMbh', 'ratedHeatingMbh', numberCell(1, 1_000)],
  ['RatedCop', 'ratedCop', numberCell(1.5, 8)],
  ['RatedFluidPdFt', 'ratedFluidPdFt', numberCell(0.1, 100)],
  ['WaterPassageDiameterIn', 'waterPassageDiameterIn', numberCell(0.1, 4)],
  ['MinCoolingEwtF', 'minCoolingEwtF', numberCell(20, 130)],
  ['MaxCoolingEwtF', 'maxCoolingEwtF', numberCell(20, 130)],
  ['MinHeatingEwtF', 'minHeatingEwtF', numberCell(0, 110)],
  ['MaxHeatingEwtF', 'maxHeatingEwtF', numberCell(0, 110)],
  ['MinCfm', 'minCfm', numberCell(10, 30_000)],
  ['MaxCfm', 'maxCfm', numberCell(10, 30_000)],
  ['MinGpm', 'minGpm', numberCell(0.05, 500)],
  ['MaxGpm', 'maxGpm', numberCell(0.05, 500)],
] as const;

type Corrections = HeatPumpRating['Corrections'];

/** One column per coefficient of each correction curve: CoolingCapacityEwtA … HeatingPowerWaterFlowC. */
const coefficients = correctionQuantities.flatMap((quantity) =>
  correctionInputs.flatMap((input) =>
    (['A', 'B', 'C'] as const).map((term) => ({
      header: `${quantity}${input}${term}`,
      quantity,
      input,
      term,
    })),
  ),
);

const rowSchema = z
  .object({
    ModelName: textCell(100),
    ...fieldCells(fields),
    ...(Object.fromEntries(coefficients.map(({ header }) => [header, numberCell(-10, 10)])) as Record<
      string,
      ReturnType<typeof numberCell>
    >),
  })
  .superRefine((row, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    // The rating point must lie inside the rated range (the engine never extrapolates).
    if (!(row.MinCfm <= row.RatedCfm && row.RatedCfm <= row.MaxCfm))
      issue('RatedCfm', 'must lie between MinCfm and MaxCfm');
    if (!(row.MinGpm <= row.RatedGpm && row.RatedGpm <= row.MaxGpm))
      issue('RatedGpm', 'must lie between MinGpm and MaxGpm');
    const rated = iso13256Conditions.WaterLoop;
    if (!(row.MinCoolingEwtF <= rated.CoolingEwtF && rated.CoolingEwtF <= row.MaxCoolingEwtF))
      issue(
        'MinCoolingEwtF',
        `MinCoolingEwtF to MaxCoolingEwtF must include the ${rated.CoolingEwtF} °F rating`,
      );
    if (!(row.MinHeatingEwtF <= rated.HeatingEwtF && rated.HeatingEwtF <= row.MaxHeatingEwtF))
      issue(
        'MinHeatingEwtF',
        `MinHeatingEwtF to MaxHeatingEwtF must include the ${rated.HeatingEwtF} °F rating`,
      );
    // Each curve reproduces the rating and stays a plausible factor where the engine reads it.
    // Reported per curve (its three columns), and per quantity for the four curves' product.
    const corrections = correctionsOf(row);
    for (const quantity of correctionQuantities) {
      for (const input of correctionInputs)
        for (const problem of correctionCurveProblems(row, quantity, input, corrections[quantity][input]))
          issue(`${quantity}${input}`, problem);
      const product = ratedProductProblem(row, quantity, corrections[quantity]);
      if (product) issue(quantity, product);
    }
  });

function correctionsOf(row: Record<string, unknown>): Corrections {
  const curve = (quantity: string, input: string) => ({
    A: row[`${quantity}${input}A`] as number,
    B: row[`${quantity}${input}B`] as number,
    C: row[`${quantity}${input}C`] as number,
  });
  return Object.fromEntries(
    correctionQuantities.map((quantity) => [
      quantity,
      Object.fromEntries(correctionInputs.map((input) => [input, curve(quantity, input)])),
    ]),
  ) as Corrections;
}

const sameCorrections = (a: Corrections, b: Corrections) =>
  coefficients.every(({ quantity, input, term }) =>
    sameNumber(a[quantity][input][term], b[quantity][input][term]),
  );

/**
 * HeatPumpRatings: each water source heat pump's ISO 13256-1 water-loop rating, its rated range and
 * its 16 correction curves (a + b·x + c·x², three columns each), as the engine reads them.
 */
export const heatPumpRatingSheet = defineSheet({
  type: 'HeatPumpRatings',
  columns: [
    { header: 'ModelName', width: 14 },
    ...fields.map(([header]) => numberColumn(header)),
    ...coefficients.map(({ header }) => numberColumn(header)),
  ],
  lastColumnTakesRest: false,
  hasPrices: false,
  rowSchema,
  exportRows: async (db) => {
    const [models, ratings] = await Promise.all([selectModels(db), selectHeatPumpRatings(db)]);
    const modelName = new Map(models.map((model) => [model.productModelId, model.name]));
    return ratings.map((rating): CellValue[] => [
      modelName.get(rating.productModelId) ?? '',
      ...fields.map(([, key]) => rating[key]),
      ...coefficients.map(({ quantity, input, term }) => rating.corrections[quantity][input][term]),
    ]);
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [models, classes, ratings] = await Promise.all([
      selectModels(tx),
      selectModelClassesWithType(tx),
      selectHeatPumpRatings(tx),
    ]);
    const modelsByName = byName(models, (model) => model.name);
    const typeOfClass = new Map(classes.map((item) => [item.productModelClassId, item.productTypeId]));
    const unique = rejectRepeatedKeys(
      plan,
      rows,
      (row) => row.ModelName,
      (row) => `The rating of ${row.ModelName}`,
    );
    for (const { line, row } of unique) {
      const model = modelsByName.get(row.ModelName.toLowerCase());
      if (!model) {
        unknownReference(plan, options, line, `Model ${row.ModelName} does not exist.`);
        continue;
      }
      // Only a heat pump is selected on a rating (the others on their coils and fans).
      if (typeOfClass.get(model.productModelClassId) !== ProductType.WSHP) {
        plan.errors.push({ Row: line, Message: `Model ${model.name} is not a water source heat pump.` });
        continue;
      }
      const values = fieldValues(fields, row);
      const corrections = correctionsOf(row);
      const stored: HeatPumpRatingRow | undefined = ratings.find(
        (rating) => rating.productModelId === model.productModelId,
      );
      if (
        stored &&
        sameFieldValues(fields, stored, values) &&
        sameCorrections(stored.corrections, corrections)
      )
        continue;
      if (stored) plan.updated++;
      else plan.inserted++;
      plan.writes.push((db) =>
        upsertHeatPumpRating(db, { productModelId: model.productModelId, ...values, corrections }),
      );
    }
    return plan;
  },
});
