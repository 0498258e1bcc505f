import type { QuantityKind } from '@airquote/shared/units/units';

/**
 * Label and unit of each design-condition field, keyed by its path in the engine input: the forms
 * label their boxes with them and validation names them in its messages.
 */
export type ConditionField = {
  label: string;
  /** The I-P unit the API speaks. */
  unit?: string;
  /** The quantity, so the box shows and takes the user's units (ADR 0031). */
  kind?: QuantityKind;
};

const fluidSideFields = (duty: 'Cooling' | 'Heating'): Record<string, ConditionField> => {
  const water = duty === 'Cooling' ? 'Chilled Water' : 'Hot Water';
  return {
    [`${duty}.SelectionMethod`]: { label: `${duty} Selection Method` },
    [`${duty}.FluidType`]: { label: `${water} Fluid Type` },
    [`${duty}.GlycolPercent`]: { label: `${water} Glycol`, unit: '%' },
    [`${duty}.EnteringFluidF`]: { label: `${water} Entering Temp`, unit: '°F', kind: 'temperature' },
    [`${duty}.FluidGpm`]: { label: `${water} Flow`, unit: 'gpm', kind: 'waterFlow' },
    [`${duty}.LeavingFluidF`]: { label: `${water} Leaving Temp`, unit: '°F', kind: 'temperature' },
    [`${duty}.FilterMethod`]: { label: `${duty} Filter Method` },
    [`${duty}.FilterTarget`]: { label: `${duty} Target` },
  };
};

/** The fan and entering-air fields both unit kinds (water coil and heat pump) share. */
export const airSideFields: Record<string, ConditionField> = {
  MotorType: { label: 'Motor' },
  FanSpeed: { label: 'Fan Speed' },
  SelectBy: { label: 'Select By' },
  EspInWg: { label: 'External Static Pressure', unit: 'in. w.c.', kind: 'airPressure' },
  CoilConnection: { label: 'Coil Connection' },
  AltitudeFt: { label: 'Altitude', unit: 'ft', kind: 'altitude' },
  CoolingEnteringDbF: { label: 'Cooling Entering Air DB', unit: '°F', kind: 'temperature' },
  CoolingEnteringWbF: { label: 'Cooling Entering Air WB', unit: '°F', kind: 'temperature' },
  HeatingEnteringDbF: { label: 'Heating Entering Air DB', unit: '°F', kind: 'temperature' },
};

export const coilConditionFields: Record<string, ConditionField> = {
  ...airSideFields,
  CoilConfiguration: { label: 'Coil Configuration' },
  ConfigurationType: { label: 'Configuration Type' },
  ...fluidSideFields('Cooling'),
  ...fluidSideFields('Heating'),
  HeatCoilRows: { label: 'Heat Coil Rows' },
  ElectricHeatCapacity: { label: 'Electric Heat', unit: 'kW' },
};

export const heatPumpConditionFields: Record<string, ConditionField> = {
  ...airSideFields,
  Application: { label: 'Application' },
  FluidType: { label: 'Fluid Type' },
  GlycolPercent: { label: 'Glycol', unit: '%' },
  CoolingEnteringFluidF: { label: 'Cooling Entering Water', unit: '°F', kind: 'temperature' },
  HeatingEnteringFluidF: { label: 'Heating Entering Water', unit: '°F', kind: 'temperature' },
  FluidGpm: { label: 'Water Flow', unit: 'gpm', kind: 'waterFlow' },
};

/** The unit of a filter target: leaving air temperature for LAT, capacity for Capacity. */
export function filterTargetUnit(filterMethod: number): string {
  return filterMethod === 2 ? '°F' : 'MBH';
}

/** The quantity of a filter target: leaving air temperature for LAT, capacity for Capacity. */
export function filterTargetKind(filterMethod: number): QuantityKind {
  return filterMethod === 2 ? 'temperature' : 'capacity';
}
