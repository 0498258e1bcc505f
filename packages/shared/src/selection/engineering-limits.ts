import { ProductType } from '../enums/lookups.ts';
import { FREEZE_MARGIN_F, freezingPointF, kinematicViscosityFt2PerS } from './glycol.ts';
import {
  type CoilCandidateResult,
  type CoilProfile,
  type CoilSelectionInput,
  type FluidSideInput,
  FluidType,
  type HeatPumpCandidateResult,
  type HeatPumpSelectionInput,
  type SelectionModelData,
  type SelectionWarning,
} from './selection-schemas.ts';
import { formatNumber } from './selection-warnings.ts';

/**
 * Engineering limits an engineer expects to be told about (docs/decisions/0028). One table: each
 * limit has its threshold, unit, the side it trips on and why. These warnings never null a number
 * (unlike the rated-range warnings of coil-range-checks.ts): the result stays, the engineer decides.
 * A limit trips strictly beyond its threshold (Above: value > threshold; Below: value < threshold).
 */
export type LimitSeverity = 'Warning' | 'Info';
export type EngineeringLimit = {
  Value: number;
  Unit: string;
  Direction: 'Above' | 'Below';
  Severity: LimitSeverity;
  Reason: string;
};

export const ENGINEERING_LIMITS = {
  WaterPressureDropHigh: {
    Value: 20,
    Unit: 'ft',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'Above about 20 ft of water a terminal coil needs a larger pump head and is hard to balance.',
  },
  TubeVelocityHigh: {
    Value: 6,
    Unit: 'ft/s',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'Copper tubes erode above about 6–8 ft/s (lower end taken: hot water is more aggressive).',
  },
  TubeFlowLaminar: {
    Value: 2300,
    Unit: 'Reynolds number',
    Direction: 'Below',
    Severity: 'Warning',
    Reason:
      'Laminar flow in the tubes: the water-side heat transfer collapses and the rating is not reached.',
  },
  TubeFlowTransitional: {
    Value: 4000,
    Unit: 'Reynolds number',
    Direction: 'Below',
    Severity: 'Info',
    Reason:
      'Transitional flow (Reynolds 2300–4000): heat transfer is uncertain and below the turbulent rating.',
  },
  AirflowNotMet: {
    Value: 10,
    Unit: '%',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'The fan delivers less than the nominal airflow by more than 10 % at the design ESP.',
  },
  SupplyAirTooHot: {
    Value: 140,
    Unit: '°F',
    Direction: 'Above',
    Severity: 'Warning',
    Reason:
      'Supply air above 140 °F stratifies at the ceiling, is uncomfortable and is a burn risk at the grille.',
  },
  EnteringAirFreezeRisk: {
    Value: 35,
    Unit: '°F',
    Direction: 'Below',
    Severity: 'Warning',
    Reason: 'Entering air near freezing over a coil with plain water can freeze the tubes (no glycol).',
  },
  LeavingFluidFreezeRisk: {
    Value: FREEZE_MARGIN_F,
    Unit: '°F above the freezing point',
    Direction: 'Below',
    Severity: 'Warning',
    Reason: 'The leaving fluid comes within the freeze margin of the fluid’s freezing point.',
  },
  FaceVelocityHigh: {
    Value: 500,
    Unit: 'fpm',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'Above 500 fpm coil face velocity: noise and high air pressure drop.',
  },
  CondensateCarryOver: {
    Value: 550,
    Unit: 'fpm',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'Above about 550 fpm a wet coil blows condensate off the fins (plate fins, no eliminator).',
  },
  // The top of each product type's published ESP range (docs/decisions/0040): the seeded cabinets
  // of one product type share their fans, so one value per type is one per model class. Raised as
  // EspAboveClassRange (espRangeLimitOf).
  EspAboveFanCoilRange: {
    Value: 0.5,
    Unit: 'in. w.g.',
    Direction: 'Above',
    Severity: 'Warning',
    Reason:
      'Fan coils are published up to 0.5 in. w.g. external static (the ducted FHC class; the other cabinets share its fans).',
  },
  EspAboveAirHandlerRange: {
    Value: 1.5,
    Unit: 'in. w.g.',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'Blower coils and air handlers are published up to 1.5 in. w.g. external static (the BCH class).',
  },
  EspAboveEcoRange: {
    Value: 0.45,
    Unit: 'in. w.g.',
    Direction: 'Above',
    Severity: 'Warning',
    Reason:
      'ECO fans (EC motor) move 90 % of the nominal airflow up to about 0.45 in. w.g. on their best size (derived from the fan curves; none is published).',
  },
  EspAboveHeatPumpRange: {
    Value: 0.3,
    Unit: 'in. w.g.',
    Direction: 'Above',
    Severity: 'Warning',
    Reason:
      'Water source heat pump fans move 90 % of the nominal airflow up to about 0.3 in. w.g. (derived from the fan curves; none is published).',
  },
  ApplicationTemperatureMismatch: {
    Value: 10,
    Unit: '°F',
    Direction: 'Above',
    Severity: 'Info',
    Reason:
      'The entering water differs from the application’s ISO 13256-1 standard temperature by more than 10 °F.',
  },
  GlycolWithWater: {
    Value: 0,
    Unit: '%',
    Direction: 'Above',
    Severity: 'Warning',
    Reason: 'A glycol percentage with fluid type water contradicts itself: the engine uses plain water.',
  },
} as const satisfies Record<string, EngineeringLimit>;

export type EngineeringLimitCode = keyof typeof ENGINEERING_LIMITS;

/**
 * Tube inside diameter of a coil whose data gives none, in.: 3/8 in. OD copper with 0.014 in. wall.
 * Each coil carries its own (CoilProfile.TubeInsideDiameterIn, seeded with this value).
 */
export const TUBE_INSIDE_DIAMETER_IN = 0.347;

/** Each product type's ESP range limit (ProductType of enums/lookups). */
const ESP_RANGE_LIMITS: Readonly<Record<number, { Code: EngineeringLimitCode; Units: string }>> = {
  [ProductType.FanCoil]: { Code: 'EspAboveFanCoilRange', Units: 'fan coils' },
  [ProductType.AirHandler]: { Code: 'EspAboveAirHandlerRange', Units: 'blower coils and air handlers' },
  [ProductType.ECO]: { Code: 'EspAboveEcoRange', Units: 'ECO units' },
  [ProductType.WSHP]: { Code: 'EspAboveHeatPumpRange', Units: 'water source heat pumps' },
};

/** The ESP range limit of a model's product type (null for a type without one). */
export function espRangeLimitOf(productTypeId: number): EngineeringLimitCode | null {
  return ESP_RANGE_LIMITS[productTypeId]?.Code ?? null;
}

/** ISO 13256-1 standard entering water (cooling, heating) by application, °F. */
export const APPLICATION_STANDARD_WATER_F = {
  WaterLoop: { Cooling: 86, Heating: 68 },
  GroundLoop: { Cooling: 77, Heating: 32 },
  GroundWater: { Cooling: 59, Heating: 50 },
} as const;

/** Whether a value trips a limit (strictly beyond the threshold). */
export function exceedsLimit(code: EngineeringLimitCode, value: number): boolean {
  const limit: EngineeringLimit = ENGINEERING_LIMITS[code];
  if (!Number.isFinite(value)) return false;
  return limit.Direction === 'Above' ? value > limit.Value : value < limit.Value;
}

/** A limit's warning; `warningCode` when the warning's stable code is not the table's key. */
export function limitWarning(
  code: EngineeringLimitCode,
  message: string,
  warningCode: string = code,
): SelectionWarning {
  return { Code: warningCode, Message: message, Severity: ENGINEERING_LIMITS[code].Severity };
}

/** A warning's severity: engineering limits carry theirs; every other warning is a Warning. */
export function warningSeverity(warning: SelectionWarning): LimitSeverity {
  return warning.Severity ?? 'Warning';
}

/** Water velocity in one tube circuit, ft/s. */
export function tubeVelocityFtPerS(
  gpm: number,
  circuits: number,
  insideDiameterIn = TUBE_INSIDE_DIAMETER_IN,
): number {
  const diameterFt = insideDiameterIn / 12;
  const areaSqFt = (Math.PI / 4) * diameterFt * diameterFt * circuits;
  return (gpm * 0.133681) / 60 / areaSqFt;
}

/** Reynolds number in a tube: V·D/ν (kinematic viscosity from the fluid's correlations, no allocation). */
export function tubeReynolds(
  velocityFtPerS: number,
  fluid: Pick<FluidSideInput, 'FluidType' | 'GlycolPercent'>,
  meanTemperatureF: number,
  insideDiameterIn = TUBE_INSIDE_DIAMETER_IN,
): number {
  const nu = kinematicViscosityFt2PerS(fluid.FluidType, fluid.GlycolPercent, meanTemperatureF);
  return (velocityFtPerS * (insideDiameterIn / 12)) / nu;
}

const one = (value: number) => formatNumber(value, 1);
/**
 * The design ESP as given, to 0.001 in. w.g. when it has it: a value typed in Pa (1 Pa is 0.004 in.)
 * reads back as typed when the message is shown in SI (ADR 0040).
 */
const esp = (inWg: number) => formatNumber(inWg, 3);
/** "Cooling: laminar" after a side, "Laminar" opening a message. */
const lead = (side: string, word: string) =>
  side ? `${side}${word}` : `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

function glycolContradiction(
  fluid: Pick<FluidSideInput, 'FluidType' | 'GlycolPercent'>,
  side: string,
): SelectionWarning | null {
  if (fluid.FluidType !== FluidType.Water || !exceedsLimit('GlycolWithWater', fluid.GlycolPercent))
    return null;
  return limitWarning(
    'GlycolWithWater',
    `${side}${side ? 'g' : 'G'}lycol ${one(fluid.GlycolPercent)} % is given with fluid type water: the selection uses plain water; choose a glycol fluid type or set 0 %.`,
  );
}

function pressureDropWarning(pdFt: number | null, side: string): SelectionWarning | null {
  if (pdFt === null || !exceedsLimit('WaterPressureDropHigh', pdFt)) return null;
  return limitWarning(
    'WaterPressureDropHigh',
    `${side}${side ? 'w' : 'W'}ater pressure drop ${one(pdFt)} ft exceeds ${ENGINEERING_LIMITS.WaterPressureDropHigh.Value} ft.`,
  );
}

function supplyAirWarning(leavingDbF: number | null): SelectionWarning | null {
  if (leavingDbF === null || !exceedsLimit('SupplyAirTooHot', leavingDbF)) return null;
  return limitWarning(
    'SupplyAirTooHot',
    `Heating supply air ${one(leavingDbF)} °F exceeds ${ENGINEERING_LIMITS.SupplyAirTooHot.Value} °F: lower the hot water temperature or raise the airflow.`,
  );
}

function leavingFreezeWarning(
  leavingF: number | null,
  fluid: Pick<FluidSideInput, 'FluidType' | 'GlycolPercent'>,
  side: string,
): SelectionWarning | null {
  if (leavingF === null) return null;
  const freezing = freezingPointF(fluid.FluidType, fluid.GlycolPercent);
  if (!exceedsLimit('LeavingFluidFreezeRisk', leavingF - freezing)) return null;
  return limitWarning(
    'LeavingFluidFreezeRisk',
    `${side}leaving fluid ${one(leavingF)} °F is within ${FREEZE_MARGIN_F} °F of the fluid's freezing point ${one(freezing)} °F: add glycol or raise the flow.`,
  );
}

function airflowWarning(cfm: number | null, nominalCfm: number, espInWg: number): SelectionWarning | null {
  if (cfm === null) return null;
  const shortfall = ((nominalCfm - cfm) / nominalCfm) * 100;
  if (!exceedsLimit('AirflowNotMet', shortfall)) return null;
  return limitWarning(
    'AirflowNotMet',
    `Delivered airflow ${formatNumber(cfm)} cfm is ${formatNumber(shortfall)} % below the nominal ${formatNumber(nominalCfm)} cfm at ${esp(espInWg)} in. w.g. ESP (limit ${ENGINEERING_LIMITS.AirflowNotMet.Value} %): the design airflow is not met.`,
  );
}

/**
 * Water velocity (erosion) and Reynolds number (laminar, transitional) in `passages` parallel tubes of
 * `diameterIn` inside diameter, fluid properties at `meanF`; warnings are pushed onto `warnings`.
 */
function tubeFlowWarnings(
  warnings: Array<SelectionWarning | null>,
  side: string,
  /** "tube" or "water": the first word of the velocity message. */
  velocityOf: string,
  where: string,
  gpm: number,
  passages: number,
  diameterIn: number,
  fluid: Pick<FluidSideInput, 'FluidType' | 'GlycolPercent'>,
  meanF: number,
): void {
  const velocity = tubeVelocityFtPerS(gpm, passages, diameterIn);
  const sized = `${passages > 1 ? `${passages} circuits of ` : ''}${formatNumber(diameterIn, 3)} in. ID`;
  if (exceedsLimit('TubeVelocityHigh', velocity)) {
    warnings.push(
      limitWarning(
        'TubeVelocityHigh',
        `${lead(side, velocityOf)} velocity ${one(velocity)} ft/s exceeds ${ENGINEERING_LIMITS.TubeVelocityHigh.Value} ft/s in the ${where} (${sized}): erosion.`,
      ),
    );
  }
  const reynolds = tubeReynolds(velocity, fluid, meanF, diameterIn);
  const glycol = fluid.FluidType !== FluidType.Water && fluid.GlycolPercent > 0 ? ' with glycol' : '';
  if (exceedsLimit('TubeFlowLaminar', reynolds)) {
    warnings.push(
      limitWarning(
        'TubeFlowLaminar',
        `${lead(side, 'laminar')} flow in the ${where}${glycol}: Reynolds number ${formatNumber(reynolds)} is below ${ENGINEERING_LIMITS.TubeFlowLaminar.Value} (${one(velocity)} ft/s, ${sized}): capacity will be below the rating; raise the flow.`,
      ),
    );
  } else if (exceedsLimit('TubeFlowTransitional', reynolds)) {
    warnings.push(
      limitWarning(
        'TubeFlowTransitional',
        `${lead(side, 'transitional')} flow in the ${where}${glycol}: Reynolds number ${formatNumber(reynolds)} is below ${ENGINEERING_LIMITS.TubeFlowTransitional.Value} (${one(velocity)} ft/s, ${sized}): heat transfer may be below the rating.`,
      ),
    );
  }
}

/**
 * The model class's ESP range (EspAboveClassRange), said for every product type. From the input
 * alone, so the selections raise it before anything can end a candidate's evaluation early (a fan that
 * cannot meet the static is where it matters most).
 */
export function espRangeWarning(productTypeId: number, espInWg: number): SelectionWarning | null {
  const range = ESP_RANGE_LIMITS[productTypeId];
  if (!range || !exceedsLimit(range.Code, espInWg)) return null;
  return limitWarning(
    range.Code,
    `ESP ${esp(espInWg)} in. w.g. exceeds the ${formatNumber(ENGINEERING_LIMITS[range.Code].Value, 2)} in. w.g. range of ${range.Units}: check the ESP or choose a unit built for it.`,
    'EspAboveClassRange',
  );
}

/** One water coil's tube-side limits: pressure drop, velocity, laminar/transitional flow, leaving freeze. */
function coilSideWarnings(
  coil: CoilProfile,
  fluid: FluidSideInput,
  performance: CoilCandidateResult['Cooling'],
  duty: 'Cooling' | 'Heating',
  enteringAirF: number,
): SelectionWarning[] {
  const side = `${duty}: `;
  const warnings: Array<SelectionWarning | null> = [glycolContradiction(fluid, side)];
  if (fluid.FluidType === FluidType.Water && exceedsLimit('EnteringAirFreezeRisk', enteringAirF)) {
    warnings.push(
      limitWarning(
        'EnteringAirFreezeRisk',
        `${side}entering air ${one(enteringAirF)} °F is below ${ENGINEERING_LIMITS.EnteringAirFreezeRisk.Value} °F over a coil with plain water: freeze risk; use glycol or preheat.`,
      ),
    );
  }
  if (!performance) return warnings.filter((warning) => warning !== null);
  warnings.push(pressureDropWarning(performance.FluidPdFt, side));
  warnings.push(leavingFreezeWarning(performance.LeavingFluidF, fluid, side));
  const gpm = performance.FluidGpm;
  if (gpm !== null && gpm > 0) {
    const leaving = performance.LeavingFluidF ?? fluid.EnteringFluidF;
    tubeFlowWarnings(
      warnings,
      side,
      'tube',
      'tubes',
      gpm,
      coil.TubeCircuits,
      coil.TubeInsideDiameterIn,
      fluid,
      (fluid.EnteringFluidF + leaving) / 2,
    );
  }
  return warnings.filter((warning) => warning !== null);
}

/** Engineering-limit warnings of a water-coil unit's result (called once from select-coil-units.ts). */
export function coilUnitLimitWarnings(
  input: CoilSelectionInput,
  model: SelectionModelData,
  main: CoilProfile | null,
  heatCoil: CoilProfile | null,
  result: CoilCandidateResult,
): SelectionWarning[] {
  const warnings: SelectionWarning[] = [];
  const airflow = airflowWarning(result.FanOperatingPoint?.Cfm ?? null, model.NominalCfm, input.EspInWg);
  if (airflow) warnings.push(airflow);
  if (main && input.Cooling && result.Cooling) {
    warnings.push(
      ...coilSideWarnings(main, input.Cooling, result.Cooling, 'Cooling', input.CoolingEnteringDbF),
    );
  }
  if (heatCoil && input.Heating && result.Heating) {
    warnings.push(
      ...coilSideWarnings(heatCoil, input.Heating, result.Heating, 'Heating', input.HeatingEnteringDbF),
    );
    const supply = supplyAirWarning(result.Heating.LeavingDbF);
    if (supply) warnings.push(supply);
  }
  return warnings;
}

/** Engineering-limit warnings of a water source heat pump's result (called once from select-heat-pumps.ts). */
export function heatPumpLimitWarnings(
  input: HeatPumpSelectionInput,
  model: SelectionModelData,
  result: HeatPumpCandidateResult,
): SelectionWarning[] {
  const warnings: Array<SelectionWarning | null> = [
    glycolContradiction(input, ''),
    airflowWarning(result.FanOperatingPoint?.Cfm ?? null, model.NominalCfm, input.EspInWg),
    pressureDropWarning(result.FluidPdFt, ''),
    supplyAirWarning(result.HeatingLeavingDbF),
    leavingFreezeWarning(result.HeatingLeavingFluidF, input, 'Heating: '),
  ];
  const rating = model.HeatPumpRating;
  if (rating && input.FluidGpm > 0) {
    // The colder mode's water is the more viscous: its mean temperature gives the lower Reynolds number.
    const coolingMeanF =
      (input.CoolingEnteringFluidF + (result.CoolingLeavingFluidF ?? input.CoolingEnteringFluidF)) / 2;
    const heatingMeanF =
      (input.HeatingEnteringFluidF + (result.HeatingLeavingFluidF ?? input.HeatingEnteringFluidF)) / 2;
    tubeFlowWarnings(
      warnings,
      '',
      'water',
      'heat exchanger’s water passage',
      input.FluidGpm,
      1,
      rating.WaterPassageDiameterIn,
      input,
      Math.min(coolingMeanF, heatingMeanF),
    );
  }
  const standard = APPLICATION_STANDARD_WATER_F[input.Application];
  const given = { Cooling: input.CoolingEnteringFluidF, Heating: input.HeatingEnteringFluidF };
  for (const duty of ['Cooling', 'Heating'] as const) {
    if (exceedsLimit('ApplicationTemperatureMismatch', Math.abs(given[duty] - standard[duty]))) {
      warnings.push(
        limitWarning(
          'ApplicationTemperatureMismatch',
          `${duty} entering water ${one(given[duty])} °F differs from the ${input.Application} standard ${standard[duty]} °F by more than ${ENGINEERING_LIMITS.ApplicationTemperatureMismatch.Value} °F: check the application or the temperatures.`,
        ),
      );
    }
  }
  return warnings.filter((warning) => warning !== null);
}

/**
 * A warning raised by this module (it carries a Severity; numbers kept) rather than a rated-range or
 * data warning. Face velocity and carry-over are in the table but raised by select-coil-units.ts.
 */
export function isEngineeringLimitWarning(warning: SelectionWarning): boolean {
  return warning.Severity !== undefined;
}
