import { espRangeWarning, heatPumpLimitWarnings } from './engineering-limits.ts';
import { airDensityRatio, type SystemResistance } from './fan.ts';
import { heatPumpPerformance } from './heat-pump.ts';
import { roundHeatPumpCandidate } from './round-results.ts';
import {
  candidateModels,
  compareModels,
  distinctWarnings,
  operatingPointOrWarning,
  resolveFanTap,
} from './select-common.ts';
import type {
  HeatPumpCandidateResult,
  HeatPumpSelectionInput,
  SelectionModelData,
  SelectionWarning,
} from './selection-schemas.ts';
import { SelectionWarningCode, selectionWarning } from './selection-warnings.ts';

/**
 * Water source heat pumps: every candidate model at the chosen motor and fan speed. The fan works
 * against the ESP and the filter; a heat pump's fan curve is catalogued net of its own refrigerant
 * coil. The face velocity shown is over the filter, the only face area a heat pump's data carries.
 */

/** One model (the server's Save recomputes the saved candidate). */
export function selectHeatPump(
  input: HeatPumpSelectionInput,
  model: SelectionModelData,
): HeatPumpCandidateResult {
  const warnings: SelectionWarning[] = [];
  const fan = resolveFanTap(model, input.MotorType, input.FanSpeed);
  const result: HeatPumpCandidateResult = {
    ProductModelId: model.ProductModelId,
    ProductModelName: model.ProductModelName,
    UnitSize: model.UnitSize,
    FanSpeed: input.FanSpeed,
    MotorType: input.MotorType,
    AirFlowProfileId: fan.Profile?.AirFlowProfileId ?? null,
    FanOperatingPoint: null,
    CoolingTotalMbh: null,
    CoolingSensibleMbh: null,
    CoolingPowerKw: null,
    Eer: null,
    HeatingMbh: null,
    HeatingPowerKw: null,
    Cop: null,
    CoolingLeavingDbF: null,
    CoolingLeavingWbF: null,
    HeatingLeavingDbF: null,
    CoolingLeavingFluidF: null,
    HeatingLeavingFluidF: null,
    FluidPdFt: null,
    Warnings: warnings,
  };
  const rating = model.HeatPumpRating;
  if (!rating) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.NoHeatPumpRating,
        `${model.ProductModelName} has no heat pump rating.`,
      ),
    );
  }
  if (fan.Warning) warnings.push(fan.Warning);
  const esp = espRangeWarning(model.ProductTypeId, input.EspInWg);
  if (esp) warnings.push(esp);
  if (!rating || !fan.Tap) return finish(result);

  const filter = model.FilterPressureDrops[0] ?? null;
  const system: SystemResistance = {
    EspInWg: input.EspInWg,
    NominalCfm: model.NominalCfm,
    Coils: [],
    Filter: filter,
    DensityRatio: airDensityRatio(input.AltitudeFt),
  };
  const point = operatingPointOrWarning(model, fan.Tap, system);
  if ('Code' in point) {
    warnings.push(point);
    return finish(result);
  }
  result.FanOperatingPoint = { ...point, FaceVelocityFpm: filter ? point.Cfm / filter.FaceAreaSqFt : 0 };
  const performance = heatPumpPerformance(rating, {
    Cfm: point.Cfm,
    AltitudeFt: input.AltitudeFt,
    CoolingEnteringDbF: input.CoolingEnteringDbF,
    CoolingEnteringWbF: input.CoolingEnteringWbF,
    HeatingEnteringDbF: input.HeatingEnteringDbF,
    CoolingEnteringFluidF: input.CoolingEnteringFluidF,
    HeatingEnteringFluidF: input.HeatingEnteringFluidF,
    FluidGpm: input.FluidGpm,
    FluidType: input.FluidType,
    GlycolPercent: input.GlycolPercent,
  });
  warnings.push(...performance.Warnings);
  result.FluidPdFt = performance.FluidPdFt;
  if (performance.Cooling) {
    const cooling = performance.Cooling;
    result.CoolingTotalMbh = cooling.TotalMbh;
    result.CoolingSensibleMbh = cooling.SensibleMbh;
    result.CoolingPowerKw = cooling.PowerKw;
    result.Eer = cooling.Eer;
    result.CoolingLeavingDbF = cooling.LeavingDbF;
    result.CoolingLeavingWbF = cooling.LeavingWbF;
    result.CoolingLeavingFluidF = cooling.LeavingFluidF;
  }
  if (performance.Heating) {
    const heating = performance.Heating;
    result.HeatingMbh = heating.Mbh;
    result.HeatingPowerKw = heating.PowerKw;
    result.Cop = heating.Cop;
    result.HeatingLeavingDbF = heating.LeavingDbF;
    result.HeatingLeavingFluidF = heating.LeavingFluidF;
  }
  warnings.push(...heatPumpLimitWarnings(input, model, result));
  return finish(result);
}

function finish(result: HeatPumpCandidateResult): HeatPumpCandidateResult {
  result.Warnings = distinctWarnings(result.Warnings);
  return roundHeatPumpCandidate(result);
}

/** Every candidate model (input.ProductModelIds when not empty), by size. */

/** One model (the server's Save recomputes the saved candidate). */
export function selectHeatPumps(
  input: HeatPumpSelectionInput,
  models: SelectionModelData[],
): HeatPumpCandidateResult[] {
  return [...candidateModels(models, input.ProductModelIds)]
    .sort(compareModels)
    .map((model) => selectHeatPump(input, model));
}
