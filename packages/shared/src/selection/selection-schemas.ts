import { z } from 'zod';
import { SITE_ALTITUDE_FT } from './site-altitude.ts';

/**
 * The selection engine's data contract (docs/domain.md sections 3 and 4), in I-P units as the API
 * speaks them. The catalog tables store these shapes; the server sends them to the browser with
 * the item configuration inputs so both compute the same numbers with the same pure engine.
 */

// ---------------------------------------------------------------- fixed option lists (spec §3)
export const CoilConfiguration = { TwoPipe: 1, FourPipe: 2 } as const;
export const ConfigurationType = { ChilledWater: 1, HotWater: 2, Changeover: 3 } as const;
export const AirMotorType = { PSC: 1, ECM: 2 } as const;
export const AirFanSpeed = { Low: 1, Medium: 2, High: 3 } as const;
export const AirSelectBy = { ESP: 2 } as const;
export const AirCoilConnection = { Left: 1, Right: 2 } as const;
export const SelectionMethod = { FluidFlow: 1, LeavingFluidTemp: 2 } as const;
export const FilterMethod = { None: 1, LAT: 2, Capacity: 3 } as const;
export const FluidType = { Water: 40, Ethylene: 41, Propylene: 42 } as const;
export const HeatCoilRows = { Three: 1, Four: 2 } as const;
export const ElectricHeatCapacity = { Three: 1, Four: 2 } as const;

/** The spec's option lists with their display texts, for selects and for validation. */
export const selectionOptionLists = {
  coilConfiguration: [
    { value: 1, label: '2-Pipe System' },
    { value: 2, label: '4-Pipe System' },
  ],
  configurationType: [
    { value: 1, label: 'Chilled Water' },
    { value: 2, label: 'Hot Water' },
    { value: 3, label: 'Changeover' },
  ],
  airMotorType: [
    { value: 1, label: 'PSC' },
    { value: 2, label: 'ECM' },
  ],
  airFanSpeed: [
    { value: 1, label: 'Low' },
    { value: 2, label: 'Medium' },
    { value: 3, label: 'High' },
  ],
  airSelectBy: [{ value: 2, label: 'ESP' }],
  airCoilConnection: [
    { value: 1, label: 'Left' },
    { value: 2, label: 'Right' },
  ],
  selectionMethod: [
    { value: 1, label: 'Fluid Flow' },
    { value: 2, label: 'Leaving Fluid Temp' },
  ],
  filterMethod: [
    { value: 1, label: 'None' },
    { value: 2, label: 'LAT' },
    { value: 3, label: 'Capacity' },
  ],
  fluidType: [
    { value: 40, label: 'Water' },
    { value: 41, label: 'Ethylene' },
    { value: 42, label: 'Propylene' },
  ],
  heatCoilRows: [
    { value: 1, label: '3' },
    { value: 2, label: '4' },
  ],
  electricHeatCapacity: [
    { value: 1, label: '3' },
    { value: 2, label: '4' },
  ],
} as const;

const optionValue = (list: ReadonlyArray<{ value: number; label: string }>, name: string) =>
  z
    .number()
    .int()
    .refine((value) => list.some((option) => option.value === value), {
      message: `${name} must be one of ${list.map((option) => `${option.value} (${option.label})`).join(', ')}`,
    });

// ---------------------------------------------------------------- catalog data
/**
 * A water coil of one model and row count, with its AHRI 440 rating point. The engine calibrates
 * the coil's UA to reproduce RatedTotalMbh/RatedSensibleMbh (cooling) or RatedTotalMbh (heating)
 * at exactly these conditions, and refuses inputs outside the Min/Max ranges (no extrapolation).
 */
export const coilProfileSchema = z.object({
  CoilProfileId: z.number().int(),
  ProductModelId: z.number().int(),
  /** Cooling coils are also used for heating in 2-pipe changeover; Heating coils are the 4-pipe reheat coil. */
  Duty: z.enum(['Cooling', 'Heating']),
  Rows: z.number().int().min(1).max(8),
  FinsPerInch: z.number().positive(),
  FaceAreaSqFt: z.number().positive(),
  TubeCircuits: z.number().int().positive(),
  /**
   * Inside diameter of the coil's tubes, in.: water velocity and Reynolds number per coil
   * (engineering-limits.ts). Absent in older data: 3/8 in. OD copper with 0.014 in. wall, 0.347 in.
   */
  TubeInsideDiameterIn: z
    .number()
    .positive()
    .max(2)
    .default(0.347)
    .describe('Tube inside diameter, in. (I-P; the API is always I-P)'),
  /** Rating point: air. */
  RatedCfm: z.number().positive(),
  RatedEnteringDbF: z.number(),
  /** Cooling only (null for heating ratings). */
  RatedEnteringWbF: z.number().nullable(),
  /** Rating point: fluid (water). */
  RatedEnteringFluidF: z.number(),
  RatedFluidDeltaTF: z.number().positive(),
  RatedTotalMbh: z.number().positive(),
  /** Cooling only (null for heating ratings). */
  RatedSensibleMbh: z.number().positive().nullable(),
  /** Water pressure drop at the rated flow, ft of water; scales with flow^1.8. */
  RatedFluidPdFt: z.number().positive(),
  /** Dry-coil air pressure drop at RatedCfm, in. w.c.; wet coils add ~30 %. */
  RatedAirPdInWg: z.number().positive(),
  /** Rated range: the engine warns and returns no numbers outside it. */
  MinCfm: z.number().positive(),
  MaxCfm: z.number().positive(),
  MinGpm: z.number().positive(),
  MaxGpm: z.number().positive(),
  MinEnteringFluidF: z.number(),
  MaxEnteringFluidF: z.number(),
});
export type CoilProfile = z.infer<typeof coilProfileSchema>;

export const fanCurvePointSchema = z.object({
  Cfm: z.number().nonnegative(),
  /** Total static pressure the fan develops at this flow, in. w.c. */
  StaticInWg: z.number().nonnegative(),
  Watts: z.number().nonnegative(),
});

/**
 * A model's fan for one motor type: one curve per speed tap (PSC taps are separate windings;
 * ECM taps are the full-speed curve scaled by SpeedPercent with the fan laws).
 */
export const airFlowProfileSchema = z.object({
  AirFlowProfileId: z.number().int(),
  ProductModelId: z.number().int(),
  MotorType: z.number().int(),
  Taps: z.array(
    z.object({
      FanSpeed: z.number().int(),
      /** 100 for PSC taps; the ECM setting of this tap as a percent of full speed. */
      SpeedPercent: z.number().positive().max(100),
      /** Points with Cfm rising and StaticInWg falling. */
      Points: z.array(fanCurvePointSchema).min(2),
    }),
  ),
});
export type AirFlowProfile = z.infer<typeof airFlowProfileSchema>;

/** Filter ΔP = K · (V / 500)^N in. w.c., V the face velocity over FaceAreaSqFt in fpm. */
export const filterPressureDropSchema = z.object({
  FilterPressureDropId: z.number().int(),
  ProductModelId: z.number().int(),
  FilterName: z.string(),
  FaceAreaSqFt: z.number().positive(),
  K: z.number().positive(),
  N: z.number().positive(),
});
export type FilterPressureDrop = z.infer<typeof filterPressureDropSchema>;

/**
 * Polynomial correction a + b·x + c·x² applied as a factor to a rated value; x is the input's
 * departure from rating (EWT in °F, EAT in °F, airflow and water flow as fractions of rated).
 */
export const correctionCurveSchema = z.object({ A: z.number(), B: z.number(), C: z.number() });

/** A water source heat pump's ISO 13256-1 water-loop rating and its correction curves. */
export const heatPumpRatingSchema = z.object({
  HeatPumpRatingId: z.number().int(),
  ProductModelId: z.number().int(),
  RatedCfm: z.number().positive(),
  RatedGpm: z.number().positive(),
  RatedCoolingMbh: z.number().positive(),
  RatedSensibleRatio: z.number().positive().max(1),
  RatedEer: z.number().positive(),
  RatedHeatingMbh: z.number().positive(),
  RatedCop: z.number().positive(),
  RatedFluidPdFt: z.number().positive(),
  /**
   * Hydraulic diameter of the water passage of the refrigerant-to-water heat exchanger (coaxial
   * coil), in., all the water in one passage: water velocity and Reynolds number (engineering-limits.ts).
   */
  WaterPassageDiameterIn: z
    .number()
    .positive()
    .max(4)
    .describe('Water passage hydraulic diameter, in. (I-P; the API is always I-P)'),
  /** Corrections of capacity and input power (cooling, heating) for EWT, EAT, airflow, water flow. */
  Corrections: z.object({
    CoolingCapacity: z.object({
      Ewt: correctionCurveSchema,
      Eat: correctionCurveSchema,
      Airflow: correctionCurveSchema,
      WaterFlow: correctionCurveSchema,
    }),
    CoolingPower: z.object({
      Ewt: correctionCurveSchema,
      Eat: correctionCurveSchema,
      Airflow: correctionCurveSchema,
      WaterFlow: correctionCurveSchema,
    }),
    HeatingCapacity: z.object({
      Ewt: correctionCurveSchema,
      Eat: correctionCurveSchema,
      Airflow: correctionCurveSchema,
      WaterFlow: correctionCurveSchema,
    }),
    HeatingPower: z.object({
      Ewt: correctionCurveSchema,
      Eat: correctionCurveSchema,
      Airflow: correctionCurveSchema,
      WaterFlow: correctionCurveSchema,
    }),
  }),
  /** Rated range (no extrapolation). */
  MinCoolingEwtF: z.number(),
  MaxCoolingEwtF: z.number(),
  MinHeatingEwtF: z.number(),
  MaxHeatingEwtF: z.number(),
  MinCfm: z.number().positive(),
  MaxCfm: z.number().positive(),
  MinGpm: z.number().positive(),
  MaxGpm: z.number().positive(),
});
export type HeatPumpRating = z.infer<typeof heatPumpRatingSchema>;

/** Everything the engine needs about one candidate model. */
export const selectionModelDataSchema = z.object({
  ProductModelId: z.number().int(),
  /** The model's product type (enums/lookups ProductType): its class's ESP range (engineering-limits.ts). */
  ProductTypeId: z.number().int(),
  ProductModelName: z.string(),
  UnitSize: z.string(),
  NominalCfm: z.number().positive(),
  CoilProfiles: z.array(coilProfileSchema),
  AirFlowProfiles: z.array(airFlowProfileSchema),
  FilterPressureDrops: z.array(filterPressureDropSchema),
  /** Present for WSHP models only. */
  HeatPumpRating: heatPumpRatingSchema.nullable(),
  /** Electric heat kW available on the model (empty when none). */
  ElectricHeatKw: z.array(z.number().positive()),
});
export type SelectionModelData = z.infer<typeof selectionModelDataSchema>;

// ---------------------------------------------------------------- inputs
const fluidSideSchema = z.object({
  SelectionMethod: optionValue(selectionOptionLists.selectionMethod, 'SelectionMethod'),
  FluidType: optionValue(selectionOptionLists.fluidType, 'FluidType'),
  /** Glycol mass concentration in percent; 0 for water. */
  GlycolPercent: z.number().min(0).max(60).default(0),
  EnteringFluidF: z
    .number()
    .min(20)
    .max(250)
    .describe('Entering fluid temperature, °F (I-P; the API is always I-P)'),
  /** With SelectionMethod FluidFlow. */
  FluidGpm: z
    .number()
    .positive()
    .max(500)
    .nullable()
    .default(null)
    .describe('Fluid flow, gpm (I-P; the API is always I-P)'),
  /** With SelectionMethod LeavingFluidTemp. */
  LeavingFluidF: z
    .number()
    .min(20)
    .max(250)
    .nullable()
    .default(null)
    .describe('Leaving fluid temperature, °F (I-P; the API is always I-P)'),
  FilterMethod: optionValue(selectionOptionLists.filterMethod, 'FilterMethod'),
  /** Leaving air temperature target (°F) for LAT, total capacity target (MBH) for Capacity. */
  FilterTarget: z.number().nullable().default(null),
});
export type FluidSideInput = z.infer<typeof fluidSideSchema>;

/** Air side shared by every product type. */
const airSideSchema = z.object({
  MotorType: optionValue(selectionOptionLists.airMotorType, 'MotorType'),
  FanSpeed: optionValue(selectionOptionLists.airFanSpeed, 'FanSpeed'),
  SelectBy: optionValue(selectionOptionLists.airSelectBy, 'SelectBy'),
  /** External static pressure at the unit's nominal airflow, in. w.c. */
  EspInWg: z
    .number()
    .min(0)
    .max(2)
    .describe('External static pressure, in. w.g. (I-P; the API is always I-P)'),
  CoilConnection: optionValue(selectionOptionLists.airCoilConnection, 'CoilConnection'),
  AltitudeFt: z
    .number()
    .min(SITE_ALTITUDE_FT.Min)
    .max(SITE_ALTITUDE_FT.Max)
    .default(0)
    .describe('Site altitude, ft (I-P; the API is always I-P)'),
  CoolingEnteringDbF: z
    .number()
    .min(40)
    .max(120)
    .describe('Cooling entering air dry bulb, °F (I-P; the API is always I-P)'),
  CoolingEnteringWbF: z
    .number()
    .min(30)
    .max(100)
    .describe('Cooling entering air wet bulb, °F (I-P; the API is always I-P)'),
  HeatingEnteringDbF: z
    .number()
    .min(20)
    .max(100)
    .describe('Heating entering air dry bulb, °F (I-P; the API is always I-P)'),
});

/** GetRRResults (fan coils), GetBlowerCoilResults (air handlers, ECO): water-coil units. */
export const coilSelectionInputSchema = airSideSchema.extend({
  CoilConfiguration: optionValue(selectionOptionLists.coilConfiguration, 'CoilConfiguration'),
  ConfigurationType: optionValue(selectionOptionLists.configurationType, 'ConfigurationType'),
  /** Chilled-water side (or the changeover coil in cooling); null when not selected. */
  Cooling: fluidSideSchema.nullable(),
  /** Hot-water side (the changeover coil in heating, or the 4-pipe heating coil); null when not selected. */
  Heating: fluidSideSchema.nullable(),
  /** 4-pipe heating coil rows: 1 = '3', 2 = '4' (spec option list). Null = the model's largest heating coil. */
  HeatCoilRows: optionValue(selectionOptionLists.heatCoilRows, 'HeatCoilRows').nullable().default(null),
  /** Electric heat option: 1 = '3' kW, 2 = '4' kW (spec option list); null = none. */
  ElectricHeatCapacity: optionValue(selectionOptionLists.electricHeatCapacity, 'ElectricHeatCapacity')
    .nullable()
    .default(null),
  /** Limit the candidates to these models; empty = every model of the request's model class. */
  ProductModelIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type CoilSelectionInput = z.infer<typeof coilSelectionInputSchema>;

/** GetWSHPResults: ISO 13256-1 application and conditions. */
export const heatPumpSelectionInputSchema = airSideSchema.extend({
  Application: z.enum(['WaterLoop', 'GroundWater', 'GroundLoop']),
  FluidType: optionValue(selectionOptionLists.fluidType, 'FluidType'),
  GlycolPercent: z.number().min(0).max(60).default(0),
  CoolingEnteringFluidF: z.number().min(20).max(130),
  HeatingEnteringFluidF: z.number().min(20).max(130),
  FluidGpm: z.number().positive().max(100),
  ProductModelIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type HeatPumpSelectionInput = z.infer<typeof heatPumpSelectionInputSchema>;

// ---------------------------------------------------------------- outputs
export const selectionWarningSchema = z.object({
  /** Stable code for tests and UI (e.g. FaceVelocityHigh, CfmOutOfRange, CondensateCarryOver). */
  Code: z.string(),
  Message: z.string(),
  /** Engineering limits (engineering-limits.ts) carry theirs; absent = 'Warning'. */
  Severity: z.enum(['Warning', 'Info']).optional(),
});
export type SelectionWarning = z.infer<typeof selectionWarningSchema>;

/** One coil's duty at the operating point; numbers are null when an input is outside the rated range. */
export const coilPerformanceSchema = z.object({
  Duty: z.enum(['Cooling', 'Heating']),
  Rows: z.number().int(),
  TotalMbh: z.number().nullable().describe('Total capacity, MBH (I-P; the API is always I-P)'),
  SensibleMbh: z.number().nullable().describe('Sensible capacity, MBH (I-P; the API is always I-P)'),
  LeavingDbF: z.number().nullable(),
  LeavingWbF: z.number().nullable(),
  FluidGpm: z.number().nullable(),
  LeavingFluidF: z.number().nullable(),
  FluidPdFt: z.number().nullable(),
  AirPdInWg: z.number().nullable(),
  /** Air-side and fluid-side heat, for the energy balance check and for display. */
  AirSideMbh: z.number().nullable(),
  FluidSideMbh: z.number().nullable(),
});
export type CoilPerformance = z.infer<typeof coilPerformanceSchema>;

export const fanOperatingPointSchema = z.object({
  Cfm: z.number(),
  /** ESP delivered at this airflow (the system curve's external part). */
  EspInWg: z.number(),
  /** Total static at the operating point: ESP + coil(s) + filter. */
  TotalStaticInWg: z.number(),
  FilterPdInWg: z.number(),
  FanWatts: z.number(),
  FaceVelocityFpm: z.number(),
});

export const coilCandidateResultSchema = z.object({
  ProductModelId: z.number().int(),
  ProductModelName: z.string(),
  UnitSize: z.string(),
  FanSpeed: z.number().int(),
  MotorType: z.number().int(),
  AirFlowProfileId: z.number().int().nullable(),
  FanOperatingPoint: fanOperatingPointSchema.nullable(),
  Cooling: coilPerformanceSchema.nullable(),
  Heating: coilPerformanceSchema.nullable(),
  ElectricHeatMbh: z.number().nullable(),
  /** True when the candidate meets the FilterMethod target(s). */
  MeetsTarget: z.boolean(),
  Warnings: z.array(selectionWarningSchema),
});
export type CoilCandidateResult = z.infer<typeof coilCandidateResultSchema>;

export const heatPumpCandidateResultSchema = z.object({
  ProductModelId: z.number().int(),
  ProductModelName: z.string(),
  UnitSize: z.string(),
  FanSpeed: z.number().int(),
  MotorType: z.number().int(),
  AirFlowProfileId: z.number().int().nullable(),
  FanOperatingPoint: fanOperatingPointSchema.nullable(),
  CoolingTotalMbh: z.number().nullable(),
  CoolingSensibleMbh: z.number().nullable(),
  CoolingPowerKw: z.number().nullable(),
  Eer: z.number().nullable(),
  HeatingMbh: z.number().nullable(),
  HeatingPowerKw: z.number().nullable(),
  Cop: z.number().nullable(),
  CoolingLeavingDbF: z.number().nullable(),
  CoolingLeavingWbF: z.number().nullable(),
  HeatingLeavingDbF: z.number().nullable(),
  CoolingLeavingFluidF: z.number().nullable(),
  HeatingLeavingFluidF: z.number().nullable(),
  FluidPdFt: z.number().nullable(),
  Warnings: z.array(selectionWarningSchema),
});
export type HeatPumpCandidateResult = z.infer<typeof heatPumpCandidateResultSchema>;

/** What Save stores on the line item (the spec's performance line item). */
export const savedPerformanceSchema = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('Coil'),
    Input: coilSelectionInputSchema,
    Result: coilCandidateResultSchema,
  }),
  z.object({
    Kind: z.literal('HeatPump'),
    Input: heatPumpSelectionInputSchema,
    Result: heatPumpCandidateResultSchema,
  }),
]);
export type SavedPerformance = z.infer<typeof savedPerformanceSchema>;
