import { describe, expect, it } from 'vitest';
import {
  fanChartSeries,
  fanOperatingPoint,
  fanStaticInWg,
  fanWatts,
  type SystemResistance,
  systemStaticInWg,
  tapCurve,
} from './fan.ts';
import { AirFanSpeed, type AirFlowProfile, AirMotorType } from './selection-schemas.ts';
import { allWaterCoilModels, fanCoilModels, heatPumpModels, modelBySize } from './test-fixtures.ts';

const systemOf = (
  model: (typeof allWaterCoilModels)[number],
  esp: number,
  wet: boolean,
): SystemResistance => ({
  EspInWg: esp,
  NominalCfm: model.NominalCfm,
  Coils: model.CoilProfiles.filter((coil) => coil.Duty === 'Cooling' && coil.Rows === 3).map((coil) => ({
    Profile: coil,
    Wet: wet,
  })),
  Filter: model.FilterPressureDrops[0] ?? null,
});

describe('fan operating point', () => {
  it('lies on both the tap’s fan curve and the system curve', () => {
    let checked = 0;
    for (const model of [...allWaterCoilModels, ...heatPumpModels]) {
      for (const profile of model.AirFlowProfiles) {
        for (const tap of profile.Taps) {
          for (const esp of [0, 0.1, 0.3]) {
            const system = systemOf(model, esp, esp > 0);
            const point = fanOperatingPoint(tap, system);
            if (typeof point === 'string') throw new Error(`${model.ProductModelName}: no operating point`);
            const curve = tapCurve(tap);
            expect(point.TotalStaticInWg).toBeCloseTo(fanStaticInWg(curve, point.Cfm), 9);
            expect(point.TotalStaticInWg).toBeCloseTo(systemStaticInWg(system, point.Cfm), 6);
            expect(point.EspInWg).toBeCloseTo(esp * (point.Cfm / model.NominalCfm) ** 2, 12);
            expect(point.FanWatts).toBeCloseTo(fanWatts(curve, point.Cfm), 9);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('moves to less air when the external static rises, and to more at a higher speed', () => {
    const model = modelBySize(fanCoilModels, '06');
    const psc = model.AirFlowProfiles.find(
      (profile) => profile.MotorType === AirMotorType.PSC,
    ) as AirFlowProfile;
    const cfmAt = (speed: number, esp: number) => {
      const point = fanOperatingPoint(
        psc.Taps.find((tap) => tap.FanSpeed === speed) as AirFlowProfile['Taps'][number],
        systemOf(model, esp, true),
      );
      return typeof point === 'string' ? 0 : point.Cfm;
    };
    expect(cfmAt(AirFanSpeed.High, 0.3)).toBeLessThan(cfmAt(AirFanSpeed.High, 0.1));
    expect(cfmAt(AirFanSpeed.Medium, 0.1)).toBeLessThan(cfmAt(AirFanSpeed.High, 0.1));
    expect(cfmAt(AirFanSpeed.Low, 0.1)).toBeLessThan(cfmAt(AirFanSpeed.Medium, 0.1));
  });

  it('keeps the curve falling between catalog points (monotone interpolation)', () => {
    for (const model of fanCoilModels) {
      for (const tap of model.AirFlowProfiles.flatMap((profile) => profile.Taps)) {
        const curve = tapCurve(tap);
        const last = curve.Cfm[curve.Cfm.length - 1] as number;
        let previous = Number.POSITIVE_INFINITY;
        for (let cfm = 0; cfm <= last; cfm += last / 200) {
          const value = fanStaticInWg(curve, cfm);
          expect(value).toBeLessThanOrEqual(previous + 1e-12);
          previous = value;
        }
      }
    }
  });

  it('scales an ECM tap by the fan laws: Q ∝ N, P ∝ N², W ∝ N³', () => {
    const model = modelBySize(fanCoilModels, '08');
    const ecm = model.AirFlowProfiles.find(
      (profile) => profile.MotorType === AirMotorType.ECM,
    ) as AirFlowProfile;
    const full = { ...ecm.Taps[0], SpeedPercent: 100 } as AirFlowProfile['Taps'][number];
    for (const tap of ecm.Taps) {
      const speed = tap.SpeedPercent / 100;
      const scaled = tapCurve(tap);
      tap.Points.forEach((point, index) => {
        expect(scaled.Cfm[index]).toBeCloseTo(point.Cfm * speed, 9);
        expect(scaled.StaticInWg[index]).toBeCloseTo(point.StaticInWg * speed ** 2, 9);
        expect(scaled.Watts[index]).toBeCloseTo(point.Watts * speed ** 3, 9);
      });
      // Against a pure square-law system the operating point moves along it: cfm ∝ N, static ∝ N², watts ∝ N³.
      const squareLaw: SystemResistance = {
        EspInWg: 0.4,
        NominalCfm: model.NominalCfm,
        Coils: [],
        Filter: null,
      };
      const atSpeed = fanOperatingPoint(tap, squareLaw);
      const atFull = fanOperatingPoint(full, squareLaw);
      if (typeof atSpeed === 'string' || typeof atFull === 'string') throw new Error('no operating point');
      expect(atSpeed.Cfm / atFull.Cfm).toBeCloseTo(speed, 6);
      expect(atSpeed.TotalStaticInWg / atFull.TotalStaticInWg).toBeCloseTo(speed ** 2, 6);
      expect(atSpeed.FanWatts / atFull.FanWatts).toBeCloseTo(speed ** 3, 6);
    }
  });

  it('reports a fan that cannot reach the system curve', () => {
    const tap = {
      FanSpeed: 3,
      SpeedPercent: 100,
      Points: [
        { Cfm: 300, StaticInWg: 0.2, Watts: 50 },
        { Cfm: 600, StaticInWg: 0.05, Watts: 70 },
      ],
    };
    const heavy: SystemResistance = { EspInWg: 1, NominalCfm: 300, Coils: [], Filter: null };
    expect(fanOperatingPoint(tap, heavy)).toBe('below');
    const none: SystemResistance = { EspInWg: 0.01, NominalCfm: 600, Coils: [], Filter: null };
    expect(fanOperatingPoint(tap, none)).toBe('beyond');
  });
});

describe('fan chart series', () => {
  it('gives every tap’s curve, the system curve through the operating point, and the point', () => {
    const model = modelBySize(fanCoilModels, '04');
    const psc = model.AirFlowProfiles.find(
      (profile) => profile.MotorType === AirMotorType.PSC,
    ) as AirFlowProfile;
    const system = systemOf(model, 0.2, true);
    const point = fanOperatingPoint(psc.Taps[1] as AirFlowProfile['Taps'][number], system);
    if (typeof point === 'string') throw new Error('no operating point');
    const series = fanChartSeries(model, psc, AirFanSpeed.Medium, point);
    expect(series.Taps.map((tap) => tap.FanSpeed)).toEqual([1, 2, 3]);
    expect(series.Taps.map((tap) => tap.Selected)).toEqual([false, true, false]);
    expect(series.OperatingPoint).toEqual({ Cfm: point.Cfm, StaticInWg: point.TotalStaticInWg });
    expect(series.SystemCurve.length).toBeGreaterThan(10);
    for (const sample of series.SystemCurve) {
      expect(sample.StaticInWg).toBeCloseTo(systemStaticInWg(system, sample.Cfm), 9);
    }
    for (const tap of series.Taps) {
      const curve = tapCurve(
        psc.Taps.find((candidate) => candidate.FanSpeed === tap.FanSpeed) as AirFlowProfile['Taps'][number],
      );
      for (const sample of tap.Points)
        expect(sample.StaticInWg).toBeCloseTo(fanStaticInWg(curve, sample.Cfm), 12);
    }
    const withoutPoint = fanChartSeries(model, psc, null, null);
    expect(withoutPoint.SystemCurve).toEqual([]);
    expect(withoutPoint.OperatingPoint).toBeNull();
  });
});
