import psychrolib from 'psychrolib';
import { describe, expect, it, vi } from 'vitest';
import {
  apparatusDewPointF,
  atmosphericPressurePsia,
  coilProcessLine,
  dewPointFromHumidityRatio,
  dryAirMassFlowLbPerHour,
  enthalpyFromHumidityRatio,
  enthalpyFromWetBulb,
  humidityRatioFromEnthalpy,
  humidityRatioFromRelativeHumidity,
  humidityRatioFromWetBulb,
  humidSpecificHeat,
  psychrometricChart,
  relativeHumidityFromHumidityRatio,
  SEA_LEVEL_PRESSURE_PSIA,
  saturationEnthalpy,
  saturationHumidityRatio,
  saturationTemperatureFromEnthalpy,
  wetBulbFromEnthalpy,
  wetBulbFromHumidityRatio,
} from './psychrometrics.ts';

describe('psychrometrics over psychrolib (I-P)', () => {
  it('gives the AHRI 440 cooling entering air: 80 °F DB / 67 °F WB at 14.696 psia', () => {
    const humidity = humidityRatioFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA);
    expect(humidity).toBeCloseTo(0.011169, 6);
    expect(enthalpyFromHumidityRatio(80, humidity)).toBeCloseTo(31.45, 2);
    expect(enthalpyFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(31.45, 2);
  });

  it('matches psychrolib called directly at other states and altitudes', () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    for (const [dryBulb, wetBulb, altitude] of [
      [95, 75, 0],
      [75, 62, 5280],
      [55, 54, -500],
      [70, 50, 9000],
    ] as const) {
      const pressure = psychrolib.GetStandardAtmPressure(altitude);
      expect(atmosphericPressurePsia(altitude)).toBe(pressure);
      const humidity = psychrolib.GetHumRatioFromTWetBulb(dryBulb, wetBulb, pressure);
      expect(humidityRatioFromWetBulb(dryBulb, wetBulb, pressure)).toBe(humidity);
      expect(wetBulbFromHumidityRatio(dryBulb, humidity, pressure)).toBe(
        psychrolib.GetTWetBulbFromHumRatio(dryBulb, humidity, pressure),
      );
      expect(dewPointFromHumidityRatio(dryBulb, humidity, pressure)).toBe(
        psychrolib.GetTDewPointFromHumRatio(dryBulb, humidity, pressure),
      );
      expect(saturationEnthalpy(wetBulb, pressure)).toBe(psychrolib.GetSatAirEnthalpy(wetBulb, pressure));
      const enthalpy = psychrolib.GetMoistAirEnthalpy(dryBulb, humidity);
      expect(wetBulbFromEnthalpy(dryBulb, enthalpy, pressure)).toBeCloseTo(wetBulb, 2);
      expect(humidityRatioFromEnthalpy(enthalpy, dryBulb)).toBe(
        psychrolib.GetHumRatioFromEnthalpyAndTDryBulb(enthalpy, dryBulb),
      );
      const relativeHumidity = psychrolib.GetRelHumFromHumRatio(dryBulb, humidity, pressure);
      expect(relativeHumidityFromHumidityRatio(dryBulb, humidity, pressure)).toBe(relativeHumidity);
      expect(humidityRatioFromRelativeHumidity(dryBulb, relativeHumidity, pressure)).toBeCloseTo(humidity, 9);
      expect(saturationHumidityRatio(dryBulb, pressure)).toBe(psychrolib.GetSatHumRatio(dryBulb, pressure));
    }
  });

  it('keeps I-P units even when another importer switches the shared psychrolib instance to SI', () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    expect(humidityRatioFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(0.011169, 6);
    expect(psychrolib.GetUnitSystem()).toBe(psychrolib.IP);
  });

  it('lowers the standard-atmosphere pressure with altitude (5,000 ft ≈ 12.23 psia)', () => {
    expect(atmosphericPressurePsia(0)).toBeCloseTo(14.696, 3);
    expect(atmosphericPressurePsia(5000)).toBeCloseTo(12.23, 2);
  });

  it('inverts the saturation enthalpy', () => {
    for (const temperature of [35, 45, 55.5, 67, 90]) {
      const enthalpy = saturationEnthalpy(temperature, 13.5);
      expect(saturationTemperatureFromEnthalpy(enthalpy, 13.5)).toBeCloseTo(temperature, 5);
    }
  });

  it('inverts the saturation enthalpy at sea level in 2 to 4 Newton steps, to 1e-7 °F', () => {
    const steps = vi.spyOn(psychrolib, 'dLnPws_');
    try {
      for (let temperature = 20; temperature <= 110; temperature += 5) {
        const enthalpy = saturationEnthalpy(temperature, SEA_LEVEL_PRESSURE_PSIA);
        steps.mockClear();
        const found = saturationTemperatureFromEnthalpy(enthalpy, SEA_LEVEL_PRESSURE_PSIA);
        expect(Math.abs(found - temperature), String(temperature)).toBeLessThan(1e-7);
        expect(steps.mock.calls.length, String(temperature)).toBeGreaterThanOrEqual(2);
        expect(steps.mock.calls.length, String(temperature)).toBeLessThanOrEqual(4);
      }
    } finally {
      steps.mockRestore();
    }
  });

  it('gives the dry-air mass flow of standard cfm and the humid specific heat', () => {
    // 1,000 scfm × 60 min/h × 0.075 lb/ft³ = 4,500 lb/h at sea level, less where the air is thinner.
    expect(dryAirMassFlowLbPerHour(1000, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(4500, 9);
    expect(dryAirMassFlowLbPerHour(1000, SEA_LEVEL_PRESSURE_PSIA / 2)).toBeCloseTo(2250, 9);
    expect(humidSpecificHeat(0)).toBe(0.24);
    expect(humidSpecificHeat(0.01)).toBeCloseTo(0.24444, 12);
  });

  it('finds the apparatus dew point on the line from entering to leaving air', () => {
    const entering = enthalpyFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA);
    const leaving = enthalpyFromWetBulb(57, 55.5, SEA_LEVEL_PRESSURE_PSIA);
    const dewPoint = apparatusDewPointF(80, entering, 57, leaving, SEA_LEVEL_PRESSURE_PSIA) as number;
    expect(dewPoint).toBeLessThan(57);
    const slope = (entering - leaving) / (80 - 57);
    expect(saturationEnthalpy(dewPoint, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(
      entering + slope * (dewPoint - 80),
      6,
    );
    // Leaving air past saturation has no apparatus dew point.
    expect(apparatusDewPointF(80, entering, 50, entering - 5, SEA_LEVEL_PRESSURE_PSIA)).toBeNull();
  });

  it('has no apparatus dew point for an impossible coil process', () => {
    const entering = enthalpyFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA);
    const saturated57 = saturationEnthalpy(57, SEA_LEVEL_PRESSURE_PSIA);
    // Leaving air exactly saturated, or not cooler than the entering air.
    expect(apparatusDewPointF(80, entering, 57, saturated57, SEA_LEVEL_PRESSURE_PSIA)).toBeNull();
    expect(apparatusDewPointF(80, entering, 80, entering - 5, SEA_LEVEL_PRESSURE_PSIA)).toBeNull();
    expect(apparatusDewPointF(80, entering, 85, entering - 5, SEA_LEVEL_PRESSURE_PSIA)).toBeNull();
    // A line falling 1 Btu/lb per °F stays below the saturation curve down to -20 °F: it never meets it.
    expect(apparatusDewPointF(80, 43, 57, 20, SEA_LEVEL_PRESSURE_PSIA)).toBeNull();
  });

  it('finds an apparatus dew point below freezing, down to -20 °F', () => {
    // Lines from 40 °F, below saturation, drawn to meet the curve at 2 °F and at -19 °F.
    for (const [below, dewPoint] of [
      [6, 2],
      [8, -19],
    ] as const) {
      const leaving = saturationEnthalpy(40, SEA_LEVEL_PRESSURE_PSIA) - below;
      const slope = (leaving - saturationEnthalpy(dewPoint, SEA_LEVEL_PRESSURE_PSIA)) / (40 - dewPoint);
      const entering = leaving + slope * (80 - 40);
      expect(apparatusDewPointF(80, entering, 40, leaving, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(dewPoint, 6);
    }
  });

  it('finds the apparatus dew point however far below the leaving air it lies', () => {
    // Nearly sensible cooling: the line is almost as flat as the curve, so the crossing is far down.
    const entering = enthalpyFromWetBulb(80, 50, SEA_LEVEL_PRESSURE_PSIA);
    const leaving = enthalpyFromWetBulb(60, 42, SEA_LEVEL_PRESSURE_PSIA);
    const dewPoint = apparatusDewPointF(80, entering, 60, leaving, SEA_LEVEL_PRESSURE_PSIA) as number;
    expect(dewPoint).toBeLessThan(30);
    const slope = (entering - leaving) / (80 - 60);
    expect(saturationEnthalpy(dewPoint, SEA_LEVEL_PRESSURE_PSIA)).toBeCloseTo(
      entering + slope * (dewPoint - 80),
      6,
    );
  });

  it('draws a chart: saturation above every relative-humidity line, lower pressure holds more water', () => {
    const chart = psychrometricChart(0);
    const dryBulbs = Array.from({ length: 41 }, (_, index) => 30 + 2 * index);
    expect(chart.PressurePsia).toBe(atmosphericPressurePsia(0));
    expect(chart.Saturation.map((point) => point.DryBulbF)).toEqual(dryBulbs);
    chart.Saturation.forEach((point) => {
      expect(point.HumidityRatio).toBeCloseTo(saturationHumidityRatio(point.DryBulbF, chart.PressurePsia), 9);
    });
    // The lines are named, so a chart without them fails here rather than looping over nothing.
    expect(chart.RelativeHumidityLines.map((line) => line.RelativeHumidity)).toEqual([0.2, 0.4, 0.6, 0.8]);
    let below = chart.Saturation;
    for (const line of [...chart.RelativeHumidityLines].reverse()) {
      expect(line.Points.map((point) => point.DryBulbF)).toEqual(dryBulbs);
      line.Points.forEach((point, index) => {
        expect(point.HumidityRatio).toBe(
          humidityRatioFromRelativeHumidity(point.DryBulbF, line.RelativeHumidity, chart.PressurePsia),
        );
        expect(point.HumidityRatio).toBeLessThan((below[index] as { HumidityRatio: number }).HumidityRatio);
      });
      below = line.Points;
    }
    const high = psychrometricChart(5000);
    expect(high.PressurePsia).toBeCloseTo(12.23, 2);
    expect(high.Saturation[10]?.HumidityRatio).toBeGreaterThan(chart.Saturation[10]?.HumidityRatio as number);
  });

  it('draws the coil process from the entering to the leaving state', () => {
    const line = coilProcessLine({ DryBulbF: 80, WetBulbF: 67 }, { DryBulbF: 56, WetBulbF: 54.8 }, 0, 5);
    expect(line).toHaveLength(5);
    expect(line[0]).toEqual({
      DryBulbF: 80,
      HumidityRatio: humidityRatioFromWetBulb(80, 67, SEA_LEVEL_PRESSURE_PSIA),
    });
    expect(line[4]?.DryBulbF).toBe(56);
    expect(line[4]?.HumidityRatio).toBeCloseTo(
      humidityRatioFromWetBulb(56, 54.8, SEA_LEVEL_PRESSURE_PSIA),
      10,
    );
    expect(line[2]?.HumidityRatio).toBeLessThan(line[0]?.HumidityRatio as number);
    // Evenly spaced: each step is a quarter of the way.
    expect(line.map((point) => point.DryBulbF)).toEqual([80, 74, 68, 62, 56]);
    const start = line[0]?.HumidityRatio as number;
    const end = line[4]?.HumidityRatio as number;
    expect(line[1]?.HumidityRatio).toBeCloseTo(start + (end - start) / 4, 12);
  });

  it('draws eight points at sea level unless told otherwise, and never fewer than the two ends', () => {
    const entering = { DryBulbF: 80, WetBulbF: 67 };
    const leaving = { DryBulbF: 52, WetBulbF: 51 };
    const line = coilProcessLine(entering, leaving);
    expect(line.map((point) => point.DryBulbF)).toEqual([80, 76, 72, 68, 64, 60, 56, 52]);
    expect(line[7]?.HumidityRatio).toBeCloseTo(humidityRatioFromWetBulb(52, 51, SEA_LEVEL_PRESSURE_PSIA), 12);
    for (const pointCount of [0, 1, 2])
      expect(coilProcessLine(entering, leaving, 0, pointCount).map((point) => point.DryBulbF)).toEqual([
        80, 52,
      ]);
    const high = coilProcessLine(entering, leaving, 5000, 2);
    expect(high[0]?.HumidityRatio).toBe(humidityRatioFromWetBulb(80, 67, atmosphericPressurePsia(5000)));
  });
});
