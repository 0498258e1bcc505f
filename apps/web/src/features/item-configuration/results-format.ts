import {
  type CoilCandidateResult,
  type HeatPumpCandidateResult,
  type SelectionWarning,
  selectionOptionLists,
} from '@airquote/shared/selection/selection-schemas';
import { formatQuantity, type QuantityKind, type UnitSystem, unitLabel } from '@airquote/shared/units/units';

/** A number to `digits` places, or '—' when the engine has none (an input outside the rated range). */
export function formatNumber(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
}

/** "56.2 / 55.1": a dry bulb and wet bulb pair, as engineers write leaving air. */
export function formatDbWb(dryBulb: number | null | undefined, wetBulb: number | null | undefined): string {
  if (dryBulb === null || dryBulb === undefined) return '—';
  return wetBulb === null || wetBulb === undefined
    ? formatNumber(dryBulb)
    : `${formatNumber(dryBulb)} / ${formatNumber(wetBulb)}`;
}

export function fanSpeedLabel(fanSpeed: number): string {
  return (
    selectionOptionLists.airFanSpeed.find((option) => option.value === fanSpeed)?.label ?? String(fanSpeed)
  );
}

/** One line of the results table, whichever engine produced it. */
export type ResultRow = {
  key: string;
  ProductModelId: number;
  ProductModelName: string;
  /** Rows of the main (cooling) coil, which the code string's CROW segment orders; null for WSHP. */
  mainCoilRows: number | null;
  /** Dimmed: does not meet the filter method's target. */
  meetsTarget: boolean;
  warnings: SelectionWarning[];
  /** Cell texts by column key (I-P, as the API answers). */
  cells: Record<string, string>;
  /** The I-P numbers behind the cells that have a unit, so an SI user sees them converted (ADR 0031). */
  ipValues?: Record<string, ReadonlyArray<number | null | undefined>>;
};

/** The quantity of each result column with a unit; the others (rows, speed, EER, COP) have none. */
export const resultColumnKinds: Readonly<Record<string, QuantityKind>> = {
  cfm: 'airflow',
  esp: 'airPressure',
  coolingTotal: 'capacity',
  coolingSensible: 'capacity',
  coolingLeavingAir: 'temperature',
  coolingGpm: 'waterFlow',
  coolingLeavingFluid: 'temperature',
  coolingFluidPd: 'waterPressureDrop',
  heatingTotal: 'capacity',
  heatingLeavingAir: 'temperature',
  heatingGpm: 'waterFlow',
  heatingLeavingFluid: 'temperature',
  heatingFluidPd: 'waterPressureDrop',
  electricHeat: 'capacity',
  airPd: 'airPressure',
  fluidPd: 'waterPressureDrop',
  faceVelocity: 'airVelocity',
  fanWatts: 'power',
};

/** A column's unit in the user's system. */
export function columnUnit(column: ResultColumn, system: UnitSystem): string | undefined {
  const kind = resultColumnKinds[column.key];
  return system === 'SI' && kind && column.unit ? unitLabel(kind, system) : column.unit;
}

/** A cell's text in the user's system: the I-P text as is, or its numbers converted ("12.8 / 12.3"). */
export function cellText(row: ResultRow, key: string, system: UnitSystem): string {
  const kind = resultColumnKinds[key];
  const values = row.ipValues?.[key];
  if (system === 'IP' || !kind || !values) return row.cells[key] ?? '—';
  const [first, ...rest] = values;
  if (first === null || first === undefined || !Number.isFinite(first)) return '—';
  return [first, ...rest.filter((value): value is number => value !== null && value !== undefined)]
    .map((value) => formatQuantity(kind, value, system, { withUnit: false }))
    .join(' / ');
}

/** Distinguishes candidates of one model (coil rows, speed) so a row keeps its identity while typing. */
export function coilResultKey(result: CoilCandidateResult): string {
  return [
    result.ProductModelId,
    result.MotorType,
    result.FanSpeed,
    result.Cooling?.Rows ?? 0,
    result.Heating?.Rows ?? 0,
  ].join('-');
}

export function heatPumpResultKey(result: HeatPumpCandidateResult): string {
  return [result.ProductModelId, result.MotorType, result.FanSpeed].join('-');
}

const rowsText = (result: CoilCandidateResult) =>
  [result.Cooling?.Rows, result.Heating?.Rows].filter((rows) => rows !== undefined).join(' + ') || '—';

/** The air pressure drop of the water coils in the airstream (both coils of a 4-pipe unit). */
function coilAirPressureDrop(result: CoilCandidateResult): number | null {
  const drops = [result.Cooling?.AirPdInWg, result.Heating?.AirPdInWg].filter(
    (drop): drop is number => typeof drop === 'number',
  );
  return drops.length === 0 ? null : drops.reduce((sum, drop) => sum + drop, 0);
}

/** Table cells of a coil unit candidate (fan coil, air handler, ECO). */
export function coilResultRow(result: CoilCandidateResult): ResultRow {
  const fan = result.FanOperatingPoint;
  const cooling = result.Cooling;
  const heating = result.Heating;
  return {
    key: coilResultKey(result),
    ProductModelId: result.ProductModelId,
    ProductModelName: result.ProductModelName,
    // A 2-pipe hot-water unit heats with its main coil.
    mainCoilRows: result.Cooling?.Rows ?? result.Heating?.Rows ?? null,
    meetsTarget: result.MeetsTarget,
    warnings: result.Warnings,
    cells: {
      rows: rowsText(result),
      speed: fanSpeedLabel(result.FanSpeed),
      cfm: formatNumber(fan?.Cfm, 0),
      esp: formatNumber(fan?.EspInWg, 2),
      coolingTotal: formatNumber(cooling?.TotalMbh),
      coolingSensible: formatNumber(cooling?.SensibleMbh),
      coolingLeavingAir: formatDbWb(cooling?.LeavingDbF, cooling?.LeavingWbF),
      coolingGpm: formatNumber(cooling?.FluidGpm, 2),
      coolingLeavingFluid: formatNumber(cooling?.LeavingFluidF),
      coolingFluidPd: formatNumber(cooling?.FluidPdFt),
      heatingTotal: formatNumber(heating?.TotalMbh),
      heatingLeavingAir: formatNumber(heating?.LeavingDbF),
      heatingGpm: formatNumber(heating?.FluidGpm, 2),
      heatingLeavingFluid: formatNumber(heating?.LeavingFluidF),
      heatingFluidPd: formatNumber(heating?.FluidPdFt),
      electricHeat: formatNumber(result.ElectricHeatMbh),
      airPd: formatNumber(coilAirPressureDrop(result), 2),
      faceVelocity: formatNumber(fan?.FaceVelocityFpm, 0),
      fanWatts: formatNumber(fan?.FanWatts, 0),
    },
    ipValues: {
      cfm: [fan?.Cfm],
      esp: [fan?.EspInWg],
      coolingTotal: [cooling?.TotalMbh],
      coolingSensible: [cooling?.SensibleMbh],
      coolingLeavingAir: [cooling?.LeavingDbF, cooling?.LeavingWbF],
      coolingGpm: [cooling?.FluidGpm],
      coolingLeavingFluid: [cooling?.LeavingFluidF],
      coolingFluidPd: [cooling?.FluidPdFt],
      heatingTotal: [heating?.TotalMbh],
      heatingLeavingAir: [heating?.LeavingDbF],
      heatingGpm: [heating?.FluidGpm],
      heatingLeavingFluid: [heating?.LeavingFluidF],
      heatingFluidPd: [heating?.FluidPdFt],
      electricHeat: [result.ElectricHeatMbh],
      airPd: [coilAirPressureDrop(result)],
      faceVelocity: [fan?.FaceVelocityFpm],
      fanWatts: [fan?.FanWatts],
    },
  };
}

/** Table cells of a water source heat pump candidate. */
export function heatPumpResultRow(result: HeatPumpCandidateResult): ResultRow {
  const fan = result.FanOperatingPoint;
  return {
    key: heatPumpResultKey(result),
    ProductModelId: result.ProductModelId,
    ProductModelName: result.ProductModelName,
    mainCoilRows: null,
    meetsTarget: true,
    warnings: result.Warnings,
    cells: {
      speed: fanSpeedLabel(result.FanSpeed),
      cfm: formatNumber(fan?.Cfm, 0),
      esp: formatNumber(fan?.EspInWg, 2),
      coolingTotal: formatNumber(result.CoolingTotalMbh),
      coolingSensible: formatNumber(result.CoolingSensibleMbh),
      eer: formatNumber(result.Eer),
      coolingLeavingAir: formatDbWb(result.CoolingLeavingDbF, result.CoolingLeavingWbF),
      coolingLeavingFluid: formatNumber(result.CoolingLeavingFluidF),
      heatingTotal: formatNumber(result.HeatingMbh),
      cop: formatNumber(result.Cop, 2),
      heatingLeavingAir: formatNumber(result.HeatingLeavingDbF),
      heatingLeavingFluid: formatNumber(result.HeatingLeavingFluidF),
      fluidPd: formatNumber(result.FluidPdFt),
      faceVelocity: formatNumber(fan?.FaceVelocityFpm, 0),
      fanWatts: formatNumber(fan?.FanWatts, 0),
    },
    ipValues: {
      cfm: [fan?.Cfm],
      esp: [fan?.EspInWg],
      coolingTotal: [result.CoolingTotalMbh],
      coolingSensible: [result.CoolingSensibleMbh],
      coolingLeavingAir: [result.CoolingLeavingDbF, result.CoolingLeavingWbF],
      coolingLeavingFluid: [result.CoolingLeavingFluidF],
      heatingTotal: [result.HeatingMbh],
      heatingLeavingAir: [result.HeatingLeavingDbF],
      heatingLeavingFluid: [result.HeatingLeavingFluidF],
      fluidPd: [result.FluidPdFt],
      faceVelocity: [fan?.FaceVelocityFpm],
      fanWatts: [fan?.FanWatts],
    },
  };
}

export type ResultColumn = { key: string; header: string; unit?: string; group?: string };

/** Columns of the coil results: the cooling and heating groups only when that coil works. */
export function coilResultColumns(
  duties: { cooling: boolean; heating: boolean },
  electricHeat: boolean,
): ResultColumn[] {
  return [
    { key: 'rows', header: 'Rows' },
    { key: 'speed', header: 'Speed' },
    { key: 'cfm', header: 'Airflow', unit: 'cfm' },
    { key: 'esp', header: 'ESP', unit: 'in. w.c.' },
    ...(duties.cooling
      ? [
          { key: 'coolingTotal', header: 'Total', unit: 'MBH', group: 'Cooling' },
          { key: 'coolingSensible', header: 'Sensible', unit: 'MBH', group: 'Cooling' },
          { key: 'coolingLeavingAir', header: 'LAT DB/WB', unit: '°F', group: 'Cooling' },
          { key: 'coolingGpm', header: 'Flow', unit: 'gpm', group: 'Cooling' },
          { key: 'coolingLeavingFluid', header: 'LWT', unit: '°F', group: 'Cooling' },
          { key: 'coolingFluidPd', header: 'WPD', unit: 'ft', group: 'Cooling' },
        ]
      : []),
    ...(duties.heating
      ? [
          { key: 'heatingTotal', header: 'Total', unit: 'MBH', group: 'Heating' },
          { key: 'heatingLeavingAir', header: 'LAT', unit: '°F', group: 'Heating' },
          { key: 'heatingGpm', header: 'Flow', unit: 'gpm', group: 'Heating' },
          { key: 'heatingLeavingFluid', header: 'LWT', unit: '°F', group: 'Heating' },
          { key: 'heatingFluidPd', header: 'WPD', unit: 'ft', group: 'Heating' },
        ]
      : []),
    ...(electricHeat ? [{ key: 'electricHeat', header: 'Elec. heat', unit: 'MBH' }] : []),
    { key: 'airPd', header: 'Coil APD', unit: 'in. w.c.' },
    { key: 'faceVelocity', header: 'Face vel.', unit: 'fpm' },
    { key: 'fanWatts', header: 'Fan', unit: 'W' },
  ];
}

export const heatPumpResultColumns: ResultColumn[] = [
  { key: 'speed', header: 'Speed' },
  { key: 'cfm', header: 'Airflow', unit: 'cfm' },
  { key: 'esp', header: 'ESP', unit: 'in. w.c.' },
  { key: 'coolingTotal', header: 'Total', unit: 'MBH', group: 'Cooling' },
  { key: 'coolingSensible', header: 'Sensible', unit: 'MBH', group: 'Cooling' },
  { key: 'eer', header: 'EER', group: 'Cooling' },
  { key: 'coolingLeavingAir', header: 'LAT DB/WB', unit: '°F', group: 'Cooling' },
  { key: 'coolingLeavingFluid', header: 'LWT', unit: '°F', group: 'Cooling' },
  { key: 'heatingTotal', header: 'Total', unit: 'MBH', group: 'Heating' },
  { key: 'cop', header: 'COP', group: 'Heating' },
  { key: 'heatingLeavingAir', header: 'LAT', unit: '°F', group: 'Heating' },
  { key: 'heatingLeavingFluid', header: 'LWT', unit: '°F', group: 'Heating' },
  { key: 'fluidPd', header: 'WPD', unit: 'ft' },
  { key: 'faceVelocity', header: 'Face vel.', unit: 'fpm' },
  { key: 'fanWatts', header: 'Fan', unit: 'W' },
];

/** Header groups in column order with their spans ("" for ungrouped columns). */
export function columnGroups(columns: readonly ResultColumn[]): Array<{ group: string; span: number }> {
  const groups: Array<{ group: string; span: number }> = [];
  for (const column of columns) {
    const group = column.group ?? '';
    const last = groups[groups.length - 1];
    if (last && last.group === group) last.span += 1;
    else groups.push({ group, span: 1 });
  }
  return groups;
}
