import { describe, expect, it } from 'vitest';
import {
  filmCoefficientFactor,
  fluidProperties,
  freezingPointF,
  heatFactorPerGpm,
  kinematicViscosityFt2PerS,
  pressureDropFactor,
  viscosityRatio,
} from './glycol.ts';
import { FluidType } from './selection-schemas.ts';

describe('fluid properties', () => {
  it('gives water its handbook values', () => {
    const at60 = fluidProperties(FluidType.Water, 0, 60);
    expect(at60.DensityLbFt3).toBeCloseTo(62.37, 1);
    expect(at60.SpecificHeatBtuLbF).toBeCloseTo(1.0, 2);
    expect(at60.ViscosityCp).toBeCloseTo(1.12, 1);
    expect(heatFactorPerGpm(at60)).toBeGreaterThan(495);
    expect(heatFactorPerGpm(at60)).toBeLessThan(505);
    const at180 = fluidProperties(FluidType.Water, 0, 180);
    expect(at180.DensityLbFt3).toBeCloseTo(60.57, 1);
    expect(at180.ViscosityCp).toBeCloseTo(0.35, 1);
    expect(freezingPointF(FluidType.Water, 0)).toBe(32);
  });

  it('treats a glycol at 0 % (and water with a glycol percent) as water', () => {
    expect(fluidProperties(FluidType.Ethylene, 0, 50)).toEqual(fluidProperties(FluidType.Water, 0, 50));
    expect(fluidProperties(FluidType.Water, 30, 50)).toEqual(fluidProperties(FluidType.Water, 0, 50));
  });

  it('gives ethylene and propylene glycol their ASHRAE values', () => {
    // ASHRAE Fundamentals ch. 31: 30 % ethylene glycol freezes at about 5 °F, 30 % propylene at about 8 °F.
    expect(freezingPointF(FluidType.Ethylene, 30)).toBeGreaterThan(2);
    expect(freezingPointF(FluidType.Ethylene, 30)).toBeLessThan(8);
    expect(freezingPointF(FluidType.Propylene, 30)).toBeGreaterThan(5);
    expect(freezingPointF(FluidType.Propylene, 30)).toBeLessThan(12);
    const ethylene = fluidProperties(FluidType.Ethylene, 40, 68);
    expect(ethylene.DensityLbFt3 / 62.43).toBeCloseTo(1.053, 2);
    expect(ethylene.SpecificHeatBtuLbF).toBeCloseTo(0.84, 1);
    expect(ethylene.ViscosityCp).toBeGreaterThan(2.5);
    expect(ethylene.ViscosityCp).toBeLessThan(3.3);
  });

  it('raises viscosity and lowers heat capacity and film coefficient as concentration rises', () => {
    for (const fluid of [FluidType.Ethylene, FluidType.Propylene]) {
      let previous = fluidProperties(FluidType.Water, 0, 45);
      for (const percent of [10, 20, 30, 40, 50]) {
        const current = fluidProperties(fluid, percent, 45);
        expect(current.ViscosityCp).toBeGreaterThan(previous.ViscosityCp);
        expect(current.SpecificHeatBtuLbF).toBeLessThan(previous.SpecificHeatBtuLbF);
        expect(filmCoefficientFactor(current)).toBeLessThan(filmCoefficientFactor(previous));
        expect(pressureDropFactor(current)).toBeGreaterThan(pressureDropFactor(previous));
        expect(freezingPointF(fluid, percent)).toBeLessThan(previous.FreezingPointF);
        previous = current;
      }
    }
    expect(viscosityRatio(FluidType.Propylene, 30, 45)).toBeGreaterThan(
      viscosityRatio(FluidType.Ethylene, 30, 45),
    );
  });
});

describe('kinematic viscosity for Reynolds numbers', () => {
  it('is μ/ρ of fluidProperties for water and both glycols from 20 to 200 °F', () => {
    for (const [fluidType, percent] of [
      [FluidType.Water, 0],
      [FluidType.Ethylene, 30],
      [FluidType.Propylene, 40],
      [FluidType.Propylene, 60],
    ] as const) {
      for (let temperatureF = 20; temperatureF <= 200; temperatureF += 15) {
        const properties = fluidProperties(fluidType, percent, temperatureF);
        // μ in cP is 6.7197e-4 lb/(ft·s); over ρ in lb/ft³ it is ft²/s.
        const expected = (properties.ViscosityCp * 6.7197e-4) / properties.DensityLbFt3;
        const nu = kinematicViscosityFt2PerS(fluidType, percent, temperatureF);
        expect(Math.abs(nu / expected - 1), `${fluidType} ${percent} % ${temperatureF} °F`).toBeLessThan(
          1e-4,
        );
      }
    }
  });
});
