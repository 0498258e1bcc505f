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
 * - a counterflow coil (2 rows or more) whose surface crosses the entering dew point is split there
 *   (Braun–Klein–Mitchell / ASHRAE HVAC2 Toolkit dry-wet analysis): a dry part at the air inlet,
 *   on temperature, and a wet part at the fluid inlet, on enthalpy. The boundary is where the local
 *   surface temperature, (UAa·Ta + UAw·Tw)/(UAa + UAw), equals the entering dew point; given the fluid
 *   temperature there, each part's heat is known and its area follows from the counterflow NTU(ε)
 *   inverse, and the boundary is solved so the two areas add up to the coil. Wholly dry and wholly wet
 *   coils are the split's two ends, so the result is continuous as the conditions cross the dew point.
 * - a 1-row (crossflow) coil is taken wholly dry or wholly wet, whichever transfers more heat.
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

/** Counterflow NTU that gives an effectiveness (the inverse of `effectiveness` for 2+ rows). */
export function counterflowNtu(effectivenessValue: number, capacityRatio: number): number {
  if (!(effectivenessValue > 0)) return 0;
  const ratio = Math.min(Math.max(capacityRatio, 0), 1);
  if (effectivenessValue >= 1 || effectivenessValue * ratio >= 1) return MAX_SPLIT_NTU;
  const ntu =
    1 - ratio < 1e-6
      ? effectivenessValue / (1 - effectivenessValue)
      : Math.log((1 - effectivenessValue * ratio) / (1 - effectivenessValue)) / (1 - ratio);
  return Math.min(ntu, MAX_SPLIT_NTU);
}

/** Past this NTU a part would need more than any coil has: the split's areas are capped there. */
const MAX_SPLIT_NTU = 60;

/** A partly wet coil: its dry part at the air inlet, its wet part at the fluid inlet. */
type SplitCoil = {
  heat: number;
  leavingFluid: number;
  /** Air between the parts (entering humidity). */
  boundaryDbF: number;
  boundaryEnthalpy: number;
  wetHeat: number;
  /** Fraction of the coil that is dry. */
  dryFraction: number;
};

// Where the last split's boundary lay, as a fraction of its bracket. Reset at the start of every coil
// evaluation (resetSplitHint), so a result depends only on that evaluation's inputs: the hint only
// shortens the solve, and its sequence is the same every time the same evaluation runs.
let splitHint: { conductance: CoilConductance; fraction: number } | null = null;

/** Forget the last split's boundary (each evaluateCoil starts from the same state). */
export function resetSplitHint(): void {
  splitHint = null;
  last = null;
}

/**
 * The dry-wet split of a counterflow coil. Unknown: the fluid temperature at the boundary, Twx. The
 * boundary condition puts the air there at Tax = Tdp + (Tdp − Twx)·UAw/UAa; the dry part then cools the
 * air from its inlet to Tax, the wet part warms the fluid from its inlet to Twx, and each part needs the
 * area its NTU(ε) says. The areas add up to more than the coil as Twx rises, so one bracketed root
 * gives the split. Fluid properties are taken at the mean fluid temperature each trial Twx implies.
 * Returns 'dry' or 'wet' when the coil is wholly so (the smallest Twx already needs the whole coil for
 * one part).
 */
function splitCoil(state: Operating): SplitCoil | 'dry' | 'wet' {
  const { input, curves } = state;
  const uaAir = state.uaAir;
  const airIn = input.EnteringDbF;
  const dewPoint = input.EnteringDewPointF;
  const fluidIn = input.EnteringFluidF;
  const pressure = input.PressurePsia;
  const saturatedAtInlet = saturationEnthalpy(fluidIn, pressure);

  const parts = (boundaryFluid: number) => {
    // Properties at the mean fluid temperature: first from the wet part's, then from the whole coil's
    // (the dry part's heat with the first properties); smooth in Twx, so the root stays smooth.
    let meanFluid = (fluidIn + boundaryFluid) / 2;
    let fluidCapacity = 0;
    let uaWater = 0;
    let boundaryAir = 0;
    let dryHeat = 0;
    for (let pass = 0; pass < 2; pass++) {
      fluidCapacity = input.Gpm * curveAt(curves.HeatFactor, meanFluid);
      uaWater = state.waterSideBase * curveAt(curves.FilmFactor, meanFluid);
      boundaryAir = Math.min(airIn, dewPoint + ((dewPoint - boundaryFluid) * uaWater) / uaAir);
      dryHeat = state.airCapacity * (airIn - boundaryAir);
      meanFluid = (fluidIn + boundaryFluid + dryHeat / fluidCapacity) / 2;
    }
    const dryMinimum = Math.min(state.airCapacity, fluidCapacity);
    const dryRatio = dryMinimum / Math.max(state.airCapacity, fluidCapacity);
    const uaDry = 1 / (1 / uaAir + 1 / uaWater);
    const dryArea =
      dryHeat <= 0
        ? 0
        : (counterflowNtu(dryHeat / (dryMinimum * (airIn - boundaryFluid)), dryRatio) * dryMinimum) / uaDry;
    const rise = boundaryFluid - fluidIn;
    const wetHeat = fluidCapacity * rise;
    const slopeRise = Math.max(rise, 0.05);
    const saturationSlope =
      (saturationEnthalpy(fluidIn + slopeRise, pressure) - saturatedAtInlet) / slopeRise;
    // psychrolib's moist-air enthalpy, inlined (it runs in the solver's inner loop).
    const boundaryEnthalpy = 0.24 * boundaryAir + input.EnteringHumidityRatio * (1061 + 0.444 * boundaryAir);
    const fluidEnthalpyCapacity = fluidCapacity / saturationSlope;
    const wetMinimum = Math.min(input.AirMassFlow, fluidEnthalpyCapacity);
    const wetRatio = wetMinimum / Math.max(input.AirMassFlow, fluidEnthalpyCapacity);
    const uaStar = 1 / (state.specificHeat / uaAir + saturationSlope / uaWater);
    const wetArea =
      wetHeat <= 0
        ? 0
        : (counterflowNtu(wetHeat / (wetMinimum * (boundaryEnthalpy - saturatedAtInlet)), wetRatio) *
            wetMinimum) /
          uaStar;
    return {
      boundaryAir,
      boundaryEnthalpy,
      dryHeat,
      dryArea,
      wetHeat,
      wetArea,
      fluidCapacity,
      excess: dryArea + wetArea - 1,
    };
  };

  // Twx at most the dew point (the boundary air is above it); at least the fluid inlet, and at least
  // where the boundary air would be the entering air (no dry part; UA ratio at the rated-like mean).
  const guessMean = (fluidIn + dewPoint) / 2;
  const ratioGuess = (state.waterSideBase * curveAt(curves.FilmFactor, guessMean)) / uaAir;
  const wholeWetAt = dewPoint - (airIn - dewPoint) / ratioGuess;
  const low = Math.max(fluidIn, wholeWetAt);
  let below = parts(low);
  if (below.excess >= 0) return low === fluidIn ? 'dry' : 'wet';
  // Safeguarded secant from the low end: the excess area rises with Twx, concave, so the secant
  // approaches from below in 3–5 steps; a step out of the bracket falls back to regula falsi/bisection.
  let lowF = low;
  let highF = dewPoint;
  let highExcess = Number.POSITIVE_INFINITY;
  let previous = low;
  let previousExcess = below.excess;
  // First trial: where the boundary was at the previous operating point of this coil within one
  // evaluation (a flow solver's trials move it little), else a quarter of the way to the dew point.
  const hinted =
    splitHint && splitHint.conductance === state.conductance
      ? low + splitHint.fraction * (dewPoint - low)
      : 0;
  let trial = hinted > low && hinted < dewPoint ? hinted : low + 0.25 * (dewPoint - low);
  let at = below;
  for (let step = 0; step < 60; step++) {
    at = parts(trial);
    if (Math.abs(at.excess) < 1e-8) break;
    if (at.excess < 0) {
      lowF = trial;
      below = at;
    } else {
      highF = trial;
      highExcess = at.excess;
    }
    if (highF - lowF < 1e-9) break;
    const slope = (at.excess - previousExcess) / (trial - previous);
    let next = slope > 0 ? trial - at.excess / slope : Number.NaN;
    if (!(next > lowF && next < highF)) {
      next = Number.isFinite(highExcess)
        ? lowF - (below.excess * (highF - lowF)) / (highExcess - below.excess)
        : (lowF + highF) / 2;
      if (!(next > lowF && next < highF)) next = (lowF + highF) / 2;
    }
    previous = trial;
    previousExcess = at.excess;
    trial = next;
  }
  splitHint = { conductance: state.conductance, fraction: (trial - low) / (dewPoint - low) };
  const heat = at.dryHeat + at.wetHeat;
  return {
    heat,
    leavingFluid: fluidIn + heat / at.fluidCapacity,
    boundaryDbF: at.boundaryAir,
    boundaryEnthalpy: at.boundaryEnthalpy,
    wetHeat: at.wetHeat,
    dryFraction: Math.min(Math.max(at.dryArea, 0), 1),
  };
}

type Analysis = {
  dry: { heat: number; leavingFluid: number };
  wet: { heat: number; leavingFluid: number } | null;
  split: SplitCoil | null;
  enteringEnthalpy: number;
};

/** The governing analysis: dry, wholly wet, or (counterflow) split at the dew point. */
function heatTransfer(state: Operating): Analysis {
  const { input } = state;
  if (input.EnteringFluidF >= input.EnteringDbF || input.EnteringFluidF >= input.EnteringDewPointF) {
    return { dry: dryCoil(state), wet: null, split: null, enteringEnthalpy: 0 };
  }
  const enteringEnthalpy = enthalpyFromHumidityRatio(input.EnteringDbF, input.EnteringHumidityRatio);
  if (state.conductance.Rows <= 1) {
    const dry = dryCoil(state);
    const wet = wetCoil(state, enteringEnthalpy, input.EnteringFluidF + 5);
    return { dry, wet: wet.heat > dry.heat ? wet : null, split: null, enteringEnthalpy };
  }
  const split = splitCoil(state);
  if (split === 'wet') {
    const wet = wetCoil(state, enteringEnthalpy, input.EnteringFluidF + 5);
    return { dry: wet, wet, split: null, enteringEnthalpy };
  }
  if (split === 'dry') return { dry: dryCoil(state), wet: null, split: null, enteringEnthalpy };
  return { dry: split, wet: null, split, enteringEnthalpy };
}

// The last operating point: a flow solver's last trial is the point the caller then reports, so it
// is asked for twice in a row (a pure function of its inputs: remembering it changes no number).
let last: {
  conductance: CoilConductance;
  input: CoilHeatTransferInput;
  state: Operating;
  analysis: Analysis;
} | null = null;

function sameInput(a: CoilHeatTransferInput, b: CoilHeatTransferInput): boolean {
  return (
    a.Gpm === b.Gpm &&
    a.AirMassFlow === b.AirMassFlow &&
    a.EnteringDbF === b.EnteringDbF &&
    a.EnteringFluidF === b.EnteringFluidF &&
    a.EnteringHumidityRatio === b.EnteringHumidityRatio &&
    a.EnteringDewPointF === b.EnteringDewPointF &&
    a.PressurePsia === b.PressurePsia &&
    a.FluidType === b.FluidType &&
    a.GlycolPercent === b.GlycolPercent
  );
}

function analyse(conductance: CoilConductance, input: CoilHeatTransferInput) {
  if (last && last.conductance === conductance && sameInput(last.input, input)) return last;
  const state = operating(conductance, input);
  last = { conductance, input: { ...input }, state, analysis: heatTransfer(state) };
  return last;
}

/** Only the leaving fluid temperature: what the selection methods' solvers need, without the air side. */
export function coilLeavingFluidF(conductance: CoilConductance, input: CoilHeatTransferInput): number {
  const { dry, wet } = analyse(conductance, input).analysis;
  return (wet ?? dry).leavingFluid;
}

/** Leaving air of a split coil: the wet part's process from the boundary air. */
function splitLeavingAir(state: Operating, split: SplitCoil) {
  const { input } = state;
  const wetAirSide = state.uaAir * (1 - split.dryFraction);
  const bypass = Math.exp(-wetAirSide / (input.AirMassFlow * state.specificHeat));
  const leavingEnthalpy = split.boundaryEnthalpy - split.wetHeat / input.AirMassFlow;
  if (split.wetHeat <= 0 || bypass >= 1) {
    return { leavingDb: split.boundaryDbF, leavingHumidity: input.EnteringHumidityRatio };
  }
  const surfaceEnthalpy = split.boundaryEnthalpy - (split.boundaryEnthalpy - leavingEnthalpy) / (1 - bypass);
  const surface = saturationTemperatureFromEnthalpy(surfaceEnthalpy, input.PressurePsia);
  const leavingDb = surface + (split.boundaryDbF - surface) * bypass;
  const leavingHumidity = humidityRatioFromEnthalpy(leavingEnthalpy, leavingDb);
  if (leavingHumidity > saturationHumidityRatio(leavingDb, input.PressurePsia)) {
    return saturatedAt(leavingEnthalpy, input.PressurePsia);
  }
  if (leavingHumidity > input.EnteringHumidityRatio) {
    // Rounding at the dry end (a sliver of wet coil): no moisture gained.
    const dryLeaving = input.EnteringDbF - split.heat / state.airCapacity;
    return { leavingDb: dryLeaving, leavingHumidity: input.EnteringHumidityRatio };
  }
  return { leavingDb, leavingHumidity };
}

/** Heat transfer of a coil with known conductances at one operating point. */
export function coilHeatTransfer(
  conductance: CoilConductance,
  input: CoilHeatTransferInput,
): CoilHeatTransfer {
  const { state, analysis } = analyse(conductance, input);
  const { dry, wet, split, enteringEnthalpy } = analysis;
  if (split) {
    const air = splitLeavingAir(state, split);
    return {
      HeatBtuh: split.heat,
      SensibleBtuh: state.airCapacity * (input.EnteringDbF - air.leavingDb),
      LeavingDbF: air.leavingDb,
      LeavingHumidityRatio: air.leavingHumidity,
      LeavingFluidF: split.leavingFluid,
      MeanFluidF: (input.EnteringFluidF + split.leavingFluid) / 2,
      Wet: air.leavingHumidity < input.EnteringHumidityRatio,
    };
  }
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
