import { curveAt, type FluidCurves, fluidCurves } from './glycol.ts';
import {
  enthalpyFromHumidityRatio,
  humidityRatioFromEnthalpy,
  humidSpecificHeat,
  saturationEnthalpy,
  saturationHumidityRatio,
  saturationTemperatureFromEnthalpy,
} from './psychrometrics.ts';

/**
 * The water coil as a heat exchanger, by effectiveness-NTU (Braun, Klein & Mitchell 1989, the model of
 * the ASHRAE HVAC2 Toolkit and EnergyPlus' detailed-geometry-free coil):
 * - dry coil on temperature, overall UA = air side and water side in series;
 * - wet coil on enthalpy: air "capacity" is its mass flow, the water's is mw·cpw/cs with
 *   cs = dh_sat/dT between the water's inlet and outlet temperatures, and 1/UA* = cpa/UAa + cs/UAw;
 * - leaving air of a wet coil lies on the straight line from the entering state to saturated air at
 *   the effective surface temperature, with bypass factor exp(−UAa/(ma·cpa));
 * - the coil is taken wholly dry or wholly wet, whichever transfers more heat (Braun's result: within a
 *   few percent of a partly wet coil), and wet only when the entering dew point is above the entering
 *   fluid temperature and the air actually loses moisture.
 * Conductances scale with flow: air side UA ∝ (air mass flow)^0.6 (plate-fin Colburn j ∝ Re^−0.4);
 * water side UA ∝ gpm^0.8 × Dittus–Boelter property factor of the fluid at its mean temperature,
 * so glycol and cold water lower it and hot water raises it.
 */

export const AIR_SIDE_FLOW_EXPONENT = 0.6;
export const WATER_SIDE_FLOW_EXPONENT = 0.8;

/** A coil's conductances at its rating point (what calibrateCoil finds). */
export type CoilConductance = {
  /** Air-side UA at RatedAirMassFlow, Btu/h·°F. */
  AirSideUa: number;
  /** Water-side UA at RatedGpm with water at RatedFilmFactor's temperature, Btu/h·°F. */
  WaterSideUa: number;
  RatedAirMassFlow: number;
  RatedGpm: number;
  /** filmCoefficientFactor of the rating water at its mean temperature. */
  RatedFilmFactor: number;
  Rows: number;
};

export type CoilHeatTransferInput = {
  /** Dry air, lb/h. */
  AirMassFlow: number;
  EnteringDbF: number;
  EnteringHumidityRatio: number;
  PressurePsia: number;
  FluidType: number;
  GlycolPercent: number;
  Gpm: number;
  EnteringFluidF: number;
  /** Dew point of the entering air (computed once by the caller: it does not change with the flow). */
  EnteringDewPointF: number;
};

export type CoilHeatTransfer = {
  /** Heat from the air to the fluid, Btu/h: positive when cooling, negative when heating. */
  HeatBtuh: number;
  SensibleBtuh: number;
  LeavingDbF: number;
  LeavingHumidityRatio: number;
  LeavingFluidF: number;
  /** Mean fluid temperature, for the fluid-side pressure drop. */
  MeanFluidF: number;
  Wet: boolean;
};

/** Counterflow for two rows or more (a multi-row coil is cross-counterflow), crossflow for one row. */
export function effectiveness(ntu: number, capacityRatio: number, rows: number): number {
  if (!(ntu > 0)) return 0;
  const ratio = Math.min(Math.max(capacityRatio, 0), 1);
  if (ratio < 1e-9) return 1 - Math.exp(-ntu);
  if (rows <= 1) {
    // Both fluids unmixed (Incropera's approximation).
    return 1 - Math.exp((ntu ** 0.22 / ratio) * (Math.exp(-ratio * ntu ** 0.78) - 1));
  }
  if (1 - ratio < 1e-6) return ntu / (1 + ntu);
  const decay = Math.exp(-ntu * (1 - ratio));
  return (1 - decay) / (1 - ratio * decay);
}

export function airSideUa(conductance: CoilConductance, airMassFlow: number): number {
  return conductance.AirSideUa * (airMassFlow / conductance.RatedAirMassFlow) ** AIR_SIDE_FLOW_EXPONENT;
}

export function waterSideUa(conductance: CoilConductance, gpm: number, filmFactor: number): number {
  return (
    conductance.WaterSideUa *
    (gpm / conductance.RatedGpm) ** WATER_SIDE_FLOW_EXPONENT *
    (filmFactor / conductance.RatedFilmFactor)
  );
}

/** The wet coil's leaving fluid temperature is solved to this (°F). */
const CONVERGED_F = 1e-6;
/** The dry coil's mean fluid temperature only sets fluid properties: 0.001 °F moves them by ~2e-7. */
const MEAN_CONVERGED_F = 1e-3;
const MAX_PASSES = 30;

/** What both analyses share at one operating point (powers computed once, not per pass). */
type Operating = {
  conductance: CoilConductance;
  input: CoilHeatTransferInput;
  uaAir: number;
  waterSideBase: number;
  curves: FluidCurves;
  specificHeat: number;
  airCapacity: number;
};

function operating(conductance: CoilConductance, input: CoilHeatTransferInput): Operating {
  const specificHeat = humidSpecificHeat(input.EnteringHumidityRatio);
  return {
    conductance,
    input,
    uaAir: airSideUa(conductance, input.AirMassFlow),
    waterSideBase: waterSideUa(conductance, input.Gpm, 1),
    curves: fluidCurves(input.FluidType, input.GlycolPercent),
    specificHeat,
    airCapacity: input.AirMassFlow * specificHeat,
  };
}

/** Dry coil: fixed point on the fluid's mean temperature (properties only; converges in 3–5 passes). */
function dryCoil(state: Operating) {
  const { input, curves } = state;
  const drive = input.EnteringDbF - input.EnteringFluidF;
  let meanFluid = input.EnteringFluidF + drive * 0.05;
  let heat = 0;
  let leavingFluid = input.EnteringFluidF;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const fluidCapacity = input.Gpm * curveAt(curves.HeatFactor, meanFluid);
    const uaWater = state.waterSideBase * curveAt(curves.FilmFactor, meanFluid);
    const ua = 1 / (1 / state.uaAir + 1 / uaWater);
    const minimum = Math.min(state.airCapacity, fluidCapacity);
    const maximum = Math.max(state.airCapacity, fluidCapacity);
    heat = effectiveness(ua / minimum, minimum / maximum, state.conductance.Rows) * minimum * drive;
    leavingFluid = input.EnteringFluidF + heat / fluidCapacity;
    const nextMean = (input.EnteringFluidF + leavingFluid) / 2;
    if (Math.abs(nextMean - meanFluid) < MEAN_CONVERGED_F) break;
    meanFluid = nextMean;
  }
  return { heat, leavingFluid };
}

/**
 * Wet coil: cs depends on the leaving fluid temperature, which depends on the heat. Solved for the
 * leaving fluid temperature with the secant method (3–5 passes instead of ~10 by substitution).
 */
function wetCoil(state: Operating, enteringEnthalpy: number, firstGuessF: number) {
  const { input, curves } = state;
  const saturatedAtInlet = saturationEnthalpy(input.EnteringFluidF, input.PressurePsia);
  let heat = 0;
  const pass = (leavingFluid: number) => {
    const rise = Math.max(leavingFluid - input.EnteringFluidF, 0.05);
    const saturationSlope =
      (saturationEnthalpy(input.EnteringFluidF + rise, input.PressurePsia) - saturatedAtInlet) / rise;
    const meanFluid = input.EnteringFluidF + rise / 2;
    const fluidCapacity = input.Gpm * curveAt(curves.HeatFactor, meanFluid);
    const uaWater = state.waterSideBase * curveAt(curves.FilmFactor, meanFluid);
    const uaStar = 1 / (state.specificHeat / state.uaAir + saturationSlope / uaWater);
    const fluidEnthalpyCapacity = fluidCapacity / saturationSlope;
    const minimum = Math.min(input.AirMassFlow, fluidEnthalpyCapacity);
    const maximum = Math.max(input.AirMassFlow, fluidEnthalpyCapacity);
    heat =
      effectiveness(uaStar / minimum, minimum / maximum, state.conductance.Rows) *
      minimum *
      (enteringEnthalpy - saturatedAtInlet);
    return input.EnteringFluidF + heat / fluidCapacity;
  };
  let previous = firstGuessF;
  let previousResidual = pass(previous) - previous;
  let current = previous + previousResidual;
  for (let step = 0; step < MAX_PASSES; step++) {
    const residual = pass(current) - current;
    if (Math.abs(residual) < CONVERGED_F) break;
    const slope = (residual - previousResidual) / (current - previous);
    // Substitution when the secant is flat or points away (never happens on these smooth curves).
    const next = slope < -1e-9 || slope > 1e-9 ? current - residual / slope : current + residual;
    previous = current;
    previousResidual = residual;
    current = next;
  }
  return { heat, leavingFluid: pass(current) };
}

/** Leaving air of a wet coil: on the line from the entering state to saturation at the effective surface. */
function wetLeavingAir(state: Operating, enteringEnthalpy: number, heat: number) {
  const { input } = state;
  const bypass = Math.exp(-state.uaAir / (input.AirMassFlow * state.specificHeat));
  const leavingEnthalpy = enteringEnthalpy - heat / input.AirMassFlow;
  const surfaceEnthalpy = enteringEnthalpy - (enteringEnthalpy - leavingEnthalpy) / (1 - bypass);
  const surface = saturationTemperatureFromEnthalpy(surfaceEnthalpy, input.PressurePsia);
  const leavingDb = surface + (input.EnteringDbF - surface) * bypass;
  const leavingHumidity = humidityRatioFromEnthalpy(leavingEnthalpy, leavingDb);
  if (leavingHumidity > saturationHumidityRatio(leavingDb, input.PressurePsia)) {
    // Past the saturation curve (fog): the leaving air is saturated at its enthalpy.
    return saturatedAt(leavingEnthalpy, input.PressurePsia);
  }
  return { leavingDb, leavingHumidity };
}

function saturatedAt(enthalpy: number, pressure: number) {
  const leavingDb = saturationTemperatureFromEnthalpy(enthalpy, pressure);
  return { leavingDb, leavingHumidity: saturationHumidityRatio(leavingDb, pressure) };
}

/** The heat and, when the coil condenses, the wet analysis (null when the dry one governs). */
function heatTransfer(state: Operating) {
  const { input } = state;
  const dry = dryCoil(state);
  if (input.EnteringFluidF >= input.EnteringDbF || input.EnteringFluidF >= input.EnteringDewPointF) {
    return { dry, wet: null, enteringEnthalpy: 0 };
  }
  const enteringEnthalpy = enthalpyFromHumidityRatio(input.EnteringDbF, input.EnteringHumidityRatio);
  const wet = wetCoil(state, enteringEnthalpy, dry.leavingFluid);
  return { dry, wet: wet.heat > dry.heat ? wet : null, enteringEnthalpy };
}

/** Only the leaving fluid temperature: what the selection methods' solvers need, without the air side. */
export function coilLeavingFluidF(conductance: CoilConductance, input: CoilHeatTransferInput): number {
  const { dry, wet } = heatTransfer(operating(conductance, input));
  return (wet ?? dry).leavingFluid;
}

/** Heat transfer of a coil with known conductances at one operating point. */
export function coilHeatTransfer(
  conductance: CoilConductance,
  input: CoilHeatTransferInput,
): CoilHeatTransfer {
  const state = operating(conductance, input);
  const { dry, wet, enteringEnthalpy } = heatTransfer(state);
  if (wet) {
    const air = wetLeavingAir(state, enteringEnthalpy, wet.heat);
    if (air.leavingHumidity < input.EnteringHumidityRatio) {
      return {
        HeatBtuh: wet.heat,
        SensibleBtuh: state.airCapacity * (input.EnteringDbF - air.leavingDb),
        LeavingDbF: air.leavingDb,
        LeavingHumidityRatio: air.leavingHumidity,
        LeavingFluidF: wet.leavingFluid,
        MeanFluidF: (input.EnteringFluidF + wet.leavingFluid) / 2,
        Wet: true,
      };
    }
  }
  // The larger heat stands, as in coilLeavingFluidF. A wet analysis that out-transfers the dry one
  // without drying the air is a coil wet only near its fluid inlet: its heat is taken as sensible (no
  // net moisture removed). At the edge where the wet analysis just stops drying the air, its leaving
  // state has the entering moisture, so heat and sensible heat carry on without a jump.
  const governing = wet ?? dry;
  const leavingDb = input.EnteringDbF - governing.heat / state.airCapacity;
  const result: CoilHeatTransfer = {
    HeatBtuh: governing.heat,
    SensibleBtuh: governing.heat,
    LeavingDbF: leavingDb,
    LeavingHumidityRatio: input.EnteringHumidityRatio,
    LeavingFluidF: governing.leavingFluid,
    MeanFluidF: (input.EnteringFluidF + governing.leavingFluid) / 2,
    Wet: false,
  };
  if (
    governing.heat > 0 &&
    input.EnteringHumidityRatio > saturationHumidityRatio(leavingDb, input.PressurePsia)
  ) {
    // A partly wet coil (warm leaving water) whose estimate cools the air past its dew point: keep
    // that heat (the larger of the two estimates, both below a partly wet coil's) with the leaving air
    // saturated at its enthalpy, so the leaving state is a real one and the balance holds.
    const enthalpy =
      enthalpyFromHumidityRatio(input.EnteringDbF, input.EnteringHumidityRatio) -
      governing.heat / input.AirMassFlow;
    const air = saturatedAt(enthalpy, input.PressurePsia);
    result.LeavingDbF = air.leavingDb;
    result.LeavingHumidityRatio = air.leavingHumidity;
    result.SensibleBtuh = state.airCapacity * (input.EnteringDbF - air.leavingDb);
    result.Wet = true;
  }
  return result;
}
