import { ProductType } from '@airquote/shared/enums/lookups';
import {
  CoilConfiguration,
  ConfigurationType,
  coilSelectionInputSchema,
  FilterMethod,
  FluidType,
  heatPumpSelectionInputSchema,
  SelectionMethod,
  type SelectionModelData,
} from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import {
  coilConditionsFromSaved,
  defaultCoilConditions,
  defaultHeatPumpConditions,
  gpmForCapacity,
  heatPumpConditionsFromSaved,
} from './design-conditions.ts';
import {
  activeDuties,
  coilSelectionInputOf,
  heatPumpSelectionInputOf,
  validateCoilConditions,
  validateHeatPumpConditions,
} from './selection-input.ts';

const coil = (duty: 'Cooling' | 'Heating', rows: number, mbh: number, deltaF: number) => ({
  CoilProfileId: rows,
  ProductModelId: 7,
  Duty: duty,
  Rows: rows,
  FinsPerInch: 12,
  FaceAreaSqFt: 1.5,
  TubeCircuits: 4,
  TubeInsideDiameterIn: 0.347,
  RatedCfm: 400,
  RatedEnteringDbF: duty === 'Cooling' ? 80 : 70,
  RatedEnteringWbF: duty === 'Cooling' ? 67 : null,
  RatedEnteringFluidF: duty === 'Cooling' ? 45 : 180,
  RatedFluidDeltaTF: deltaF,
  RatedTotalMbh: mbh,
  RatedSensibleMbh: duty === 'Cooling' ? mbh * 0.76 : null,
  RatedFluidPdFt: 4,
  RatedAirPdInWg: 0.2,
  MinCfm: 150,
  MaxCfm: 600,
  MinGpm: 0.5,
  MaxGpm: 6,
  MinEnteringFluidF: 38,
  MaxEnteringFluidF: 200,
});

const fanCoilModel: SelectionModelData = {
  ProductModelId: 7,
  ProductTypeId: ProductType.FanCoil,
  ProductModelName: 'FCH-04',
  UnitSize: '04',
  NominalCfm: 400,
  // The 4-row coil is the largest: the engine computes it unless the code string orders other rows.
  CoilProfiles: [coil('Cooling', 4, 16, 10), coil('Cooling', 3, 13.9, 10), coil('Heating', 1, 20, 20)],
  AirFlowProfiles: [],
  FilterPressureDrops: [],
  HeatPumpRating: null,
  ElectricHeatKw: [],
};

describe('default design conditions', () => {
  it('start coil units at AHRI 440: 80/67 °F air, 45 °F water at a 10 °F rise through the rated coil, 70/180 °F heating', () => {
    const conditions = defaultCoilConditions(fanCoilModel, 13.9, 3);
    expect(conditions).toMatchObject({
      CoolingEnteringDbF: 80,
      CoolingEnteringWbF: 67,
      HeatingEnteringDbF: 70,
      Cooling: { EnteringFluidF: 45, LeavingFluidF: 55, FluidGpm: 2.8, FluidType: FluidType.Water },
      Heating: { EnteringFluidF: 180, LeavingFluidF: 160, FluidGpm: 2, FluidType: FluidType.Water },
    });
    // 13.9 MBH / (500 × 10 °F) = 2.78 gpm.
    expect(gpmForCapacity(13.9, 10)).toBe(2.8);
    // Without ordered rows, the coil the engine computes: the largest capacity, 16 MBH.
    expect(defaultCoilConditions(fanCoilModel, 13.9).Cooling.FluidGpm).toBe(3.2);
  });

  it('size the flow from the catalog capacity when the model has no coil data', () => {
    expect(defaultCoilConditions(null, 23.4).Cooling.FluidGpm).toBe(4.7);
  });

  it('start heat pumps at the ISO 13256-1 water-loop rating with the rated flow', () => {
    const conditions = defaultHeatPumpConditions(
      {
        ...fanCoilModel,
        CoilProfiles: [],
        HeatPumpRating: { RatedGpm: 9 } as SelectionModelData['HeatPumpRating'],
      },
      35.8,
    );
    expect(conditions).toMatchObject({
      Application: 'WaterLoop',
      CoolingEnteringDbF: 80.6,
      CoolingEnteringWbF: 66.2,
      HeatingEnteringDbF: 68,
      CoolingEnteringFluidF: 86,
      HeatingEnteringFluidF: 68,
      FluidGpm: 9,
    });
    // Without a rating: 3 gpm per ton of the catalog capacity.
    expect(defaultHeatPumpConditions(null, 36).FluidGpm).toBe(9);
  });
});

describe('engine input from the form', () => {
  it('sends only the coils the configuration uses', () => {
    expect(
      activeDuties({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.ChilledWater,
      }),
    ).toEqual({ cooling: true, heating: false });
    expect(
      activeDuties({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.HotWater,
      }),
    ).toEqual({ cooling: false, heating: true });
    expect(
      activeDuties({
        CoilConfiguration: CoilConfiguration.TwoPipe,
        ConfigurationType: ConfigurationType.Changeover,
      }),
    ).toEqual({ cooling: true, heating: true });
    expect(
      activeDuties({
        CoilConfiguration: CoilConfiguration.FourPipe,
        ConfigurationType: ConfigurationType.ChilledWater,
      }),
    ).toEqual({ cooling: true, heating: true });

    const twoPipe = coilSelectionInputOf(defaultCoilConditions(fanCoilModel, 13.9, 3));
    expect(twoPipe.Heating).toBeNull();
    expect(twoPipe.HeatCoilRows).toBeNull();
    const fourPipe = coilSelectionInputOf({
      ...defaultCoilConditions(fanCoilModel, 13.9, 3),
      CoilConfiguration: CoilConfiguration.FourPipe,
    });
    expect(fourPipe.Heating).not.toBeNull();
    // The model's standard heating coil unless the user picks the spec's '3' or '4'.
    expect(fourPipe.HeatCoilRows).toBeNull();
    expect(
      coilSelectionInputOf({
        ...defaultCoilConditions(fanCoilModel, 13.9, 3),
        CoilConfiguration: CoilConfiguration.FourPipe,
        HeatCoilRows: 2,
      }).HeatCoilRows,
    ).toBe(2);
  });

  it('sends the flow or the leaving temperature by selection method, glycol only with glycol, a target only with a filter', () => {
    const defaults = defaultCoilConditions(fanCoilModel, 13.9, 3);
    const input = coilSelectionInputOf({
      ...defaults,
      Cooling: {
        ...defaults.Cooling,
        SelectionMethod: SelectionMethod.LeavingFluidTemp,
        FluidType: FluidType.Water,
        GlycolPercent: 30,
        FilterMethod: FilterMethod.None,
        FilterTarget: 55,
      },
    });
    expect(input.Cooling).toMatchObject({
      FluidGpm: null,
      LeavingFluidF: 55,
      GlycolPercent: 0,
      FilterTarget: null,
    });
    const glycol = coilSelectionInputOf({
      ...defaults,
      Cooling: {
        ...defaults.Cooling,
        FluidType: FluidType.Propylene,
        GlycolPercent: 25,
        FilterMethod: FilterMethod.LAT,
        FilterTarget: 56,
      },
    });
    // An untouched flow is each candidate's rated flow: null to the engine.
    expect(glycol.Cooling).toMatchObject({
      FluidGpm: null,
      LeavingFluidF: null,
      GlycolPercent: 25,
      FilterTarget: 56,
    });
    expect(coilSelectionInputSchema.safeParse(glycol).success).toBe(true);
    const typed = coilSelectionInputOf({ ...defaults, Cooling: { ...defaults.Cooling, RatedFlow: false } });
    expect(typed.Cooling?.FluidGpm).toBe(2.8);
  });

  it('builds a heat pump input the engine schema accepts', () => {
    const input = heatPumpSelectionInputOf({ ...defaultHeatPumpConditions(null, 24), GlycolPercent: 40 });
    expect(input.GlycolPercent).toBe(0);
    expect(heatPumpSelectionInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads a saved selection back into the form, keeping defaults for the unused sections', () => {
    const defaults = defaultCoilConditions(fanCoilModel, 13.9, 3);
    const saved = coilSelectionInputSchema.parse(
      coilSelectionInputOf({
        ...defaults,
        CoolingEnteringDbF: 78,
        CoolingEnteringWbF: 65,
        Cooling: { ...defaults.Cooling, EnteringFluidF: 44, FluidGpm: 2.5, RatedFlow: false },
      }),
    );
    const form = coilConditionsFromSaved(saved, defaults);
    expect(form).toMatchObject({
      CoolingEnteringDbF: 78,
      CoolingEnteringWbF: 65,
      Cooling: { EnteringFluidF: 44, FluidGpm: 2.5, RatedFlow: false },
    });
    expect(form.Heating).toEqual(defaults.Heating);
    expect(coilSelectionInputOf(form)).toEqual(saved);

    const heatPump = heatPumpSelectionInputSchema.parse(
      heatPumpSelectionInputOf(defaultHeatPumpConditions(null, 24)),
    );
    expect(heatPumpSelectionInputOf(heatPumpConditionsFromSaved(heatPump))).toEqual(heatPump);
  });
});

describe('validation with the engine schemas', () => {
  it('accepts the defaults', () => {
    expect(validateCoilConditions(defaultCoilConditions(fanCoilModel, 13.9, 3)).errors).toEqual({});
    expect(validateHeatPumpConditions(defaultHeatPumpConditions(null, 24)).input).not.toBeNull();
  });

  it('names the field and its unit beside each bad box', () => {
    const defaults = defaultCoilConditions(fanCoilModel, 13.9, 3);
    const result = validateCoilConditions({
      ...defaults,
      CoolingEnteringDbF: 130,
      EspInWg: Number.NaN,
      Cooling: {
        ...defaults.Cooling,
        EnteringFluidF: 10,
        FilterMethod: FilterMethod.Capacity,
        FilterTarget: Number.NaN,
      },
    });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual({
      CoolingEnteringDbF: 'Cooling Entering Air DB must be no more than 120 °F',
      EspInWg: 'External Static Pressure is required',
      'Cooling.EnteringFluidF': 'Chilled Water Entering Temp must be at least 20 °F',
      'Cooling.FilterTarget': 'Cooling Target is required',
    });
  });

  it('states the limits in the user’s units: an SI user reads °C, Pa and m (ADR 0031)', () => {
    const defaults = defaultCoilConditions(fanCoilModel, 13.9, 3);
    const conditions = {
      ...defaults,
      CoolingEnteringDbF: 130,
      EspInWg: 3,
      AltitudeFt: 20000,
      Cooling: { ...defaults.Cooling, EnteringFluidF: 10 },
    };
    expect(validateCoilConditions(conditions, 'SI').errors).toEqual({
      CoolingEnteringDbF: 'Cooling Entering Air DB must be no more than 48.9 °C',
      EspInWg: 'External Static Pressure must be no more than 498 Pa',
      AltitudeFt: 'Altitude must be no more than 3,048 m',
      'Cooling.EnteringFluidF': 'Chilled Water Entering Temp must be at least -6.7 °C',
    });
    expect(validateCoilConditions(conditions, 'IP').errors).toEqual({
      CoolingEnteringDbF: 'Cooling Entering Air DB must be no more than 120 °F',
      EspInWg: 'External Static Pressure must be no more than 2 in. w.c.',
      AltitudeFt: 'Altitude must be no more than 10000 ft',
      'Cooling.EnteringFluidF': 'Chilled Water Entering Temp must be at least 20 °F',
    });
    const heatPump = validateHeatPumpConditions(
      { ...defaultHeatPumpConditions(null, 24), FluidGpm: 150 },
      'SI',
    );
    expect(heatPump.errors.FluidGpm).toBe('Water Flow must be no more than 6.309 l/s');
  });

  it('ignores a bad box of a coil the configuration does not use', () => {
    const defaults = defaultCoilConditions(fanCoilModel, 13.9, 3);
    const result = validateCoilConditions({
      ...defaults,
      Heating: { ...defaults.Heating, EnteringFluidF: Number.NaN },
    });
    expect(result.errors).toEqual({});
    expect(result.input?.Heating).toBeNull();
  });

  it('refuses a wet bulb above the dry bulb', () => {
    const result = validateHeatPumpConditions({
      ...defaultHeatPumpConditions(null, 24),
      CoolingEnteringWbF: 90,
    });
    expect(result.errors.CoolingEnteringWbF).toBe('Entering wet bulb cannot be above the entering dry bulb');
  });
});
