import { z } from 'zod';
import {
  type CoilCandidateResult,
  type CoilSelectionInput,
  FilterMethod,
  type HeatPumpCandidateResult,
} from './selection-schemas.ts';

/**
 * Sizing by load (issue #13, ADR 29): what the engineer needs a unit to deliver, stored with the line
 * item, and the one evaluation that browser and server both run: does a candidate meet every
 * requirement, by how much, and what it misses, in words.
 */

const load = (name: string, max: number, unit: string) =>
  z
    .number({ error: `${name} must be a number (${unit})` })
    .refine(Number.isFinite, { message: `${name} must be a finite number (${unit})` })
    .refine((value) => value > 0, { message: `${name} must be above 0 ${unit}` })
    .refine((value) => value <= max, { message: `${name} must be no more than ${max} ${unit}` })
    .nullish();

export const REQUIREMENT_LIMITS = {
  CoolingTotalMbh: 5_000,
  CoolingSensibleMbh: 5_000,
  HeatingMbh: 5_000,
  Cfm: 100_000,
  EspInWg: 5,
} as const;

/** Every requirement is optional; a requirement left out is not checked. */
export const unitRequirementsSchema = z
  .object({
    CoolingTotalMbh: load('Required cooling', REQUIREMENT_LIMITS.CoolingTotalMbh, 'MBH'),
    CoolingSensibleMbh: load('Required sensible cooling', REQUIREMENT_LIMITS.CoolingSensibleMbh, 'MBH'),
    HeatingMbh: load('Required heating', REQUIREMENT_LIMITS.HeatingMbh, 'MBH'),
    Cfm: load('Required airflow', REQUIREMENT_LIMITS.Cfm, 'cfm'),
    EspInWg: load('Required ESP', REQUIREMENT_LIMITS.EspInWg, 'in. w.g.'),
  })
  .refine(
    (value) =>
      value.CoolingSensibleMbh == null ||
      value.CoolingTotalMbh == null ||
      value.CoolingSensibleMbh <= value.CoolingTotalMbh,
    {
      message: 'Required sensible cooling cannot be above the required total cooling',
      path: ['CoolingSensibleMbh'],
    },
  );
export type UnitRequirements = z.infer<typeof unitRequirementsSchema>;

export const OVERRIDE_REASON_MAX = 500;

/** Why a unit that misses a requirement is chosen anyway: said in words, kept with the line item. */
export const overrideReasonSchema = z
  .string({ error: 'The override reason must be text' })
  .trim()
  .min(1, { message: 'Give a reason for choosing a unit that misses a requirement' })
  .max(OVERRIDE_REASON_MAX, {
    message: `The override reason must be ${OVERRIDE_REASON_MAX} characters or fewer`,
  });

/** The override kept on the line item: the reason, who gave it, when, and what it was given for. */
export const requirementOverrideSchema = z.object({
  Reason: z.string(),
  Shortfalls: z.array(z.string()),
  ByUserId: z.number().int().nullable(),
  At: z.string(),
});
export type RequirementOverride = z.infer<typeof requirementOverrideSchema>;

export type RequirementKey = 'Cooling' | 'Sensible' | 'Heating' | 'Airflow' | 'Esp';

export const requirementOutcomeSchema = z.object({
  Requirement: z.enum(['Cooling', 'Sensible', 'Heating', 'Airflow', 'Esp']),
  Required: z.number(),
  Actual: z.number().nullable(),
  Meets: z.boolean(),
  /** (actual − required) / required in whole per cent; null when the unit has no figure. */
  MarginPercent: z.number().nullable(),
  /** "+12 %" when met, the shortfall in words ("cooling 7.9 of 12.0 MBH") when missed. */
  Text: z.string(),
});
export type RequirementOutcome = z.infer<typeof requirementOutcomeSchema>;

export const requirementEvaluationSchema = z.object({
  /** True when every requirement given is met (also when none is given). */
  Meets: z.boolean(),
  Outcomes: z.array(requirementOutcomeSchema),
  /** The shortfall texts of the requirements missed, in the order cooling, sensible, heating, airflow. */
  Shortfalls: z.array(z.string()),
});
export type RequirementEvaluation = z.infer<typeof requirementEvaluationSchema>;

/** What a candidate delivers, as the engine computed it (null: the unit does not do that duty). */
export interface CandidateFigures {
  CoolingTotalMbh: number | null;
  CoolingSensibleMbh: number | null;
  HeatingMbh: number | null;
  Cfm: number | null;
  EspInWg: number | null;
}

export function figuresOfCoil(result: CoilCandidateResult): CandidateFigures {
  const heating =
    result.Heating?.TotalMbh != null || result.ElectricHeatMbh != null
      ? (result.Heating?.TotalMbh ?? 0) + (result.ElectricHeatMbh ?? 0)
      : null;
  return {
    CoolingTotalMbh: result.Cooling?.TotalMbh ?? null,
    CoolingSensibleMbh: result.Cooling?.SensibleMbh ?? null,
    HeatingMbh: heating,
    Cfm: result.FanOperatingPoint?.Cfm ?? null,
    EspInWg: result.FanOperatingPoint?.EspInWg ?? null,
  };
}

export function figuresOfHeatPump(result: HeatPumpCandidateResult): CandidateFigures {
  return {
    CoolingTotalMbh: result.CoolingTotalMbh,
    CoolingSensibleMbh: result.CoolingSensibleMbh,
    HeatingMbh: result.HeatingMbh,
    Cfm: result.FanOperatingPoint?.Cfm ?? null,
    EspInWg: result.FanOperatingPoint?.EspInWg ?? null,
  };
}

/** ESP as engineers write it: at least one decimal, at most two ("0.5", "0.25", "1.0"). */
export function formatEsp(value: number): string {
  const two = value.toFixed(2);
  return two.endsWith('0') ? value.toFixed(1) : two;
}

/**
 * Figures are compared as they are shown (MBH to 0.1, cfm to 1, ESP to 0.01), so a unit shown as
 * delivering exactly what is required meets it, and a miss never reads "12.0 of 12.0".
 */
const shown = {
  mbh: (value: number) => Math.round(value * 10) / 10,
  cfm: (value: number) => Math.round(value),
  esp: (value: number) => Math.round(value * 100) / 100,
};

function margin(actual: number, required: number): number {
  return Math.round(((actual - required) / required) * 100);
}

export function formatMargin(percent: number): string {
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

function outcome(
  requirement: RequirementKey,
  required: number,
  actual: number | null,
  round: (value: number) => number,
  shortfall: (actual: string) => string,
  format: (value: number) => string,
): RequirementOutcome {
  const actualShown = actual === null || !Number.isFinite(actual) ? null : round(actual);
  const requiredShown = round(required);
  const meets = actualShown !== null && actualShown >= requiredShown;
  const percent = actualShown === null ? null : margin(actualShown, requiredShown);
  return {
    Requirement: requirement,
    Required: required,
    Actual: actualShown,
    Meets: meets,
    MarginPercent: percent,
    Text:
      meets && percent !== null
        ? formatMargin(percent)
        : shortfall(actualShown === null ? 'none' : format(actualShown)),
  };
}

const mbh = (value: number) => value.toFixed(1);
const cfm = (value: number) => String(Math.round(value));

/** Each requirement given, met or missed, with its margin or its shortfall in words. */
export function evaluateRequirements(
  requirements: UnitRequirements | null | undefined,
  figures: CandidateFigures,
): RequirementEvaluation {
  const outcomes: RequirementOutcome[] = [];
  const r = requirements ?? {};
  if (r.CoolingTotalMbh != null) {
    const required = r.CoolingTotalMbh;
    outcomes.push(
      outcome(
        'Cooling',
        required,
        figures.CoolingTotalMbh,
        shown.mbh,
        (a) => `cooling ${a} of ${mbh(required)} MBH`,
        mbh,
      ),
    );
  }
  if (r.CoolingSensibleMbh != null) {
    const required = r.CoolingSensibleMbh;
    outcomes.push(
      outcome(
        'Sensible',
        required,
        figures.CoolingSensibleMbh,
        shown.mbh,
        (a) => `sensible ${a} of ${mbh(required)} MBH`,
        mbh,
      ),
    );
  }
  if (r.HeatingMbh != null) {
    const required = r.HeatingMbh;
    outcomes.push(
      outcome(
        'Heating',
        required,
        figures.HeatingMbh,
        shown.mbh,
        (a) => `heating ${a} of ${mbh(required)} MBH`,
        mbh,
      ),
    );
  }
  const esp = r.EspInWg ?? figures.EspInWg;
  const at = esp != null ? ` at ${formatEsp(esp)} in.` : '';
  if (r.Cfm != null) {
    const required = r.Cfm;
    outcomes.push(
      outcome('Airflow', required, figures.Cfm, shown.cfm, (a) => `${a} of ${cfm(required)} cfm${at}`, cfm),
    );
  }
  if (r.EspInWg != null) {
    const required = r.EspInWg;
    outcomes.push(
      outcome(
        'Esp',
        required,
        figures.EspInWg,
        shown.esp,
        (a) => `ESP ${a} of ${formatEsp(required)} in. w.g.`,
        formatEsp,
      ),
    );
  }
  const missed = outcomes.filter((item) => !item.Meets);
  return { Meets: missed.length === 0, Outcomes: outcomes, Shortfalls: missed.map((item) => item.Text) };
}

/** True when at least one requirement is given. */
export function hasRequirements(requirements: UnitRequirements | null | undefined): boolean {
  return Boolean(
    requirements &&
      (requirements.CoolingTotalMbh != null ||
        requirements.CoolingSensibleMbh != null ||
        requirements.HeatingMbh != null ||
        requirements.Cfm != null ||
        requirements.EspInWg != null),
  );
}

/** A unit's size for ranking: the number in its size ("02" → 2, "036" → 36), else its airflow. */
export function sizeOf(unitSize: string, fallback: number): number {
  const match = /\d+(\.\d+)?/.exec(unitSize);
  return match ? Number(match[0]) : fallback;
}

export interface Ranked<T> {
  Item: T;
  Evaluation: RequirementEvaluation;
}

/**
 * Candidates that meet every requirement, smallest first (size, then the first requirement's actual
 * figure, so fewer rows of the same size come first), and those that miss, in the order given.
 */
export function rankByRequirements<T>(
  items: readonly T[],
  requirements: UnitRequirements | null | undefined,
  figuresOf: (item: T) => CandidateFigures,
  sizeKey: (item: T) => number,
): { Meeting: Ranked<T>[]; Missing: Ranked<T>[] } {
  const evaluated = items.map((item) => ({
    Item: item,
    Evaluation: evaluateRequirements(requirements, figuresOf(item)),
  }));
  const firstActual = (entry: Ranked<T>) => entry.Evaluation.Outcomes[0]?.Actual ?? 0;
  const meeting = evaluated
    .filter((entry) => entry.Evaluation.Meets)
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        sizeKey(a.entry.Item) - sizeKey(b.entry.Item) ||
        firstActual(a.entry) - firstActual(b.entry) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
  return { Meeting: meeting, Missing: evaluated.filter((entry) => !entry.Evaluation.Meets) };
}

/** The message a refusal names: which unit misses what. */
export function shortfallMessage(modelName: string, shortfalls: readonly string[]): string {
  return `${modelName} misses the line item's requirements (${shortfalls.join('; ')}). Choose a unit that meets them, or give a reason to override.`;
}

/**
 * The requirements a coil selection is held to: those given, plus a fluid side's Filter Method =
 * Capacity target as the cooling or heating requirement when that one is not given, so the target
 * filters (ranks and separates) instead of only flagging.
 */
export function requirementsOfCoilInput(
  requirements: UnitRequirements | null | undefined,
  input: Pick<CoilSelectionInput, 'Cooling' | 'Heating'>,
): UnitRequirements | null {
  const target = (side: CoilSelectionInput['Cooling']) =>
    side && side.FilterMethod === FilterMethod.Capacity && side.FilterTarget != null && side.FilterTarget > 0
      ? side.FilterTarget
      : null;
  const merged: UnitRequirements = {
    ...(requirements ?? {}),
    CoolingTotalMbh: requirements?.CoolingTotalMbh ?? target(input.Cooling),
    HeatingMbh: requirements?.HeatingMbh ?? target(input.Heating),
  };
  return hasRequirements(merged) ? merged : null;
}

/**
 * Results with their evaluation, those meeting every requirement first (smallest first), then those
 * that miss; unchanged (no evaluation) when nothing is required.
 */
export function rankResults<T extends { UnitSize: string }>(
  results: readonly T[],
  requirements: UnitRequirements | null | undefined,
  figuresOf: (result: T) => CandidateFigures,
): Array<T & { Requirement?: RequirementEvaluation }> {
  if (!hasRequirements(requirements)) return [...results];
  const ranked = rankByRequirements(results, requirements, figuresOf, (result) =>
    sizeOf(result.UnitSize, figuresOf(result).Cfm ?? 0),
  );
  return [...ranked.Meeting, ...ranked.Missing].map((entry) => ({
    ...entry.Item,
    Requirement: entry.Evaluation,
  }));
}
