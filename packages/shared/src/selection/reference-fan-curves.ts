import { AirFanSpeed, type AirFlowProfile, AirMotorType } from './selection-schemas.ts';

/**
 * Reference fan curves of forward-curved blowers: static = Pmax·(1 − 0.25·f − 0.75·f²) over the
 * fraction f of free delivery, input power rising with flow. Each family's high speed delivers the
 * coil's rated airflow against its own wet coil and filter at 0 in. ESP (how fan coils are rated).
 * - PSC: one curve per tap (separate windings), low and medium about 64 % and 82 % of high speed,
 *   watts falling faster than the fan laws (PSC motors lose efficiency when tapped down).
 * - ECM: every tap carries the full-speed curve; the engine scales it by SpeedPercent with the fan laws.
 */

export type FanDesign = {
  /** Airflow the high tap delivers at the design static. */
  RatedCfm: number;
  /** Static the unit itself needs at RatedCfm (coil, filter) plus any design ESP, in. w.c. */
  StaticAtRatedInWg: number;
  /** Extra static the high tap can give beyond StaticAtRatedInWg at shut-off, PSC / ECM. */
  PscReserveInWg: number;
  EcmReserveInWg: number;
  /** Fan input at the rated point, W per cfm, PSC / ECM. */
  PscWattsPerCfm: number;
  EcmWattsPerCfm: number;
  /** Speed of the low and medium PSC taps relative to high. */
  PscTapSpeeds: readonly [number, number];
  /** ECM settings in percent of full speed: low, medium, high. */
  EcmTapPercents: readonly [number, number, number];
};

const FRACTIONS = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1];

function curvePoints(
  ratedCfm: number,
  staticAtRated: number,
  maximumStatic: number,
  wattsAtRated: number,
  idlePowerShare: number,
) {
  // Fraction of free delivery where the curve gives staticAtRated: 0.75f² + 0.25f = 1 − staticAtRated/maximumStatic.
  const atRated = (-0.25 + Math.sqrt(0.0625 + 3 * (1 - staticAtRated / maximumStatic))) / 1.5;
  const freeDelivery = ratedCfm / atRated;
  const freeWatts = wattsAtRated / (idlePowerShare + (1 - idlePowerShare) * atRated);
  return FRACTIONS.map((fraction) => ({
    Cfm: Math.round(freeDelivery * fraction),
    StaticInWg: Math.round(maximumStatic * (1 - 0.25 * fraction - 0.75 * fraction * fraction) * 1000) / 1000,
    Watts: Math.round(freeWatts * (idlePowerShare + (1 - idlePowerShare) * fraction)),
  }));
}

export function referencePscProfile(
  design: FanDesign,
  airFlowProfileId: number,
  productModelId: number,
): AirFlowProfile {
  const high = curvePoints(
    design.RatedCfm,
    design.StaticAtRatedInWg,
    design.StaticAtRatedInWg + design.PscReserveInWg,
    design.RatedCfm * design.PscWattsPerCfm,
    0.55,
  );
  const tap = (fanSpeed: number, speed: number) => ({
    FanSpeed: fanSpeed,
    SpeedPercent: 100,
    Points: high.map((point) => ({
      Cfm: Math.round(point.Cfm * speed),
      StaticInWg: Math.round(point.StaticInWg * speed * speed * 1000) / 1000,
      Watts: Math.round(point.Watts * speed ** 2.5),
    })),
  });
  return {
    AirFlowProfileId: airFlowProfileId,
    ProductModelId: productModelId,
    MotorType: AirMotorType.PSC,
    Taps: [
      tap(AirFanSpeed.Low, design.PscTapSpeeds[0]),
      tap(AirFanSpeed.Medium, design.PscTapSpeeds[1]),
      { FanSpeed: AirFanSpeed.High, SpeedPercent: 100, Points: high },
    ],
  };
}

export function referenceEcmProfile(
  design: FanDesign,
  airFlowProfileId: number,
  productModelId: number,
): AirFlowProfile {
  // The high tap (a fraction s of full speed) meets the rated point: the full-speed curve passes
  // through (RatedCfm / s, StaticAtRated / s²) with watts / s³.
  const high = design.EcmTapPercents[2] / 100;
  const full = curvePoints(
    design.RatedCfm / high,
    design.StaticAtRatedInWg / (high * high),
    (design.StaticAtRatedInWg + design.EcmReserveInWg) / (high * high),
    (design.RatedCfm * design.EcmWattsPerCfm) / high ** 3,
    0.3,
  );
  const speeds = [AirFanSpeed.Low, AirFanSpeed.Medium, AirFanSpeed.High];
  return {
    AirFlowProfileId: airFlowProfileId,
    ProductModelId: productModelId,
    MotorType: AirMotorType.ECM,
    Taps: speeds.map((fanSpeed, index) => ({
      FanSpeed: fanSpeed,
      SpeedPercent: design.EcmTapPercents[index] as number,
      Points: full.map((point) => ({ ...point })),
    })),
  };
}
