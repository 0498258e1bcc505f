import { FluidType } from './selection-schemas.ts';

/**
 * Water, ethylene glycol and propylene glycol solutions by mass concentration and temperature.
 * Glycols follow Melinder (2010), "Properties of Secondary Working Fluids for Indirect Systems"
 * (IIR), the correlations ASHRAE and the IBPSA Modelica library use: a polynomial in
 * (concentration − xm, temperature − tm), valid 0–60 % and from the freezing point to 100 °C.
 * Water is the same polynomial at 0 % for specific heat and conductivity, with Thiesen's density and
 * the Vogel equation for viscosity (Melinder's 0 % viscosity is 13 % low at 80 °C). A glycol's value is water's times Melinder(x)/Melinder(0), so 0 % is water
 * exactly and properties move continuously with concentration.
 */

export type FluidKind = 'Water' | 'Ethylene' | 'Propylene';

export type FluidProperties = {
  DensityLbFt3: number;
  SpecificHeatBtuLbF: number;
  /** Dynamic viscosity, centipoise (mPa·s). */
  ViscosityCp: number;
  ConductivityBtuHrFtF: number;
  FreezingPointF: number;
};

type MelinderCoefficients = {
  referencePercent: number;
  referenceC: number;
  density: readonly number[];
  specificHeat: readonly number[];
  /** Of ln(viscosity in mPa·s). */
  logViscosity: readonly number[];
  conductivity: readonly number[];
  freezing: readonly number[];
};

// Terms per concentration power i = 0..5: temperature powers 0..3, 0..3, 0..3, 0..2, 0..1, 0.
const TEMPERATURE_TERMS = [4, 4, 4, 3, 2, 1];

const ETHYLENE: MelinderCoefficients = {
  referencePercent: 30.8462,
  referenceC: 31.728,
  density: [
    1.034e3, -4.781e-1, -2.692e-3, 4.725e-6, 1.311, -6.876e-3, 4.805e-5, 1.69e-8, 7.49e-5, 7.855e-5,
    -3.995e-7, 4.982e-9, -1.062e-4, 1.229e-6, -1.153e-8, -9.623e-7, -7.221e-8, 4.891e-8,
  ],
  specificHeat: [
    3.737e3, 2.93, -4.675e-3, -1.389e-5, -1.799e1, 1.046e-1, -4.147e-4, 1.847e-7, -9.933e-2, 3.516e-4,
    5.109e-6, -7.138e-8, 2.61e-3, -1.189e-6, -1.643e-7, 1.537e-5, -4.272e-7, -1.618e-6,
  ],
  logViscosity: [
    4.705e-1, -2.55e-2, 1.782e-4, -7.669e-7, 2.471e-2, -1.171e-4, 1.052e-6, -1.634e-8, 3.328e-6, -1.086e-6,
    -1.051e-8, -6.475e-10, 1.695e-6, 3.157e-9, 4.063e-10, 3.089e-8, 1.831e-10, -1.865e-9,
  ],
  conductivity: [
    4.72e-1, 8.903e-4, -1.058e-6, -2.789e-9, -4.286e-3, -1.473e-5, 1.059e-7, -1.142e-10, 1.747e-5, 6.814e-8,
    -3.612e-9, 2.365e-12, 3.017e-8, -2.412e-9, 4.004e-11, -1.322e-9, 2.555e-11, 2.678e-11,
  ],
  freezing: [
    -1.525e1, -1.566e-6, -2.278e-7, 2.169e-9, -8.08e-1, -1.339e-6, 2.047e-8, -2.717e-11, -1.334e-2, 6.332e-8,
    2.373e-10, -2.183e-12, -7.293e-5, -1.764e-9, -2.442e-11, 1.006e-6, -7.662e-11, 1.14e-9,
  ],
};

const PROPYLENE: MelinderCoefficients = {
  referencePercent: 30.7031,
  referenceC: 32.7083,
  density: [
    1.018e3, -5.406e-1, -2.666e-3, 1.347e-5, 7.604e-1, -9.45e-3, 5.541e-5, -1.343e-7, -2.498e-3, 2.7e-5,
    -4.018e-7, 3.376e-9, -1.55e-4, 2.829e-6, -7.175e-9, -1.131e-6, -2.221e-8, 2.342e-8,
  ],
  specificHeat: [
    3.882e3, 2.699, -1.659e-3, -1.032e-5, -1.304e1, 5.07e-2, -4.752e-5, 1.522e-6, -1.598e-1, 9.534e-5,
    1.167e-5, -4.87e-8, 3.539e-4, 3.102e-5, -2.95e-7, 5.0e-5, -7.135e-7, -4.959e-7,
  ],
  logViscosity: [
    6.837e-1, -3.045e-2, 2.525e-4, -1.399e-6, 3.328e-2, -3.984e-4, 4.332e-6, -1.86e-8, 5.453e-5, -8.6e-8,
    -1.593e-8, -4.465e-11, -3.9e-6, 1.054e-7, -1.589e-9, -1.587e-8, 4.475e-10, 3.564e-9,
  ],
  conductivity: [
    4.513e-1, 7.955e-4, 3.482e-8, -5.966e-9, -4.795e-3, -1.678e-5, 8.941e-8, 1.493e-10, 2.076e-5, 1.563e-7,
    -4.615e-9, 9.897e-12, -9.083e-8, -2.518e-9, 6.543e-11, -5.952e-10, -3.605e-11, 2.104e-11,
  ],
  freezing: [
    -1.325e1, -3.82e-5, 7.865e-7, -1.733e-9, -6.631e-1, 6.774e-6, -6.242e-8, -7.819e-10, -1.094e-2, 5.332e-8,
    -4.169e-9, 3.288e-11, -2.283e-4, -1.131e-8, 1.918e-10, -3.409e-6, 8.035e-11, 1.465e-8,
  ],
};

function melinder(
  coefficients: readonly number[],
  table: MelinderCoefficients,
  percent: number,
  celsius: number,
) {
  const dx = percent - table.referencePercent;
  const dy = celsius - table.referenceC;
  let sum = 0;
  let index = 0;
  let xPower = 1;
  for (let i = 0; i < TEMPERATURE_TERMS.length; i++) {
    let yPower = 1;
    for (let j = 0; j < (TEMPERATURE_TERMS[i] as number); j++) {
      sum += (coefficients[index++] as number) * xPower * yPower;
      yPower *= dy;
    }
    xPower *= dx;
  }
  return sum;
}

const MAX_GLYCOL_PERCENT = 60;
const MAX_CORRELATION_C = 100;
const KG_M3_TO_LB_FT3 = 0.062428;
const J_KG_K_TO_BTU_LB_F = 1 / 4186.8;
const W_M_K_TO_BTU_HR_FT_F = 0.577789;

export function fluidKindOf(fluidType: number): FluidKind {
  if (fluidType === FluidType.Ethylene) return 'Ethylene';
  if (fluidType === FluidType.Propylene) return 'Propylene';
  return 'Water';
}

/** Water's density, kg/m³ (Thiesen's equation; within 0.02 % from 0 to 100 °C). */
function waterDensity(celsius: number): number {
  return 1000 * (1 - ((celsius + 288.9414) / (508929.2 * (celsius + 68.12963))) * (celsius - 3.9863) ** 2);
}

/** Water's viscosity, mPa·s (Vogel equation; within 1 % from 0 to 100 °C). */
function waterViscosityCp(celsius: number): number {
  return 0.02939 * Math.exp(507.88 / (celsius + 273.15 - 149.3));
}

/**
 * Margin above a fluid's freezing point below which it would freeze at a tube wall: closer fluid is
 * refused (coils: entering fluid; heat pumps: water leaving in heating).
 */
export const FREEZE_MARGIN_F = 3;

/** Freezing point of the solution, °F (32 for water). */
export function freezingPointF(fluidType: number, glycolPercent: number): number {
  const kind = fluidKindOf(fluidType);
  if (kind === 'Water' || glycolPercent <= 0) return 32;
  const table = kind === 'Ethylene' ? ETHYLENE : PROPYLENE;
  const percent = Math.min(glycolPercent, MAX_GLYCOL_PERCENT);
  const freezing = melinder(table.freezing, table, percent, 0) - melinder(table.freezing, table, 0, 0);
  return 32 + (freezing * 9) / 5;
}

/** The glycol percentage the correlations take: 0 for water, else held within 0 and their maximum. */
function glycolShareOf(kind: ReturnType<typeof fluidKindOf>, glycolPercent: number): number {
  return kind === 'Water' ? 0 : Math.min(Math.max(glycolPercent, 0), MAX_GLYCOL_PERCENT);
}

/**
 * The temperature (°C) the correlations are read at: held inside their range, since below freezing
 * or above 100 °C the fluid is off-range anyway.
 */
function correlationCelsius(temperatureF: number, freezingF: number): number {
  return Math.min(Math.max(((temperatureF - 32) * 5) / 9, ((freezingF - 32) * 5) / 9), MAX_CORRELATION_C);
}

/** Properties of the fluid at a temperature; water when the type is Water or the percent is 0. */
export function fluidProperties(
  fluidType: number,
  glycolPercent: number,
  temperatureF: number,
): FluidProperties {
  const kind = fluidKindOf(fluidType);
  const percent = glycolShareOf(kind, glycolPercent);
  const freezingF = freezingPointF(fluidType, percent);
  const celsius = correlationCelsius(temperatureF, freezingF);
  const water = ETHYLENE;
  let density = waterDensity(celsius);
  let specificHeat = melinder(water.specificHeat, water, 0, celsius);
  let conductivity = melinder(water.conductivity, water, 0, celsius);
  let viscosity = waterViscosityCp(celsius);
  if (percent > 0) {
    const table = kind === 'Ethylene' ? ETHYLENE : PROPYLENE;
    density *= melinder(table.density, table, percent, celsius) / melinder(table.density, table, 0, celsius);
    specificHeat *=
      melinder(table.specificHeat, table, percent, celsius) / melinder(table.specificHeat, table, 0, celsius);
    conductivity *=
      melinder(table.conductivity, table, percent, celsius) / melinder(table.conductivity, table, 0, celsius);
    viscosity *= Math.exp(
      melinder(table.logViscosity, table, percent, celsius) - melinder(table.logViscosity, table, 0, celsius),
    );
  }
  return {
    DensityLbFt3: density * KG_M3_TO_LB_FT3,
    SpecificHeatBtuLbF: specificHeat * J_KG_K_TO_BTU_LB_F,
    ViscosityCp: viscosity,
    ConductivityBtuHrFtF: conductivity * W_M_K_TO_BTU_HR_FT_F,
    FreezingPointF: freezingF,
  };
}

/** 1 mPa·s over 1 kg/m³ (1e-3 m²/s) in ft²/s. */
const MPA_S_PER_KG_M3_TO_FT2_PER_S = 1e-3 * 10.763910417;

/**
 * Kinematic viscosity ν = μ/ρ of the fluid at a temperature, ft²/s: what a Reynolds number needs,
 * computed from the same correlations as fluidProperties without the other properties or an object
 * (the engineering limits check it for every candidate).
 */
export function kinematicViscosityFt2PerS(
  fluidType: number,
  glycolPercent: number,
  temperatureF: number,
): number {
  const kind = fluidKindOf(fluidType);
  const percent = glycolShareOf(kind, glycolPercent);
  const freezingF = freezingPointF(fluidType, percent);
  const celsius = correlationCelsius(temperatureF, freezingF);
  let density = waterDensity(celsius);
  let viscosity = waterViscosityCp(celsius);
  if (percent > 0) {
    const table = kind === 'Ethylene' ? ETHYLENE : PROPYLENE;
    density *= melinder(table.density, table, percent, celsius) / melinder(table.density, table, 0, celsius);
    viscosity *= Math.exp(
      melinder(table.logViscosity, table, percent, celsius) - melinder(table.logViscosity, table, 0, celsius),
    );
  }
  return (viscosity / density) * MPA_S_PER_KG_M3_TO_FT2_PER_S;
}

const GALLONS_PER_CUBIC_FOOT = 7.480519;

/** Fluid mass flow, lb/h, of a flow in gpm. */
export function fluidMassFlowLbPerHour(gpm: number, properties: FluidProperties): number {
  return (gpm * 60 * properties.DensityLbFt3) / GALLONS_PER_CUBIC_FOOT;
}

/** Btu/h per gpm per °F: the "500" of Q = 500·gpm·ΔT, corrected by ρ·cp (≈ 500 for water at 60 °F). */
export function heatFactorPerGpm(properties: FluidProperties): number {
  return fluidMassFlowLbPerHour(1, properties) * properties.SpecificHeatBtuLbF;
}

/** Viscosity relative to water at the same temperature. */
export function viscosityRatio(fluidType: number, glycolPercent: number, temperatureF: number): number {
  return (
    fluidProperties(fluidType, glycolPercent, temperatureF).ViscosityCp /
    fluidProperties(FluidType.Water, 0, temperatureF).ViscosityCp
  );
}

/**
 * Tube-side film coefficient at a given volumetric flow, up to a constant: Dittus–Boelter
 * h = 0.023·(k/D)·Re^0.8·Pr^0.4 at equal velocity is ∝ ρ^0.8·μ^−0.4·cp^0.4·k^0.6.
 */
export function filmCoefficientFactor(properties: FluidProperties): number {
  return (
    properties.DensityLbFt3 ** 0.8 *
    properties.ViscosityCp ** -0.4 *
    properties.SpecificHeatBtuLbF ** 0.4 *
    properties.ConductivityBtuHrFtF ** 0.6
  );
}

/** Tube-side pressure drop at a given volumetric flow, up to a constant: Blasius f ∝ Re^−0.2 gives ρ^0.8·μ^0.2. */
export function pressureDropFactor(properties: FluidProperties): number {
  return properties.DensityLbFt3 ** 0.8 * properties.ViscosityCp ** 0.2;
}

// ---------------------------------------------------------------- tables for the coil model
/**
 * A fluid's heat factor (Btu/h per gpm per °F) and film-coefficient factor sampled every 1 °F from
 * −40 to 260 °F. The coil model reads them a hundred times per selection: a table lookup with linear
 * interpolation (within 0.02 % of the correlations) instead of four powers and an exponential.
 */
export type FluidCurves = { HeatFactor: Float64Array; FilmFactor: Float64Array };

const CURVE_MIN_F = -40;
const CURVE_MAX_F = 260;
const curves = new Map<string, FluidCurves>();
const MAX_CACHED_CURVES = 64;

export function fluidCurves(fluidType: number, glycolPercent: number): FluidCurves {
  const kind = fluidKindOf(fluidType);
  const percent = kind === 'Water' ? 0 : Math.min(Math.max(glycolPercent, 0), MAX_GLYCOL_PERCENT);
  const key = percent === 0 ? 'Water' : `${kind}|${percent}`;
  let table = curves.get(key);
  if (!table) {
    const count = CURVE_MAX_F - CURVE_MIN_F + 1;
    table = { HeatFactor: new Float64Array(count), FilmFactor: new Float64Array(count) };
    for (let index = 0; index < count; index++) {
      const properties = fluidProperties(fluidType, percent, CURVE_MIN_F + index);
      table.HeatFactor[index] = heatFactorPerGpm(properties);
      table.FilmFactor[index] = filmCoefficientFactor(properties);
    }
    if (curves.size >= MAX_CACHED_CURVES) curves.clear();
    curves.set(key, table);
  }
  return table;
}

/** A FluidCurves column at a temperature (held at the table's ends). */
export function curveAt(values: Float64Array, temperatureF: number): number {
  const position = Math.min(Math.max(temperatureF - CURVE_MIN_F, 0), values.length - 1.000001);
  const index = Math.floor(position);
  const fraction = position - index;
  return (values[index] as number) * (1 - fraction) + (values[index + 1] as number) * fraction;
}
