import { referenceFamilyModels } from './reference-ratings.ts';
import {
  type CoilSelectionInput,
  coilSelectionInputSchema,
  type FluidSideInput,
  FluidType,
  type HeatPumpSelectionInput,
  heatPumpSelectionInputSchema,
  SelectionMethod,
  type SelectionModelData,
} from './selection-schemas.ts';

/**
 * Fixtures for the engine's tests: docs/domain.md section 4's rated data (the source of truth the
 * reference catalog must carry), the reference models built from it, and design-condition inputs.
 */

/** docs/domain.md: 3-row 2-pipe fan coils, total / sensible MBH at 80/67 °F, 45 °F water, 10 °F rise. */
export const DOMAIN_FAN_COIL_RATINGS: Record<string, { TotalMbh: number; SensibleMbh: number }> = {
  '02': { TotalMbh: 8.8, SensibleMbh: 6.9 },
  '03': { TotalMbh: 10.5, SensibleMbh: 8.3 },
  '04': { TotalMbh: 13.9, SensibleMbh: 10.6 },
  '06': { TotalMbh: 19.9, SensibleMbh: 15.1 },
  '08': { TotalMbh: 23.4, SensibleMbh: 17.3 },
  '10': { TotalMbh: 33.1, SensibleMbh: 24.7 },
  '12': { TotalMbh: 43.0, SensibleMbh: 31.8 },
};

/** docs/domain.md: WSHP water-loop cooling MBH and EER; about 400 cfm per ton. */
export const DOMAIN_HEAT_PUMP_RATINGS: Record<string, { CoolingMbh: number; Eer: number; Cfm: number }> = {
  '007': { CoolingMbh: 7.6, Eer: 13.4, Cfm: 250 },
  '012': { CoolingMbh: 13.0, Eer: 12.7, Cfm: 400 },
  '015': { CoolingMbh: 15.5, Eer: 16.0, Cfm: 500 },
  '024': { CoolingMbh: 23.7, Eer: 14.9, Cfm: 800 },
  '036': { CoolingMbh: 35.8, Eer: 15.2, Cfm: 1200 },
  '048': { CoolingMbh: 48.4, Eer: 14.1, Cfm: 1600 },
  '060': { CoolingMbh: 59.5, Eer: 14.6, Cfm: 2000 },
};

export const fanCoilModels: SelectionModelData[] = referenceFamilyModels('FanCoil', 1);
export const blowerCoilModels: SelectionModelData[] = referenceFamilyModels('BlowerCoil', 101);
export const ecoModels: SelectionModelData[] = referenceFamilyModels('Eco', 201);
export const heatPumpModels: SelectionModelData[] = referenceFamilyModels('Wshp', 301);
export const allWaterCoilModels = [...fanCoilModels, ...blowerCoilModels, ...ecoModels];

export function modelBySize(models: SelectionModelData[], unitSize: string): SelectionModelData {
  const model = models.find((candidate) => candidate.UnitSize === unitSize);
  if (!model) throw new Error(`No fixture model of size ${unitSize}`);
  return model;
}

/** A fluid side (water at 45 °F, 3 gpm by default). */
export function fluidSide(overrides: Partial<FluidSideInput>): FluidSideInput {
  return {
    SelectionMethod: SelectionMethod.FluidFlow,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    EnteringFluidF: 45,
    FluidGpm: 3,
    LeavingFluidF: null,
    FilterMethod: 1,
    FilterTarget: null,
    ...overrides,
  };
}

/** A PSC motor on high speed selected by ESP (0.1 in. w.c.), left-hand coil, at sea level. */
export const testFanInput = {
  MotorType: 1,
  FanSpeed: 3,
  SelectBy: 2,
  EspInWg: 0.1,
  CoilConnection: 1,
  AltitudeFt: 0,
} as const;

/** Entering air of the AHRI 440 coil rating: 80/67 °F cooling, 70 °F heating. */
export const ahriEnteringAir = {
  CoolingEnteringDbF: 80,
  CoolingEnteringWbF: 67,
  HeatingEnteringDbF: 70,
} as const;

/** Entering air of the ISO 13256-1 heat pump rating: 80.6/66.2 °F cooling, 68 °F heating. */
export const isoEnteringAir = {
  CoolingEnteringDbF: 80.6,
  CoolingEnteringWbF: 66.2,
  HeatingEnteringDbF: 68,
} as const;

/** The water of the ISO 13256-1 water-loop rating: plain water entering at 86 °F cooling, 68 °F heating. */
export const isoWaterLoop = {
  Application: 'WaterLoop',
  FluidType: 40,
  GlycolPercent: 0,
  CoolingEnteringFluidF: 86,
  HeatingEnteringFluidF: 68,
} as const;

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object | null ? DeepPartial<NonNullable<T[K]>> | null : T[K];
};

/** A 4-pipe fan coil at AHRI conditions: chilled water at each size's rated flow, hot water by leaving temperature. */
export function coilInput(overrides: DeepPartial<CoilSelectionInput> = {}): CoilSelectionInput {
  const base = {
    ...testFanInput,
    ...ahriEnteringAir,
    CoilConfiguration: 2,
    ConfigurationType: 1,
    Cooling: {
      SelectionMethod: 1,
      FluidType: 40,
      GlycolPercent: 0,
      EnteringFluidF: 45,
      // Each size's rated flow (select-coil-units' default), not one flow for every size.
      FluidGpm: null,
      FilterMethod: 1,
    },
    Heating: {
      SelectionMethod: 2,
      FluidType: 40,
      GlycolPercent: 0,
      EnteringFluidF: 180,
      LeavingFluidF: 160,
      FilterMethod: 1,
    },
    HeatCoilRows: null,
    ElectricHeatCapacity: null,
    ProductModelIds: [],
  };
  const merged = {
    ...base,
    ...overrides,
    Cooling: overrides.Cooling === null ? null : { ...base.Cooling, ...overrides.Cooling },
    Heating: overrides.Heating === null ? null : { ...base.Heating, ...overrides.Heating },
  };
  return coilSelectionInputSchema.parse(merged);
}

/** A water-loop heat pump at ISO 13256-1 conditions with its rated water flow set by the caller. */
export function heatPumpInput(overrides: Partial<HeatPumpSelectionInput> = {}): HeatPumpSelectionInput {
  return heatPumpSelectionInputSchema.parse({
    ...testFanInput,
    EspInWg: 0.15,
    ...isoEnteringAir,
    ...isoWaterLoop,
    FluidGpm: 3.3,
    ProductModelIds: [],
    ...overrides,
  });
}
