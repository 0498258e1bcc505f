import type {
  CoilSelectionInput,
  HeatPumpSelectionInput,
  SelectionModelData,
} from '@airquote/shared/selection/selection-schemas';
import {
  AirCoilConnection,
  AirFanSpeed,
  AirMotorType,
  AirSelectBy,
  CoilConfiguration,
  ConfigurationType,
  FilterMethod,
  FluidType,
  SelectionMethod,
} from '@airquote/shared/selection/selection-schemas';

/**
 * The design conditions as the form holds them: the engine input's own field names (so a schema
 * issue's path names its field), every section present whether or not it applies, and NaN for an
 * empty number box. selection-input.ts turns them into the engine input.
 */
export type FluidSideConditions = {
  SelectionMethod: number;
  FluidType: number;
  GlycolPercent: number;
  EnteringFluidF: number;
  FluidGpm: number;
  /**
   * True until the user types a flow: the engine then runs each candidate's coil at its own rated
   * flow (FluidGpm null), so every size starts at its rating; FluidGpm shows the line item's coil's.
   */
  RatedFlow: boolean;
  LeavingFluidF: number;
  FilterMethod: number;
  FilterTarget: number;
};

export type AirSideConditions = {
  MotorType: number;
  FanSpeed: number;
  SelectBy: number;
  EspInWg: number;
  CoilConnection: number;
  AltitudeFt: number;
  CoolingEnteringDbF: number;
  CoolingEnteringWbF: number;
  HeatingEnteringDbF: number;
};

export type CoilConditions = AirSideConditions & {
  CoilConfiguration: number;
  ConfigurationType: number;
  Cooling: FluidSideConditions;
  Heating: FluidSideConditions;
  /** null = the model's standard heating coil (the spec's list offers '3' and '4'). */
  HeatCoilRows: number | null;
  /** null = no electric heat. */
  ElectricHeatCapacity: number | null;
};

export type HeatPumpApplication = HeatPumpSelectionInput['Application'];

export type HeatPumpConditions = AirSideConditions & {
  Application: HeatPumpApplication;
  FluidType: number;
  GlycolPercent: number;
  CoolingEnteringFluidF: number;
  HeatingEnteringFluidF: number;
  FluidGpm: number;
};

export type DesignConditions =
  | { Kind: 'Coil'; Coil: CoilConditions }
  | { Kind: 'HeatPump'; HeatPump: HeatPumpConditions };

/** AHRI 440 rating conditions of fan coils (docs/domain.md section 4). */
export const AHRI_440 = {
  CoolingEnteringDbF: 80,
  CoolingEnteringWbF: 67,
  CoolingEnteringFluidF: 45,
  CoolingFluidRiseF: 10,
  HeatingEnteringDbF: 70,
  HeatingEnteringFluidF: 180,
  /** Used only when the model has no heating rating of its own. */
  HeatingFluidDropF: 20,
} as const;

/** ISO 13256-1 entering water per application, entering air for all (docs/domain.md section 4). */
export const ISO_13256_1 = {
  CoolingEnteringDbF: 80.6,
  CoolingEnteringWbF: 66.2,
  HeatingEnteringDbF: 68,
  EnteringFluidF: {
    WaterLoop: { Cooling: 86, Heating: 68 },
    GroundWater: { Cooling: 59, Heating: 50 },
    GroundLoop: { Cooling: 77, Heating: 32 },
  },
} as const satisfies {
  CoolingEnteringDbF: number;
  CoolingEnteringWbF: number;
  HeatingEnteringDbF: number;
  EnteringFluidF: Record<HeatPumpApplication, { Cooling: number; Heating: number }>;
};

export const heatPumpApplications: ReadonlyArray<{ value: HeatPumpApplication; label: string }> = [
  { value: 'WaterLoop', label: 'Water Loop' },
  { value: 'GroundWater', label: 'Ground Water' },
  { value: 'GroundLoop', label: 'Ground Loop' },
];

/** A glycol box starts here when the fluid changes from water (a common freeze-protection mix). */
export const DEFAULT_GLYCOL_PERCENT = 30;

/** Water: 500 Btu/h per gpm per °F (8.33 lb/gal × 60 min/h × 1 Btu/lb·°F). */
const BTU_PER_GPM_DEGREE = 500;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Flow that carries `mbh` at a `deltaF` temperature change of water, to 0.1 gpm. */
export function gpmForCapacity(mbh: number, deltaF: number): number {
  return oneDecimal((mbh * 1000) / (BTU_PER_GPM_DEGREE * deltaF));
}

/** The engine data of the line item's model, when the class has it. */
export function modelDataOf(
  models: readonly SelectionModelData[],
  productModelId: number | null,
): SelectionModelData | null {
  return models.find((model) => model.ProductModelId === productModelId) ?? null;
}

/**
 * The coil the engine will compute: the ordered row count when the model has it, else the largest
 * capacity (as the engine and the server's Save choose).
 */
function computedCoil(model: SelectionModelData | null, duty: 'Cooling' | 'Heating', rows: number | null) {
  const coils = (model?.CoilProfiles ?? []).filter((coil) => coil.Duty === duty);
  const ordered = coils.find((coil) => coil.Rows === rows);
  if (ordered) return ordered;
  return coils.reduce<(typeof coils)[number] | null>(
    (best, coil) => (!best || coil.RatedTotalMbh > best.RatedTotalMbh ? coil : best),
    null,
  );
}

function fluidSide(enteringF: number, leavingF: number, gpm: number): FluidSideConditions {
  return {
    SelectionMethod: SelectionMethod.FluidFlow,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    EnteringFluidF: enteringF,
    FluidGpm: gpm,
    RatedFlow: true,
    LeavingFluidF: leavingF,
    FilterMethod: FilterMethod.None,
    FilterTarget: Number.NaN,
  };
}

const defaultAirSide = {
  MotorType: AirMotorType.PSC,
  // Ratings are published at high speed.
  FanSpeed: AirFanSpeed.High,
  SelectBy: AirSelectBy.ESP,
  EspInWg: 0.1,
  CoilConnection: AirCoilConnection.Left,
  AltitudeFt: 0,
} as const;

/**
 * Coil units start at AHRI 440 conditions: 80/67 °F entering air and 45 °F water with the flow of
 * a 10 °F rise through the coil that will be computed (`coolingRows` ordered in the code string);
 * heating 70 °F air and 180 °F water. `nominalMbh`
 * (the model's catalog capacity) sizes the flow when the model has no coil data.
 */
export function defaultCoilConditions(
  model: SelectionModelData | null,
  nominalMbh: number,
  coolingRows: number | null = null,
): CoilConditions {
  const cooling = computedCoil(model, 'Cooling', coolingRows);
  const heating = computedCoil(model, 'Heating', null);
  const coolingGpm = cooling
    ? gpmForCapacity(cooling.RatedTotalMbh, cooling.RatedFluidDeltaTF)
    : gpmForCapacity(nominalMbh > 0 ? nominalMbh : 12, AHRI_440.CoolingFluidRiseF);
  const heatingDropF = heating?.RatedFluidDeltaTF ?? AHRI_440.HeatingFluidDropF;
  const heatingGpm = heating ? gpmForCapacity(heating.RatedTotalMbh, heating.RatedFluidDeltaTF) : coolingGpm;
  return {
    ...defaultAirSide,
    CoolingEnteringDbF: AHRI_440.CoolingEnteringDbF,
    CoolingEnteringWbF: AHRI_440.CoolingEnteringWbF,
    HeatingEnteringDbF: AHRI_440.HeatingEnteringDbF,
    CoilConfiguration: CoilConfiguration.TwoPipe,
    ConfigurationType: ConfigurationType.ChilledWater,
    Cooling: fluidSide(
      AHRI_440.CoolingEnteringFluidF,
      AHRI_440.CoolingEnteringFluidF + AHRI_440.CoolingFluidRiseF,
      coolingGpm,
    ),
    Heating: fluidSide(
      AHRI_440.HeatingEnteringFluidF,
      AHRI_440.HeatingEnteringFluidF - heatingDropF,
      heatingGpm,
    ),
    HeatCoilRows: null,
    ElectricHeatCapacity: null,
  };
}

/**
 * WSHP start at the ISO 13256-1 water-loop rating: 80.6/66.2 °F entering air in cooling, 68 °F in
 * heating, 86/68 °F entering water, at the model's rated flow (about 3 gpm per ton).
 */
export function defaultHeatPumpConditions(
  model: SelectionModelData | null,
  nominalMbh: number,
): HeatPumpConditions {
  const loop = ISO_13256_1.EnteringFluidF.WaterLoop;
  const ratedGpm =
    model?.HeatPumpRating?.RatedGpm ?? oneDecimal(((nominalMbh > 0 ? nominalMbh : 12) / 12) * 3);
  return {
    ...defaultAirSide,
    CoolingEnteringDbF: ISO_13256_1.CoolingEnteringDbF,
    CoolingEnteringWbF: ISO_13256_1.CoolingEnteringWbF,
    HeatingEnteringDbF: ISO_13256_1.HeatingEnteringDbF,
    Application: 'WaterLoop',
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    CoolingEnteringFluidF: loop.Cooling,
    HeatingEnteringFluidF: loop.Heating,
    FluidGpm: ratedGpm,
  };
}

const orNaN = (value: number | null | undefined) => value ?? Number.NaN;

function fluidSideFromSaved(
  saved: CoilSelectionInput['Cooling'],
  fallback: FluidSideConditions,
): FluidSideConditions {
  if (!saved) return fallback;
  return {
    SelectionMethod: saved.SelectionMethod,
    FluidType: saved.FluidType,
    GlycolPercent: saved.GlycolPercent,
    EnteringFluidF: saved.EnteringFluidF,
    // The box of the method not chosen keeps its default, ready when the user switches.
    FluidGpm: saved.FluidGpm ?? fallback.FluidGpm,
    RatedFlow: saved.FluidGpm === null,
    LeavingFluidF: saved.LeavingFluidF ?? fallback.LeavingFluidF,
    FilterMethod: saved.FilterMethod,
    FilterTarget: orNaN(saved.FilterTarget),
  };
}

/** The fan and entering-air fields of a saved selection of either kind. */
function airSideFromSaved(saved: AirSideConditions): AirSideConditions {
  return {
    MotorType: saved.MotorType,
    FanSpeed: saved.FanSpeed,
    SelectBy: saved.SelectBy,
    EspInWg: saved.EspInWg,
    CoilConnection: saved.CoilConnection,
    AltitudeFt: saved.AltitudeFt,
    CoolingEnteringDbF: saved.CoolingEnteringDbF,
    CoolingEnteringWbF: saved.CoolingEnteringWbF,
    HeatingEnteringDbF: saved.HeatingEnteringDbF,
  };
}

/** The form of a saved coil selection; sections it did not use keep their defaults. */
export function coilConditionsFromSaved(saved: CoilSelectionInput, defaults: CoilConditions): CoilConditions {
  return {
    ...airSideFromSaved(saved),
    CoilConfiguration: saved.CoilConfiguration,
    ConfigurationType: saved.ConfigurationType,
    Cooling: fluidSideFromSaved(saved.Cooling, defaults.Cooling),
    Heating: fluidSideFromSaved(saved.Heating, defaults.Heating),
    HeatCoilRows: saved.HeatCoilRows,
    ElectricHeatCapacity: saved.ElectricHeatCapacity,
  };
}

export function heatPumpConditionsFromSaved(saved: HeatPumpSelectionInput): HeatPumpConditions {
  return {
    ...airSideFromSaved(saved),
    Application: saved.Application,
    FluidType: saved.FluidType,
    GlycolPercent: saved.GlycolPercent,
    CoolingEnteringFluidF: saved.CoolingEnteringFluidF,
    HeatingEnteringFluidF: saved.HeatingEnteringFluidF,
    FluidGpm: saved.FluidGpm,
  };
}
