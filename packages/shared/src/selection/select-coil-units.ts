import { defaultFluidGpm, electricHeat, heatingCoil, meetsTarget } from './coil-unit-options.ts';
import { coilUnitLimitWarnings, ENGINEERING_LIMITS, espRangeWarning } from './engineering-limits.ts';
import { airDensityRatio, type SystemResistance } from './fan.ts';
import {
  atmosphericPressurePsia,
  dewPointFromHumidityRatio,
  humidityRatioFromWetBulb,
} from './psychrometrics.ts';
import { roundCoilCandidate } from './round-results.ts';
import {
  candidateModels,
  compareModels,
  distinctWarnings,
  operatingPointOrWarning,
  resolveFanTap,
} from './select-common.ts';
import {
  type CoilCandidateResult,
  CoilConfiguration,
  type CoilProfile,
  type CoilSelectionInput,
  ConfigurationType,
  type FluidSideInput,
  SelectionMethod,
  type SelectionModelData,
  type SelectionWarning,
} from './selection-schemas.ts';
import { formatNumber, SelectionWarningCode, selectionWarning } from './selection-warnings.ts';
import { type CoilConditions, emptyCoilPerformance, evaluateCoil } from './water-coil.ts';

/**
 * Water-coil units (fan coils, blower coils, air handlers, ECO): one result per candidate model and
 * main-coil row count at the chosen motor and fan speed.
 * - The main coil is the model's Cooling-duty coil: it cools (chilled water), heats (2-pipe hot water)
 *   or both (changeover). A 4-pipe unit heats with its Heating-duty coil, chosen by HeatCoilRows.
 * - One fan operating point per result, with the main coil wet when the cooling entering dew point is
 *   above the chilled fluid (cooling is the design case); heating is evaluated at the same airflow.
 * - The heat coil rows option (1 = '3', 2 = '4') chooses the 1-row or the 2-row heating coil
 *   (coil-unit-options.ts, HEAT_COIL_ROWS_BY_OPTION), else the nearest with a HeatCoilRowsSubstituted
 *   warning.
 * - Electric heat (option 1 = 3 kW, 2 = 4 kW) is reported on its own when the model offers that size.
 */

export const FACE_VELOCITY_LIMIT_FPM = ENGINEERING_LIMITS.FaceVelocityHigh.Value;
/** Above this a wet coil's condensate is blown off the fins (plate fins without eliminators). */
export const CONDENSATE_CARRY_OVER_FPM = ENGINEERING_LIMITS.CondensateCarryOver.Value;

type Context = { input: CoilSelectionInput; wetMainCoil: boolean };

function prepare(input: CoilSelectionInput): Context {
  let wetMainCoil = false;
  const coolingFluid = coolingSide(input);
  if (coolingFluid && input.CoolingEnteringWbF <= input.CoolingEnteringDbF) {
    const pressure = atmosphericPressurePsia(input.AltitudeFt);
    const humidity = humidityRatioFromWetBulb(input.CoolingEnteringDbF, input.CoolingEnteringWbF, pressure);
    wetMainCoil =
      dewPointFromHumidityRatio(input.CoolingEnteringDbF, humidity, pressure) > coolingFluid.EnteringFluidF;
  }
  return { input, wetMainCoil };
}

function coolsWithMainCoil(input: CoilSelectionInput): boolean {
  return input.CoilConfiguration === CoilConfiguration.FourPipe
    ? input.Cooling !== null
    : input.ConfigurationType !== ConfigurationType.HotWater;
}

function heats(input: CoilSelectionInput): boolean {
  return input.CoilConfiguration === CoilConfiguration.FourPipe
    ? input.Heating !== null
    : input.ConfigurationType !== ConfigurationType.ChilledWater;
}

function coolingSide(input: CoilSelectionInput): FluidSideInput | null {
  return coolsWithMainCoil(input) ? input.Cooling : null;
}

export function mainCoils(model: SelectionModelData): CoilProfile[] {
  return model.CoilProfiles.filter((coil) => coil.Duty === 'Cooling').sort((a, b) => a.Rows - b.Rows);
}

function evaluateUnit(
  context: Context,
  model: SelectionModelData,
  main: CoilProfile | null,
): CoilCandidateResult {
  const { input } = context;
  const warnings: SelectionWarning[] = [];
  const fourPipe = input.CoilConfiguration === CoilConfiguration.FourPipe;
  const cooling = coolsWithMainCoil(input);
  const heating = heats(input);
  const heatCoil = fourPipe && heating ? heatingCoil(model, input.HeatCoilRows, warnings) : main;
  const fan = resolveFanTap(model, input.MotorType, input.FanSpeed);
  const result: CoilCandidateResult = {
    ProductModelId: model.ProductModelId,
    ProductModelName: model.ProductModelName,
    UnitSize: model.UnitSize,
    FanSpeed: input.FanSpeed,
    MotorType: input.MotorType,
    AirFlowProfileId: fan.Profile?.AirFlowProfileId ?? null,
    FanOperatingPoint: null,
    Cooling: cooling ? emptyCoilPerformance('Cooling', main?.Rows ?? 0) : null,
    Heating: heating ? emptyCoilPerformance('Heating', heatCoil?.Rows ?? 0) : null,
    ElectricHeatMbh: electricHeat(model, input.ElectricHeatCapacity, warnings),
    MeetsTarget: false,
    Warnings: warnings,
  };
  if (!main) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.NoCoilProfile,
        `${model.ProductModelName} has no coil data for these rows.`,
      ),
    );
  }
  if (fourPipe && heating && !heatCoil) {
    warnings.push(
      selectionWarning(SelectionWarningCode.NoCoilProfile, `${model.ProductModelName} has no heating coil.`),
    );
  }
  if (fan.Warning) warnings.push(fan.Warning);
  const esp = espRangeWarning(model.ProductTypeId, input.EspInWg);
  if (esp) warnings.push(esp);
  if (!main || !fan.Tap) return finish(result, input);

  const coilsInAir: Array<SystemResistance['Coils'][number]> = [{ Profile: main, Wet: context.wetMainCoil }];
  if (fourPipe && heatCoil && heatCoil !== main) coilsInAir.push({ Profile: heatCoil, Wet: false });
  const system: SystemResistance = {
    EspInWg: input.EspInWg,
    NominalCfm: model.NominalCfm,
    Coils: coilsInAir,
    Filter: model.FilterPressureDrops[0] ?? null,
    DensityRatio: airDensityRatio(input.AltitudeFt),
  };
  const point = operatingPointOrWarning(model, fan.Tap, system);
  if ('Code' in point) {
    warnings.push(point);
    return finish(result, input);
  }
  const faceVelocity = point.Cfm / main.FaceAreaSqFt;
  result.FanOperatingPoint = { ...point, FaceVelocityFpm: faceVelocity };
  if (faceVelocity > FACE_VELOCITY_LIMIT_FPM) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.FaceVelocityHigh,
        `Coil face velocity ${formatNumber(faceVelocity)} fpm is above ${FACE_VELOCITY_LIMIT_FPM} fpm: expect noise and high air pressure drop.`,
      ),
    );
  }
  // Flow method without a flow: the coil's own rated flow (defaultFluidGpm), not one figure for all.
  const conditions = (
    duty: 'Cooling' | 'Heating',
    fluid: FluidSideInput,
    coil: CoilProfile,
  ): CoilConditions => ({
    Duty: duty,
    Cfm: point.Cfm,
    AltitudeFt: input.AltitudeFt,
    EnteringDbF: duty === 'Cooling' ? input.CoolingEnteringDbF : input.HeatingEnteringDbF,
    EnteringWbF: duty === 'Cooling' ? input.CoolingEnteringWbF : null,
    Fluid:
      fluid.SelectionMethod === SelectionMethod.FluidFlow && fluid.FluidGpm === null
        ? { ...fluid, FluidGpm: defaultFluidGpm(coil) }
        : fluid,
  });
  if (cooling) {
    if (input.Cooling === null) {
      warnings.push(
        selectionWarning(SelectionWarningCode.FluidInputMissing, 'Enter the cooling fluid conditions.'),
      );
    } else {
      const evaluation = evaluateCoil(main, conditions('Cooling', input.Cooling, main));
      result.Cooling = evaluation.Performance;
      warnings.push(...evaluation.Warnings);
      if (evaluation.Wet && faceVelocity > CONDENSATE_CARRY_OVER_FPM) {
        warnings.push(
          selectionWarning(
            SelectionWarningCode.CondensateCarryOver,
            `The wet coil's face velocity ${formatNumber(faceVelocity)} fpm is above ${CONDENSATE_CARRY_OVER_FPM} fpm: condensate may blow off the coil.`,
          ),
        );
      }
    }
  }
  if (heating && heatCoil) {
    if (input.Heating === null) {
      warnings.push(
        selectionWarning(SelectionWarningCode.FluidInputMissing, 'Enter the heating fluid conditions.'),
      );
    } else {
      const evaluation = evaluateCoil(heatCoil, conditions('Heating', input.Heating, heatCoil));
      result.Heating = evaluation.Performance;
      warnings.push(...evaluation.Warnings);
    }
  }
  warnings.push(...coilUnitLimitWarnings(input, model, main, heatCoil, result));
  return finish(result, input);
}

function finish(result: CoilCandidateResult, input: CoilSelectionInput): CoilCandidateResult {
  // A candidate without numbers for a duty it must do (outside its rated range) meets no target.
  result.MeetsTarget =
    result.FanOperatingPoint !== null &&
    (result.Cooling === null || result.Cooling.TotalMbh !== null) &&
    (result.Heating === null || result.Heating.TotalMbh !== null) &&
    meetsTarget(result.Cooling ? input.Cooling : null, result.Cooling) &&
    meetsTarget(result.Heating ? input.Heating : null, result.Heating);
  result.Warnings = distinctWarnings(result.Warnings);
  return roundCoilCandidate(result);
}

/**
 * One model: the main coil with `rows` rows, or when omitted its largest-capacity main coil (the
 * server's Save recomputes the saved candidate this way).
 */
export function selectCoilUnit(
  input: CoilSelectionInput,
  model: SelectionModelData,
  rows?: number,
): CoilCandidateResult {
  const coils = mainCoils(model);
  const main =
    rows === undefined
      ? coils.reduce<CoilProfile | null>(
          (best, coil) => (!best || coil.RatedTotalMbh > best.RatedTotalMbh ? coil : best),
          null,
        )
      : (coils.find((coil) => coil.Rows === rows) ?? null);
  return evaluateUnit(prepare(input), model, main);
}

/** Every candidate model (input.ProductModelIds when not empty) and main-coil row count, by model then rows. */
export function selectCoilUnits(
  input: CoilSelectionInput,
  models: SelectionModelData[],
): CoilCandidateResult[] {
  const context = prepare(input);
  const results: CoilCandidateResult[] = [];
  for (const model of [...candidateModels(models, input.ProductModelIds)].sort(compareModels)) {
    const coils = mainCoils(model);
    if (coils.length === 0) results.push(evaluateUnit(context, model, null));
    for (const coil of coils) results.push(evaluateUnit(context, model, coil));
  }
  return results;
}
