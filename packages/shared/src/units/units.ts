/**
 * Units people use (ADR 0031). The API and the database speak I-P only; a user who reads in SI gets
 * every figure converted at the edge (the web form, the chart, the PDF) through these functions, and
 * what they type is converted back to I-P before any call. Pure: no DOM, no server.
 *
 * A value's kind decides its SI unit, its labels and the decimals it is shown with. The SI decimals are
 * chosen so that a value typed in SI, converted to I-P at full precision and shown again, reads exactly
 * as typed (7.2 °C stays 7.2 °C); the I-P to SI to I-P round trip stays within one display step.
 */

export const unitSystems = ['IP', 'SI'] as const;
export type UnitSystem = (typeof unitSystems)[number];
export const defaultUnitSystem: UnitSystem = 'IP';

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'IP' || value === 'SI';
}

interface UnitSide {
  /** Label shown after a number, e.g. "°F", "kW". */
  readonly label: string;
  /** Decimals a value of this kind is shown (and kept when typed) with. */
  readonly decimals: number;
}

export interface QuantityDefinition {
  /** Short words for the kind, e.g. "Temperature". */
  readonly name: string;
  readonly ip: UnitSide;
  readonly si: UnitSide;
  /** I-P value to SI value (full precision). */
  readonly toSI: (ip: number) => number;
  /** SI value to I-P value (full precision). */
  readonly fromSI: (si: number) => number;
}

function linear(factor: number): Pick<QuantityDefinition, 'toSI' | 'fromSI'> {
  return { toSI: (ip) => ip * factor, fromSI: (si) => si / factor };
}

/** Exact or conventional factors (NIST SP 811). */
export const conversionFactors = {
  /** 1 MBH = 1000 Btu/h (IT) = 0.29307107 kW. */
  kwPerMbh: 0.29307107017,
  /** 1 cfm = 0.47194745 l/s. */
  litresPerSecondPerCfm: 0.4719474432,
  /** 1 cfm = 1.6990108 m³/h. */
  cubicMetresPerHourPerCfm: 1.69901079552,
  /** 1 US gpm = 0.0630902 l/s. */
  litresPerSecondPerGpm: 0.0630901964,
  /** 1 in. of water (39.2 °F) = 249.082 Pa. */
  pascalPerInchWater: 249.082,
  /** 1 ft of water (39.2 °F) = 2.98898 kPa. */
  kilopascalPerFootWater: 2.98898,
  /** 1 ft = 0.3048 m (exact). */
  metresPerFoot: 0.3048,
  /** 1 fpm = 0.00508 m/s (exact). */
  metresPerSecondPerFpm: 0.00508,
  /** 1 grain/lb = 1/7000 lb/lb = 0.142857 g/kg. */
  gramsPerKgPerGrainPerLb: 1000 / 7000,
  /** 1 Btu/lb = 2.326 kJ/kg (exact, IT Btu). */
  kilojoulesPerKgPerBtuPerLb: 2.326,
} as const;

const f = conversionFactors;

export const quantities = {
  /** Air or water temperature: °F ↔ °C. */
  temperature: {
    name: 'Temperature',
    ip: { label: '°F', decimals: 1 },
    si: { label: '°C', decimals: 1 },
    toSI: (ip: number) => ((ip - 32) * 5) / 9,
    fromSI: (si: number) => (si * 9) / 5 + 32,
  },
  /** A rise or drop of temperature: °F ↔ K (shown as °C difference, "K"). */
  temperatureDifference: {
    name: 'Temperature difference',
    ip: { label: '°F', decimals: 1 },
    si: { label: 'K', decimals: 1 },
    ...linear(5 / 9),
  },
  /** Heating or cooling capacity: MBH ↔ kW. */
  capacity: {
    name: 'Capacity',
    ip: { label: 'MBH', decimals: 2 },
    si: { label: 'kW', decimals: 2 },
    ...linear(f.kwPerMbh),
  },
  /** Airflow: cfm ↔ l/s (the default SI airflow unit on screens and documents). */
  airflow: {
    name: 'Airflow',
    ip: { label: 'cfm', decimals: 0 },
    si: { label: 'l/s', decimals: 1 },
    ...linear(f.litresPerSecondPerCfm),
  },
  /** Airflow where an hourly volume is expected (fan curve axis): cfm ↔ m³/h. */
  airflowPerHour: {
    name: 'Airflow',
    ip: { label: 'cfm', decimals: 0 },
    si: { label: 'm³/h', decimals: 0 },
    ...linear(f.cubicMetresPerHourPerCfm),
  },
  /** Water flow: gpm ↔ l/s. */
  waterFlow: {
    name: 'Water flow',
    ip: { label: 'gpm', decimals: 2 },
    si: { label: 'l/s', decimals: 3 },
    ...linear(f.litresPerSecondPerGpm),
  },
  /** Air-side pressure (ESP, air pressure drop): in. w.g. ↔ Pa. */
  airPressure: {
    name: 'Air pressure',
    ip: { label: 'in. w.g.', decimals: 2 },
    si: { label: 'Pa', decimals: 0 },
    ...linear(f.pascalPerInchWater),
  },
  /** Water pressure drop: ft of water ↔ kPa. */
  waterPressureDrop: {
    name: 'Water pressure drop',
    ip: { label: 'ft w.g.', decimals: 2 },
    si: { label: 'kPa', decimals: 2 },
    ...linear(f.kilopascalPerFootWater),
  },
  /** Air velocity (face velocity): fpm ↔ m/s. */
  airVelocity: {
    name: 'Air velocity',
    ip: { label: 'fpm', decimals: 0 },
    si: { label: 'm/s', decimals: 2 },
    ...linear(f.metresPerSecondPerFpm),
  },
  /** Water velocity in tubes: ft/s ↔ m/s. */
  waterVelocity: {
    name: 'Water velocity',
    ip: { label: 'ft/s', decimals: 2 },
    si: { label: 'm/s', decimals: 2 },
    ...linear(f.metresPerFoot),
  },
  /** Site altitude: ft ↔ m. */
  altitude: {
    name: 'Altitude',
    ip: { label: 'ft', decimals: 0 },
    si: { label: 'm', decimals: 0 },
    ...linear(f.metresPerFoot),
  },
  /** Electrical or fan power: W in both systems. */
  power: { name: 'Power', ip: { label: 'W', decimals: 0 }, si: { label: 'W', decimals: 0 }, ...linear(1) },
  /** Humidity ratio: grains/lb ↔ g/kg. */
  humidityRatio: {
    name: 'Humidity ratio',
    ip: { label: 'gr/lb', decimals: 1 },
    si: { label: 'g/kg', decimals: 2 },
    ...linear(f.gramsPerKgPerGrainPerLb),
  },
  /** Specific enthalpy of moist air: Btu/lb ↔ kJ/kg. */
  enthalpy: {
    name: 'Enthalpy',
    ip: { label: 'Btu/lb', decimals: 2 },
    si: { label: 'kJ/kg', decimals: 2 },
    ...linear(f.kilojoulesPerKgPerBtuPerLb),
  },
} as const satisfies Record<string, QuantityDefinition>;

export type QuantityKind = keyof typeof quantities;
export const quantityKinds = Object.keys(quantities) as QuantityKind[];

function side(kind: QuantityKind, system: UnitSystem): UnitSide {
  return system === 'SI' ? quantities[kind].si : quantities[kind].ip;
}

export function unitLabel(kind: QuantityKind, system: UnitSystem): string {
  return side(kind, system).label;
}

export function displayDecimals(kind: QuantityKind, system: UnitSystem): number {
  return side(kind, system).decimals;
}

export function toSI(kind: QuantityKind, ipValue: number): number {
  return quantities[kind].toSI(ipValue);
}

export function fromSI(kind: QuantityKind, siValue: number): number {
  return quantities[kind].fromSI(siValue);
}

/** Rounds half away from zero to `decimals` places, without the 1.005 → 1.00 float surprise. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / scale;
  const signed = value < 0 ? -rounded : rounded;
  return Object.is(signed, -0) ? 0 : signed;
}

/** An I-P value (as the API gives it) in the user's system, unrounded. */
export function ipToSystem(kind: QuantityKind, ipValue: number, system: UnitSystem): number {
  return system === 'SI' ? toSI(kind, ipValue) : ipValue;
}

/** A value in the user's system back to I-P (for the API), unrounded. */
export function systemToIp(kind: QuantityKind, value: number, system: UnitSystem): number {
  return system === 'SI' ? fromSI(kind, value) : value;
}

/** An I-P value in the user's system, rounded to the kind's display decimals. */
export function displayValue(kind: QuantityKind, ipValue: number, system: UnitSystem): number {
  return roundTo(ipToSystem(kind, ipValue, system), displayDecimals(kind, system));
}

export interface FormatOptions {
  /** Append the unit label ("7.2 °C"); default true. */
  readonly withUnit?: boolean;
  /** Override the kind's decimals. */
  readonly decimals?: number;
}

/** "7.2 °C" for 45 (°F) and an SI user; an empty string for a missing or non-finite value. */
export function formatQuantity(
  kind: QuantityKind,
  ipValue: number | null | undefined,
  system: UnitSystem,
  options: FormatOptions = {},
): string {
  if (ipValue === null || ipValue === undefined || !Number.isFinite(ipValue)) return '';
  const decimals = options.decimals ?? displayDecimals(kind, system);
  const text = roundTo(ipToSystem(kind, ipValue, system), decimals).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return options.withUnit === false ? text : `${text} ${unitLabel(kind, system)}`;
}

/**
 * A number typed in the user's system back to I-P, or null when it is not a number. Commas as
 * thousands separators and a trailing unit label are tolerated ("1,200 cfm", "7.2 °C").
 */
export function parseQuantity(kind: QuantityKind, text: string, system: UnitSystem): number | null {
  const label = unitLabel(kind, system);
  let cleaned = text.trim();
  if (cleaned.endsWith(label)) cleaned = cleaned.slice(0, -label.length).trim();
  cleaned = cleaned.replace(/,/g, '');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  return systemToIp(kind, value, system);
}

/** "Entering water temperature (°C)" style label. */
export function labelWithUnit(label: string, kind: QuantityKind, system: UnitSystem): string {
  return `${label} (${unitLabel(kind, system)})`;
}
