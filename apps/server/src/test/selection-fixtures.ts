import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { SelectionMethod } from '@airquote/shared/selection/selection-schemas';
import {
  ahriEnteringAir,
  fluidSide,
  isoEnteringAir,
  isoWaterLoop,
  testFanInput,
} from '@airquote/shared/selection/test-fixtures';
import type { App } from '../app.ts';
import { callApi } from './project-fixtures.ts';

/**
 * Request builders for the selection and item configuration tests: valid inputs at AHRI 440 /
 * ISO 13256-1 conditions that a test changes one field at a time.
 */
export function chilledWaterSide(overrides: Record<string, unknown> = {}) {
  return waterSideByLeavingTemp(45, 55, overrides);
}

export function hotWaterSide(overrides: Record<string, unknown> = {}) {
  return waterSideByLeavingTemp(180, 160, overrides);
}

/** Plain water selected by its leaving temperature; overrides may be invalid, for the 400 tests. */
function waterSideByLeavingTemp(
  EnteringFluidF: number,
  LeavingFluidF: number,
  overrides: Record<string, unknown>,
) {
  const side = fluidSide({
    SelectionMethod: SelectionMethod.LeavingFluidTemp,
    EnteringFluidF,
    FluidGpm: null,
    LeavingFluidF,
  });
  return { ...side, ...overrides };
}

/** A 2-pipe chilled-water fan coil at AHRI 440 cooling conditions, PSC motor on high speed. */
export function coilInput(overrides: Record<string, unknown> = {}) {
  return {
    ...testFanInput,
    ...ahriEnteringAir,
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
    ...testFanInput,
    ...isoEnteringAir,
    ...isoWaterLoop,
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
