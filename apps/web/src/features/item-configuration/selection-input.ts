import { fieldMessage } from '@airquote/shared/rules/messages';
import {
  CoilConfiguration,
  type CoilSelectionInput,
  ConfigurationType,
  coilSelectionInputSchema,
  FilterMethod,
  FluidType,
  type HeatPumpSelectionInput,
  heatPumpSelectionInputSchema,
  SelectionMethod,
} from '@airquote/shared/selection/selection-schemas';
import { localizeMessage } from '@airquote/shared/units/unit-messages';
import { formatQuantity, type UnitSystem } from '@airquote/shared/units/units';
import type { z } from 'zod';
import { type ConditionField, coilConditionFields, heatPumpConditionFields } from './condition-fields.ts';
import type { CoilConditions, FluidSideConditions, HeatPumpConditions } from './design-conditions.ts';

/** Which water coils work: 4-pipe has both; a 2-pipe coil is chilled, hot or both (changeover). */
export function activeDuties(conditions: Pick<CoilConditions, 'CoilConfiguration' | 'ConfigurationType'>) {
  if (conditions.CoilConfiguration === CoilConfiguration.FourPipe) return { cooling: true, heating: true };
  return {
    cooling: conditions.ConfigurationType !== ConfigurationType.HotWater,
    heating: conditions.ConfigurationType !== ConfigurationType.ChilledWater,
  };
}

/** The glycol percent to send: water is 0 whatever the box held before. */
const glycolOf = (fluidType: number, percent: number) => (fluidType === FluidType.Water ? 0 : percent);

function fluidSideInput(side: FluidSideConditions) {
  return {
    SelectionMethod: side.SelectionMethod,
    FluidType: side.FluidType,
    GlycolPercent: glycolOf(side.FluidType, side.GlycolPercent),
    EnteringFluidF: side.EnteringFluidF,
    // Untouched, the flow is each candidate's rated flow (the engine's default for null).
    FluidGpm: side.SelectionMethod === SelectionMethod.FluidFlow && !side.RatedFlow ? side.FluidGpm : null,
    LeavingFluidF: side.SelectionMethod === SelectionMethod.LeavingFluidTemp ? side.LeavingFluidF : null,
    FilterMethod: side.FilterMethod,
    FilterTarget: side.FilterMethod === FilterMethod.None ? null : side.FilterTarget,
  };
}

const airSideInput = (conditions: CoilConditions | HeatPumpConditions) => ({
  MotorType: conditions.MotorType,
  FanSpeed: conditions.FanSpeed,
  SelectBy: conditions.SelectBy,
  EspInWg: conditions.EspInWg,
  CoilConnection: conditions.CoilConnection,
  AltitudeFt: conditions.AltitudeFt,
  CoolingEnteringDbF: conditions.CoolingEnteringDbF,
  CoolingEnteringWbF: conditions.CoolingEnteringWbF,
  HeatingEnteringDbF: conditions.HeatingEnteringDbF,
});

/** The engine input of a coil unit: only the sections the configuration uses are sent. */
export function coilSelectionInputOf(conditions: CoilConditions): z.input<typeof coilSelectionInputSchema> {
  const duties = activeDuties(conditions);
  return {
    ...airSideInput(conditions),
    CoilConfiguration: conditions.CoilConfiguration,
    ConfigurationType: conditions.ConfigurationType,
    Cooling: duties.cooling ? fluidSideInput(conditions.Cooling) : null,
    Heating: duties.heating ? fluidSideInput(conditions.Heating) : null,
    HeatCoilRows:
      conditions.CoilConfiguration === CoilConfiguration.FourPipe ? conditions.HeatCoilRows : null,
    ElectricHeatCapacity: conditions.ElectricHeatCapacity,
    ProductModelIds: [],
  };
}

export function heatPumpSelectionInputOf(
  conditions: HeatPumpConditions,
): z.input<typeof heatPumpSelectionInputSchema> {
  return {
    ...airSideInput(conditions),
    Application: conditions.Application,
    FluidType: conditions.FluidType,
    GlycolPercent: glycolOf(conditions.FluidType, conditions.GlycolPercent),
    CoolingEnteringFluidF: conditions.CoolingEnteringFluidF,
    HeatingEnteringFluidF: conditions.HeatingEnteringFluidF,
    FluidGpm: conditions.FluidGpm,
    ProductModelIds: [],
  };
}

/** Field path (e.g. "Cooling.EnteringFluidF") → the message shown beside that field. */
export type FieldErrors = Record<string, string>;

export type Validated<T> = { input: T; errors: FieldErrors } | { input: null; errors: FieldErrors };

/**
 * A message like the spec's ('{field} is required'), with the field's unit on limits: the engine's
 * limits are I-P, so a field with a quantity states its limit in the user's units (ADR 0031).
 */
function messageOf(issue: z.core.$ZodIssue, field: ConditionField, system: UnitSystem): string {
  const limit = (value: number | bigint) => {
    if (field.kind && system === 'SI') return formatQuantity(field.kind, Number(value), system);
    return `${String(value)}${field.unit ? ` ${field.unit}` : ''}`;
  };
  switch (issue.code) {
    case 'invalid_type':
      return fieldMessage('required', field.label);
    case 'too_small':
      return issue.inclusive === false
        ? `${field.label} must be more than ${limit(issue.minimum)}`
        : `${field.label} must be at least ${limit(issue.minimum)}`;
    case 'too_big':
      return `${field.label} must be no more than ${limit(issue.maximum)}`;
    default:
      return localizeMessage(issue.message, system);
  }
}

function validated<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  fields: Record<string, ConditionField>,
  extra: FieldErrors,
  system: UnitSystem,
): Validated<T> {
  const parsed = schema.safeParse(raw);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= messageOf(issue, fields[path] ?? { label: path }, system);
    }
  }
  for (const [path, message] of Object.entries(extra)) errors[path] ??= message;
  return parsed.success && Object.keys(errors).length === 0
    ? { input: parsed.data, errors }
    : { input: null, errors };
}

/** A wet-bulb above the dry-bulb is no air at all: the engine would answer nonsense. */
function wetBulbErrors(conditions: CoilConditions | HeatPumpConditions): FieldErrors {
  return conditions.CoolingEnteringWbF > conditions.CoolingEnteringDbF
    ? { CoolingEnteringWbF: 'Entering wet bulb cannot be above the entering dry bulb' }
    : {};
}

/** The coil input checked with the engine's own schema; messages keyed by form field, in `system`'s units. */
export function validateCoilConditions(
  conditions: CoilConditions,
  system: UnitSystem = 'IP',
): Validated<CoilSelectionInput> {
  const extra = wetBulbErrors(conditions);
  const duties = activeDuties(conditions);
  for (const [duty, active] of [
    ['Cooling', duties.cooling],
    ['Heating', duties.heating],
  ] as const) {
    const side = conditions[duty];
    if (active && side.FilterMethod !== FilterMethod.None && !Number.isFinite(side.FilterTarget))
      extra[`${duty}.FilterTarget`] = fieldMessage(
        'required',
        coilConditionFields[`${duty}.FilterTarget`]?.label ?? 'Target',
      );
  }
  return validated(
    coilSelectionInputSchema,
    coilSelectionInputOf(conditions),
    coilConditionFields,
    extra,
    system,
  );
}

export function validateHeatPumpConditions(
  conditions: HeatPumpConditions,
  system: UnitSystem = 'IP',
): Validated<HeatPumpSelectionInput> {
  return validated(
    heatPumpSelectionInputSchema,
    heatPumpSelectionInputOf(conditions),
    heatPumpConditionFields,
    wetBulbErrors(conditions),
    system,
  );
}
