import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { App } from '../app.ts';
import { callApi } from './project-fixtures.ts';

/**
 * Request builders for the selection and item configuration tests: valid inputs at AHRI 440 /
 * ISO 13256-1 conditions that a test changes one field at a time.
 */
export function chilledWaterSide(overrides: Record<string, unknown> = {}) {
  return {
    SelectionMethod: 2,
    FluidType: 40,
    GlycolPercent: 0,
    EnteringFluidF: 45,
    FluidGpm: null,
    LeavingFluidF: 55,
    FilterMethod: 1,
    FilterTarget: null,
    ...overrides,
  };
}

export function hotWaterSide(overrides: Record<string, unknown> = {}) {
  return {
    SelectionMethod: 2,
    FluidType: 40,
    GlycolPercent: 0,
    EnteringFluidF: 180,
    FluidGpm: null,
    LeavingFluidF: 160,
    FilterMethod: 1,
    FilterTarget: null,
    ...overrides,
  };
}

/** A 2-pipe chilled-water fan coil at AHRI 440 cooling conditions, PSC motor on high speed. */
export function coilInput(overrides: Record<string, unknown> = {}) {
  return {
    MotorType: 1,
    FanSpeed: 3,
    SelectBy: 2,
    EspInWg: 0.1,
    CoilConnection: 1,
    AltitudeFt: 0,
    CoolingEnteringDbF: 80,
    CoolingEnteringWbF: 67,
    HeatingEnteringDbF: 70,
    CoilConfiguration: 1,
    ConfigurationType: 1,
    Cooling: chilledWaterSide(),
    Heating: null,
    HeatCoilRows: null,
    ElectricHeatCapacity: null,
    ProductModelIds: [],
    ...overrides,
  };
}

/** A water-loop heat pump at ISO 13256-1 conditions. */
export function heatPumpInput(overrides: Record<string, unknown> = {}) {
  return {
    MotorType: 1,
    FanSpeed: 3,
    SelectBy: 2,
    EspInWg: 0.1,
    CoilConnection: 1,
    AltitudeFt: 0,
    CoolingEnteringDbF: 80.6,
    CoolingEnteringWbF: 66.2,
    HeatingEnteringDbF: 68,
    Application: 'WaterLoop',
    FluidType: 40,
    GlycolPercent: 0,
    CoolingEnteringFluidF: 86,
    HeatingEnteringFluidF: 68,
    FluidGpm: 3,
    ProductModelIds: [],
    ...overrides,
  };
}

/** The item configuration inputs of a model (by name) as the given user reads them. */
export async function inputsForModel(
  app: App,
  token: string,
  modelName: string,
): Promise<ItemConfigurationInputs> {
  const response = await callApi(app, token, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
    ProductModelName: modelName,
  });
  if (response.statusCode !== 200)
    throw new Error(`inputs of ${modelName}: ${response.statusCode} ${response.body}`);
  return response.json();
}
