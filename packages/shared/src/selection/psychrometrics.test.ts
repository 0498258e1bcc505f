import psychrolib from 'psychrolib';
import { describe, expect, it } from 'vitest';
import {
  apparatusDewPointF,
  atmosphericPressurePsia,
  coilProcessLine,
  dewPointFromHumidityRatio,
  enthalpyFromHumidityRatio,
  enthalpyFromWetBulb,
  humidityRatioFromWetBulb,
  psychrometricChart,
  SEA_LEVEL_PRESSURE_PSIA,
  saturationEnthalpy,
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

  it('draws a chart: saturation above every relative-humidity line, lower pressure holds more water', () => {
    const chart = psychrometricChart(0);
    expect(chart.Saturation.length).toBeGreaterThan(20);
    for (const line of chart.RelativeHumidityLines) {
      line.Points.forEach((point, index) => {
        expect(point.HumidityRatio).toBeLessThan(
          (chart.Saturation[index] as { HumidityRatio: number }).HumidityRatio,
        );
      });
    }
    const high = psychrometricChart(5000);
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
  });
});
