import { z } from 'zod';
import { integerCell, numberCell, optionalNumberCell, textCell } from '../excel-cells.ts';
import { type CellValue, defineSheet, unknownReference } from '../excel-sheet.ts';
import {
  type CoilProfileRow,
  selectCoilProfiles,
  selectModels,
  upsertCoilProfile,
} from '../excel-uploader.repository.ts';
import {
  byName,
  fieldCells,
  fieldValues,
  numberColumn,
  rejectRepeatedKeys,
  sameFieldValues,
  startPlan,
} from './sheet-helpers.ts';

/** Column header ↔ coil_profile field, in the order of selection-schemas CoilProfile. */
const fields = [
  ['FinsPerInch', 'finsPerInch', numberCell(4, 20)],
  ['FaceAreaSqFt', 'faceAreaSqFt', numberCell(0.1, 100)],
  ['TubeCircuits', 'tubeCircuits', integerCell(1, 100)],
  ['TubeInsideDiameterIn', 'tubeInsideDiameterIn', numberCell(0.1, 2)],
  ['RatedCfm', 'ratedCfm', numberCell(10, 50_000)],
  ['RatedEnteringDbF', 'ratedEnteringDbF', numberCell(20, 120)],
  ['RatedEnteringWbF', 'ratedEnteringWbF', optionalNumberCell(20, 100)],
  ['RatedEnteringFluidF', 'ratedEnteringFluidF', numberCell(20, 250)],
  ['RatedFluidDeltaTF', 'ratedFluidDeltaTF', numberCell(1, 100)],
  ['RatedTotalMbh', 'ratedTotalMbh', numberCell(0.1, 5_000)],
  ['RatedSensibleMbh', 'ratedSensibleMbh', optionalNumberCell(0.1, 5_000)],
  ['RatedFluidPdFt', 'ratedFluidPdFt', numberCell(0.01, 100)],
  ['RatedAirPdInWg', 'ratedAirPdInWg', numberCell(0.001, 5)],
  ['MinCfm', 'minCfm', numberCell(10, 50_000)],
  ['MaxCfm', 'maxCfm', numberCell(10, 50_000)],
  ['MinGpm', 'minGpm', numberCell(0.05, 1_000)],
  ['MaxGpm', 'maxGpm', numberCell(0.05, 1_000)],
  ['MinEnteringFluidF', 'minEnteringFluidF', numberCell(20, 250)],
  ['MaxEnteringFluidF', 'maxEnteringFluidF', numberCell(20, 250)],
] as const;

const rowSchema = z
  .object({
    ModelName: textCell(100),
    Duty: z
      .string()
      .trim()
      .pipe(z.enum(['Cooling', 'Heating'], { error: 'must be Cooling or Heating' })),
    Rows: integerCell(1, 8),
    ...fieldCells(fields),
  })
  .superRefine((row, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    // Cooling ratings carry the entering wet bulb and the sensible part; heating ratings have neither.
    if (row.Duty === 'Cooling') {
      if (row.RatedEnteringWbF === null) issue('RatedEnteringWbF', 'is required for a cooling coil');
      else if (row.RatedEnteringWbF > row.RatedEnteringDbF)
        issue('RatedEnteringWbF', 'must not be above RatedEnteringDbF');
      if (row.RatedSensibleMbh === null) issue('RatedSensibleMbh', 'is required for a cooling coil');
      else if (row.RatedSensibleMbh > row.RatedTotalMbh)
        issue('RatedSensibleMbh', 'must not be above RatedTotalMbh');
    } else {
      if (row.RatedEnteringWbF !== null) issue('RatedEnteringWbF', 'must be empty for a heating coil');
      if (row.RatedSensibleMbh !== null) issue('RatedSensibleMbh', 'must be empty for a heating coil');
    }
    // The rating point must lie inside the rated range (the engine never extrapolates).
    if (!(row.MinCfm <= row.RatedCfm && row.RatedCfm <= row.MaxCfm))
      issue('RatedCfm', 'must lie between MinCfm and MaxCfm');
    if (row.MinGpm > row.MaxGpm) issue('MinGpm', 'must not be above MaxGpm');
    if (
      !(row.MinEnteringFluidF <= row.RatedEnteringFluidF && row.RatedEnteringFluidF <= row.MaxEnteringFluidF)
    )
      issue('RatedEnteringFluidF', 'must lie between MinEnteringFluidF and MaxEnteringFluidF');
  });

/** CoilProfiles: each model's water coils per duty and rows with the rating point and rated range. */
export const coilProfileSheet = defineSheet({
  type: 'CoilProfiles',
  columns: [
    { header: 'ModelName', width: 14 },
    { header: 'Duty', width: 10 },
    { header: 'Rows', width: 6, numberFormat: '0' },
    ...fields.map(([header]) => numberColumn(header)),
  ],
  lastColumnTakesRest: false,
  hasPrices: false,
  rowSchema,
  exportRows: async (db) => {
    const [models, profiles] = await Promise.all([selectModels(db), selectCoilProfiles(db)]);
    const modelName = new Map(models.map((model) => [model.productModelId, model.name]));
    return profiles.map((profile): CellValue[] => [
      modelName.get(profile.productModelId) ?? '',
      profile.duty,
      profile.rows,
      ...fields.map(([, key]) => profile[key]),
    ]);
  },
  plan: async (tx, rows, options) => {
    const plan = startPlan();
    const [models, profiles] = await Promise.all([selectModels(tx), selectCoilProfiles(tx)]);
    const modelsByName = byName(models, (model) => model.name);
    const unique = rejectRepeatedKeys(
      plan,
      rows,
      (row) => `${row.ModelName}/${row.Duty}/${row.Rows}`,
      (row) => `The ${row.Rows}-row ${row.Duty.toLowerCase()} coil of ${row.ModelName}`,
    );
    for (const { line, row } of unique) {
      const model = modelsByName.get(row.ModelName.toLowerCase());
      if (!model) {
        unknownReference(plan, options, line, `Model ${row.ModelName} does not exist.`);
        continue;
      }
      const values = fieldValues(fields, row);
      const stored: CoilProfileRow | undefined = profiles.find(
        (profile) =>
          profile.productModelId === model.productModelId &&
          profile.duty === row.Duty &&
          profile.rows === row.Rows,
      );
      if (stored && sameFieldValues(fields, stored, values)) continue;
      if (stored) plan.updated++;
      else plan.inserted++;
      plan.writes.push((db) =>
        upsertCoilProfile(db, {
          productModelId: model.productModelId,
          duty: row.Duty,
          rows: row.Rows,
          ...values,
        }),
      );
    }
    return plan;
  },
});
