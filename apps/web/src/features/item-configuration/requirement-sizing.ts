import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  evaluateRequirements,
  hasRequirements,
  type RequirementEvaluation,
  type RequirementOutcome,
  rankByRequirements,
  requirementsOfCoilInput,
  type UnitRequirements,
  unitRequirementsSchema,
} from '@airquote/shared/selection/requirements';
import type { QuantityKind } from '@airquote/shared/units/units';
import type { ResultRow } from './results-format.ts';
import type { SelectionRun, ValidSelection } from './run-selection.ts';

/**
 * The boxes of the Requirements panel (ADR 29): a number, or '' while empty. Values are I-P (what
 * Save sends); `kind` lets the panel show and take them in the user's units (ADR 0031).
 */
export const requirementFields = [
  { key: 'CoolingTotalMbh', label: 'Cooling total', unit: 'MBH', step: 0.5, kind: 'capacity' },
  { key: 'CoolingSensibleMbh', label: 'Cooling sensible', unit: 'MBH', step: 0.5, kind: 'capacity' },
  { key: 'HeatingMbh', label: 'Heating', unit: 'MBH', step: 0.5, kind: 'capacity' },
  { key: 'Cfm', label: 'Airflow', unit: 'cfm', step: 10, kind: 'airflow' },
  { key: 'EspInWg', label: 'ESP', unit: 'in. w.g.', step: 0.05, kind: 'airPressure' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  unit: string;
  step: number;
  kind: QuantityKind;
}>;
export type RequirementField = (typeof requirementFields)[number]['key'];
export type RequirementValues = Record<RequirementField, number | ''>;

export function requirementValuesOf(lineItem: LineItemDetail): RequirementValues {
  const stored = lineItem.Requirements ?? {};
  return Object.fromEntries(
    requirementFields.map((field) => [field.key, stored[field.key] ?? '']),
  ) as RequirementValues;
}

/** The typed values as the Save body sends them (null: none given), with a message per bad box. */
export function parseRequirements(values: RequirementValues): {
  requirements: UnitRequirements | null;
  errors: Partial<Record<RequirementField, string>>;
} {
  const body = Object.fromEntries(
    requirementFields.map((field) => [field.key, values[field.key] === '' ? null : values[field.key]]),
  );
  const parsed = unitRequirementsSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Partial<Record<RequirementField, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as RequirementField;
      errors[key] ??= issue.message;
    }
    return { requirements: null, errors };
  }
  return { requirements: hasRequirements(parsed.data) ? parsed.data : null, errors: {} };
}

/** What a selection is held to: the requirements, plus a coil's Capacity target (as the server). */
export function effectiveRequirements(
  requirements: UnitRequirements | null,
  selection: ValidSelection | null,
): UnitRequirements | null {
  if (selection?.Kind === 'Coil') return requirementsOfCoilInput(requirements, selection.Input);
  return hasRequirements(requirements) ? requirements : null;
}

export type SizedRows = {
  meeting: ResultRow[];
  missing: ResultRow[];
  evaluations: Map<string, RequirementEvaluation>;
};

/** The rows meeting every requirement, smallest first, and those that miss (the shared ranking). */
export function sizeRows(run: SelectionRun, requirements: UnitRequirements | null): SizedRows | null {
  if (!requirements) return null;
  const ranked = rankByRequirements(
    run.rows,
    requirements,
    (row) =>
      run.figures.get(row.key)?.figures ?? {
        CoolingTotalMbh: null,
        CoolingSensibleMbh: null,
        HeatingMbh: null,
        Cfm: null,
        EspInWg: null,
      },
    (row) => run.figures.get(row.key)?.size ?? 0,
  );
  const evaluations = new Map<string, RequirementEvaluation>();
  for (const entry of [...ranked.Meeting, ...ranked.Missing])
    evaluations.set(entry.Item.key, entry.Evaluation);
  return {
    meeting: ranked.Meeting.map((entry) => entry.Item),
    missing: ranked.Missing.map((entry) => entry.Item),
    evaluations,
  };
}

/** The candidate Save stores, against the requirements; null when nothing is required. */
export function chosenEvaluation(
  run: SelectionRun | null,
  requirements: UnitRequirements | null,
): RequirementEvaluation | null {
  const chosen = run?.chosen;
  if (!chosen || !requirements) return null;
  const figures = run.figures.get(chosen.key)?.figures;
  return figures ? evaluateRequirements(requirements, figures) : null;
}

const outcomeNames: Record<RequirementOutcome['Requirement'], string> = {
  Cooling: 'cooling',
  Sensible: 'sensible',
  Heating: 'heating',
  Airflow: 'airflow',
  Esp: 'ESP',
};

/** "cooling +12 %, airflow +3 %": the margins of a candidate that meets every requirement. */
export function marginsText(evaluation: RequirementEvaluation): string {
  return evaluation.Outcomes.map((outcome) => `${outcomeNames[outcome.Requirement]} ${outcome.Text}`).join(
    ', ',
  );
}
