import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayDecimals,
  displayValue,
  formatQuantity,
  fromSI,
  isUnitSystem,
  labelWithUnit,
  parseQuantity,
  type QuantityKind,
  quantityKinds,
  roundTo,
  toSI,
  unitLabel,
} from './units.ts';

/** Known values from NIST SP 811 and ASHRAE Fundamentals, I-P → SI. */
const known: ReadonlyArray<[QuantityKind, number, number, number]> = [
  // kind, I-P, SI, tolerance
  ['temperature', 32, 0, 1e-12],
  ['temperature', 212, 100, 1e-12],
  ['temperature', 45, 7.2222, 1e-4],
  ['temperature', -40, -40, 1e-12],
  ['temperatureDifference', 18, 10, 1e-12],
  ['capacity', 12, 3.5168, 1e-4], // one ton of refrigeration
  ['capacity', 1, 0.29307, 1e-5],
  ['airflow', 1000, 471.947, 1e-3],
  ['airflowPerHour', 1000, 1699.01, 1e-2],
  ['waterFlow', 10, 0.630902, 1e-6],
  ['airPressure', 1, 249.082, 1e-3],
  ['airPressure', 0.5, 124.541, 1e-3],
  ['waterPressureDrop', 10, 29.8898, 1e-4],
  ['airVelocity', 500, 2.54, 1e-12],
  ['waterVelocity', 4, 1.2192, 1e-12],
  ['altitude', 5280, 1609.344, 1e-9],
  ['power', 250, 250, 0],
  ['humidityRatio', 70, 10, 1e-12],
  ['enthalpy', 30, 69.78, 1e-9],
];

describe('unit conversions against known values', () => {
  it.each(known)('%s: %d I-P is %d SI', (kind, ip, si, tolerance) => {
    expect(Math.abs(toSI(kind, ip) - si)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(fromSI(kind, si) - ip)).toBeLessThanOrEqual(tolerance * 10 + 1e-9);
  });

  it('labels each kind in both systems', () => {
    expect(unitLabel('temperature', 'SI')).toBe('°C');
    expect(unitLabel('temperature', 'IP')).toBe('°F');
    expect(unitLabel('capacity', 'SI')).toBe('kW');
    expect(unitLabel('capacity', 'IP')).toBe('MBH');
    expect(unitLabel('airflow', 'SI')).toBe('l/s');
    expect(unitLabel('airflowPerHour', 'SI')).toBe('m³/h');
    expect(unitLabel('waterFlow', 'SI')).toBe('l/s');
    expect(unitLabel('airPressure', 'SI')).toBe('Pa');
    expect(unitLabel('waterPressureDrop', 'SI')).toBe('kPa');
    expect(unitLabel('altitude', 'SI')).toBe('m');
    expect(unitLabel('power', 'SI')).toBe('W');
    expect(labelWithUnit('EWT', 'temperature', 'SI')).toBe('EWT (°C)');
  });
});

describe('formatting and parsing', () => {
  it('formats an I-P value in the chosen system with its precision', () => {
    expect(formatQuantity('temperature', 45, 'SI')).toBe('7.2 °C');
    expect(formatQuantity('temperature', 45, 'IP')).toBe('45.0 °F');
    expect(formatQuantity('capacity', 12, 'SI')).toBe('3.52 kW');
    expect(formatQuantity('airflow', 1200, 'IP')).toBe('1,200 cfm');
    expect(formatQuantity('airPressure', 0.5, 'SI', { withUnit: false })).toBe('125');
    expect(formatQuantity('temperature', null, 'SI')).toBe('');
    expect(formatQuantity('temperature', Number.NaN, 'SI')).toBe('');
  });

  it('parses typed text in the chosen system back to I-P', () => {
    expect(parseQuantity('temperature', '7.2', 'SI')).toBeCloseTo(44.96, 10);
    expect(parseQuantity('temperature', '7.2 °C', 'SI')).toBeCloseTo(44.96, 10);
    expect(parseQuantity('airflow', '1,200', 'IP')).toBe(1200);
    expect(parseQuantity('airflow', 'abc', 'SI')).toBeNull();
    expect(parseQuantity('airflow', '', 'SI')).toBeNull();
    expect(parseQuantity('airflow', '1.2.3', 'SI')).toBeNull();
    expect(parseQuantity('temperature', '-5', 'SI')).toBeCloseTo(23, 10);
  });

  it('rounds half away from zero without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(-0.01, 1)).toBe(0);
  });

  it('knows its unit systems', () => {
    expect(isUnitSystem('SI')).toBe(true);
    expect(isUnitSystem('IP')).toBe(true);
    expect(isUnitSystem('metric')).toBe(false);
  });
});

describe('round trips (property)', () => {
  const kind = fc.constantFrom(...quantityKinds);

  it('I-P → SI → I-P returns the value (full precision)', () => {
    fc.assert(
      fc.property(kind, fc.double({ min: -1e5, max: 1e5, noNaN: true }), (k, ip) => {
        expect(fromSI(k, toSI(k, ip))).toBeCloseTo(ip, 6);
      }),
    );
  });

  it('I-P shown in SI and typed back is within one I-P display step plus half an SI step', () => {
    fc.assert(
      fc.property(kind, fc.integer({ min: -100000, max: 100000 }), (k, n) => {
        const ip = roundTo(n / 10 ** displayDecimals(k, 'IP'), displayDecimals(k, 'IP'));
        const shown = displayValue(k, ip, 'SI');
        const back = fromSI(k, shown);
        const halfSiStepInIp = Math.abs(fromSI(k, 0.5 * 10 ** -displayDecimals(k, 'SI')) - fromSI(k, 0));
        expect(Math.abs(back - ip)).toBeLessThanOrEqual(halfSiStepInIp + 1e-9);
      }),
    );
  });

  it('a value typed in SI, kept in I-P and shown again reads as typed (7.2 °C stays 7.2 °C)', () => {
    fc.assert(
      fc.property(kind, fc.integer({ min: -100000, max: 100000 }), (k, n) => {
        const decimals = displayDecimals(k, 'SI');
        const typed = roundTo(n / 10 ** decimals, decimals);
        const ip = parseQuantity(k, String(typed), 'SI');
        expect(ip).not.toBeNull();
        expect(displayValue(k, ip as number, 'SI')).toBe(typed);
      }),
    );
    expect(displayValue('temperature', parseQuantity('temperature', '7.2', 'SI') as number, 'SI')).toBe(7.2);
  });
});
