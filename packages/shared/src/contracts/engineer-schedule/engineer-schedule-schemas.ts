import { z } from 'zod';
import { type UnitRequirements, unitRequirementsSchema } from '../../selection/requirements.ts';
import { parseQuantity, type QuantityKind, type UnitSystem, unitSystems } from '../../units/units.ts';

/**
 * An engineer's equipment schedule (issue #14, ADR 0037): the columns it may carry, how their headings
 * are recognised, and the one check of its rows that server and browser both run. Figures are read in
 * the column's unit (I-P or SI) and kept in I-P, as every selection input.
 */
export const engineerScheduleFields = [
  'Tag',
  'Qty',
  'Type',
  'Cfm',
  'Esp',
  'CoolingTotalMbh',
  'CoolingSensibleMbh',
  'EatDbF',
  'EatWbF',
  'EwtF',
  'LwtF',
  'Gpm',
  'HeatingMbh',
  'Voltage',
  'Motor',
] as const;
export type EngineerScheduleField = (typeof engineerScheduleFields)[number];

/** The field's name on screens and the quantity its figures are (null: text or a count). */
export const engineerScheduleFieldInfo: Record<
  EngineerScheduleField,
  { label: string; quantity: QuantityKind | null }
> = {
  Tag: { label: 'Tag', quantity: null },
  Qty: { label: 'Quantity', quantity: null },
  Type: { label: 'Type', quantity: null },
  Cfm: { label: 'Airflow', quantity: 'airflow' },
  Esp: { label: 'External static pressure', quantity: 'airPressure' },
  CoolingTotalMbh: { label: 'Total cooling', quantity: 'capacity' },
  CoolingSensibleMbh: { label: 'Sensible cooling', quantity: 'capacity' },
  EatDbF: { label: 'Entering air dry bulb', quantity: 'temperature' },
  EatWbF: { label: 'Entering air wet bulb', quantity: 'temperature' },
  EwtF: { label: 'Entering water temperature', quantity: 'temperature' },
  LwtF: { label: 'Leaving water temperature', quantity: 'temperature' },
  Gpm: { label: 'Water flow', quantity: 'waterFlow' },
  HeatingMbh: { label: 'Heating', quantity: 'capacity' },
  Voltage: { label: 'Voltage', quantity: null },
  Motor: { label: 'Motor', quantity: null },
};

export const ENGINEER_SCHEDULE_MAX_ROWS = 2_000;
export const ENGINEER_SCHEDULE_MAX_COLUMNS = 100;
const CELL_MAX = 200;

const columnMappingSchema = z.object({
  /** The heading as the sheet spells it (columns are found by heading, so their order is free). */
  Heading: z.string().trim().min(1).max(CELL_MAX),
  Units: z.enum(unitSystems),
});

export const engineerScheduleMappingSchema = z.object({
  Columns: z.partialRecord(z.enum(engineerScheduleFields), columnMappingSchema),
});
export type EngineerScheduleMapping = z.infer<typeof engineerScheduleMappingSchema>;

/** The sheet as read: headings and the data rows' cells as text, Row as the spreadsheet numbers it. */
export const engineerSheetSchema = z.object({
  Headings: z.array(z.string().max(CELL_MAX)).min(1).max(ENGINEER_SCHEDULE_MAX_COLUMNS),
  Rows: z
    .array(
      z.object({
        Row: z.number().int().positive(),
        Cells: z.array(z.string().max(CELL_MAX)).max(ENGINEER_SCHEDULE_MAX_COLUMNS),
      }),
    )
    .min(1, { error: 'The schedule has no rows after its heading row' })
    .max(ENGINEER_SCHEDULE_MAX_ROWS, {
      error: `A schedule may have at most ${ENGINEER_SCHEDULE_MAX_ROWS.toLocaleString('en-US')} rows`,
    }),
});
export type EngineerSheet = z.infer<typeof engineerSheetSchema>;

/** Lower case, units and punctuation as spaces: "EAT DB (°F)" → "eat db f". */
function normalise(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/°/g, ' ')
    .replace(/[^a-z0-9/.]+/g, ' ')
    .trim();
}

/** The unit a heading names, when it names one. */
function unitsOfHeading(heading: string, quantity: QuantityKind | null): UnitSystem | null {
  if (quantity === null) return null;
  const h = ` ${heading.toLowerCase().replace(/[()[\],]/g, ' ')} `;
  const si: Record<string, RegExp> = {
    airflow: /\s(l\/s|lps|l s)\s/,
    airPressure: /\s(pa|kpa)\s/,
    capacity: /\s(kw)\s/,
    temperature: /(°c|\sc\s|deg c|degc)/,
    waterFlow: /\s(l\/s|lps)\s/,
  };
  const ip: Record<string, RegExp> = {
    airflow: /cfm/,
    airPressure: /(in\.?\s?w\.?[gc]|"|iwc|in wg)/,
    capacity: /mbh|btu/,
    temperature: /(°f|\sf\s|deg f|degf)/,
    waterFlow: /gpm/,
  };
  if (si[quantity]?.test(h)) return 'SI';
  if (ip[quantity]?.test(h)) return 'IP';
  return null;
}

/** Each field's usual headings, most specific first; tested against the normalised heading. */
const headingRules: Array<[EngineerScheduleField, RegExp]> = [
  ['Tag', /^(unit |equipment |equip )?(tag|mark|designation|unit no|unit number)\b/],
  ['Qty', /^(qty|quantity|no of units|count)\b/],
  ['EatWbF', /\b(eat|ent|entering|ea)( air)?\s?wb\b|^ewb\b|wet bulb/],
  ['EatDbF', /\b(eat|ent|entering|ea)( air)?\s?db\b|^edb\b|dry bulb/],
  ['EwtF', /^ewt\b|entering water|ent water|chw supply|water in\b/],
  ['LwtF', /^lwt\b|leaving water|lvg water|chw return|water out\b/],
  ['Gpm', /^gpm\b|water flow|chw flow|flow rate|^gpm/],
  ['CoolingSensibleMbh', /sensible|\bsens\b|^scap\b|^sc\b/],
  ['HeatingMbh', /heat|htg/],
  ['CoolingTotalMbh', /total|cooling|clg|^tc\b|^mbh\b|^kw\b/],
  ['Esp', /^esp\b|external static|ext\.? ?s\.?p|static pressure|^e\.s\.p/],
  ['Cfm', /^cfm\b|air ?flow|supply air|^sa\b|^l\/s\b|\bcfm\b/],
  ['Voltage', /volt|v\/ph|^v ph|electrical|^power supply/],
  ['Motor', /motor|^hp\b/],
  ['Type', /type|description|model|^unit\b/],
];

/**
 * The mapping the headings suggest: each field to the first heading that reads as it, with the unit
 * the heading names (else `defaultUnits`). A heading is used once.
 */
export function suggestMapping(
  headings: readonly string[],
  defaultUnits: UnitSystem = 'IP',
): EngineerScheduleMapping {
  const columns: EngineerScheduleMapping['Columns'] = {};
  const used = new Set<number>();
  headings.forEach((heading, index) => {
    const normalised = normalise(heading);
    if (normalised === '') return;
    for (const [field, rule] of headingRules) {
      if (columns[field] || used.has(index) || !rule.test(normalised)) continue;
      const units = unitsOfHeading(heading, engineerScheduleFieldInfo[field].quantity) ?? defaultUnits;
      columns[field] = { Heading: heading.trim(), Units: units };
      used.add(index);
      break;
    }
  });
  return { Columns: columns };
}

/**
 * A remembered mapping applied to a new sheet: its columns whose heading the sheet still has; the
 * rest as the headings suggest.
 */
export function mappingForSheet(
  headings: readonly string[],
  remembered: EngineerScheduleMapping | null,
): EngineerScheduleMapping {
  const suggested = suggestMapping(headings);
  if (!remembered) return suggested;
  const present = new Set(headings.map((heading) => heading.trim().toLowerCase()));
  const columns: EngineerScheduleMapping['Columns'] = {};
  const taken = new Set<string>();
  for (const field of engineerScheduleFields) {
    const kept = remembered.Columns[field];
    if (kept && present.has(kept.Heading.toLowerCase())) {
      columns[field] = kept;
      taken.add(kept.Heading.toLowerCase());
    }
  }
  for (const field of engineerScheduleFields) {
    const guess = suggested.Columns[field];
    if (!columns[field] && guess && !taken.has(guess.Heading.toLowerCase())) columns[field] = guess;
  }
  return { Columns: columns };
}

/** One checked row, figures in I-P. */
export const engineerScheduleRowSchema = z.object({
  Row: z.number().int(),
  Tag: z.string(),
  Qty: z.number().int(),
  Type: z.string().nullable(),
  Requirements: z.object({
    CoolingTotalMbh: z.number().nullish(),
    CoolingSensibleMbh: z.number().nullish(),
    HeatingMbh: z.number().nullish(),
    Cfm: z.number().nullish(),
    EspInWg: z.number().nullish(),
  }),
  EatDbF: z.number().nullable(),
  EatWbF: z.number().nullable(),
  EwtF: z.number().nullable(),
  LwtF: z.number().nullable(),
  Gpm: z.number().nullable(),
  Voltage: z.string().nullable(),
  Motor: z.string().nullable(),
});
export type EngineerScheduleRow = z.infer<typeof engineerScheduleRowSchema>;

export const engineerScheduleProblemSchema = z.object({
  Row: z.number().int(),
  Column: z.string().optional(),
  Message: z.string(),
});
export type EngineerScheduleProblem = z.infer<typeof engineerScheduleProblemSchema>;

export const engineerScheduleMessages = {
  tagMissing: 'The Tag column is not mapped: choose the heading that holds the tags.',
  tagRequired: 'Tag is required.',
  tagTooLong: 'Tag must be 50 characters or fewer.',
  tagTwice: (tag: string, row: number) => `Tag ${tag} is already on row ${row}.`,
  notANumber: (label: string, text: string, unit: string) => `${label} "${text}" is not a number (${unit}).`,
  qty: 'Quantity must be a whole number from 1 to 9999.',
  nothingToSelectBy: 'No airflow, cooling or heating is given, so there is nothing to size the unit by.',
  range: (label: string, min: number, max: number, unit: string) =>
    `${label} must be from ${min} to ${max} ${unit}.`,
  wetAboveDry: 'Entering air wet bulb cannot be above its dry bulb.',
  headingNotInSheet: (heading: string) => `The heading "${heading}" is not in the sheet.`,
  headingTwice: (heading: string) => `The heading "${heading}" is mapped to two fields.`,
} as const;

/** Selection input ranges (the engine's own limits, I-P). */
const conditionRanges: Partial<Record<EngineerScheduleField, { min: number; max: number; unit: string }>> = {
  EatDbF: { min: 40, max: 120, unit: '°F' },
  EatWbF: { min: 30, max: 100, unit: '°F' },
  EwtF: { min: 20, max: 250, unit: '°F' },
  LwtF: { min: 20, max: 250, unit: '°F' },
  Gpm: { min: 0.1, max: 500, unit: 'gpm' },
};

/** Problems of the mapping itself (whole sheet, Row 1). */
export function mappingProblems(
  headings: readonly string[],
  mapping: EngineerScheduleMapping,
): EngineerScheduleProblem[] {
  const problems: EngineerScheduleProblem[] = [];
  const present = new Set(headings.map((heading) => heading.trim().toLowerCase()));
  const seen = new Set<string>();
  if (!mapping.Columns.Tag)
    problems.push({ Row: 1, Column: 'Tag', Message: engineerScheduleMessages.tagMissing });
  for (const [field, column] of Object.entries(mapping.Columns)) {
    if (!column) continue;
    const key = column.Heading.toLowerCase();
    if (!present.has(key))
      problems.push({
        Row: 1,
        Column: field,
        Message: engineerScheduleMessages.headingNotInSheet(column.Heading),
      });
    else if (seen.has(key))
      problems.push({
        Row: 1,
        Column: field,
        Message: engineerScheduleMessages.headingTwice(column.Heading),
      });
    seen.add(key);
  }
  return problems;
}

/**
 * Every row read with the mapping: figures converted to I-P and checked against the selection's
 * limits, and every problem of every row reported (a row is never stopped at its first).
 */
export function checkEngineerSheet(
  sheet: EngineerSheet,
  mapping: EngineerScheduleMapping,
): { Rows: EngineerScheduleRow[]; Problems: EngineerScheduleProblem[] } {
  const problems = mappingProblems(sheet.Headings, mapping);
  if (problems.length > 0) return { Rows: [], Problems: problems };
  const indexOf = new Map(
    sheet.Headings.map((heading, index) => [heading.trim().toLowerCase(), index] as const).reverse(),
  );
  const rows: EngineerScheduleRow[] = [];
  const tagRows = new Map<string, number>();
  for (const { Row, Cells } of sheet.Rows) {
    const before = problems.length;
    const problem = (Column: string, Message: string) => problems.push({ Row, Column, Message });
    const text = (field: EngineerScheduleField): string | null => {
      const column = mapping.Columns[field];
      if (!column) return null;
      const cell = (Cells[indexOf.get(column.Heading.toLowerCase()) ?? -1] ?? '').trim();
      return cell === '' ? null : cell;
    };
    const figure = (field: EngineerScheduleField): number | null => {
      const raw = text(field);
      const info = engineerScheduleFieldInfo[field];
      const column = mapping.Columns[field];
      if (raw === null || !column || !info.quantity) return null;
      const value = parseQuantity(info.quantity, raw, column.Units);
      if (value === null) {
        problem(
          column.Heading,
          engineerScheduleMessages.notANumber(info.label, raw, column.Units === 'SI' ? 'SI' : 'I-P'),
        );
        return null;
      }
      const range = conditionRanges[field];
      if (range && (value < range.min || value > range.max)) {
        problem(column.Heading, engineerScheduleMessages.range(info.label, range.min, range.max, range.unit));
        return null;
      }
      return value;
    };
    const tag = text('Tag');
    if (tag === null) problem(mapping.Columns.Tag?.Heading ?? 'Tag', engineerScheduleMessages.tagRequired);
    else if (tag.length > 50)
      problem(mapping.Columns.Tag?.Heading ?? 'Tag', engineerScheduleMessages.tagTooLong);
    else {
      const first = tagRows.get(tag.toUpperCase());
      if (first !== undefined)
        problem(mapping.Columns.Tag?.Heading ?? 'Tag', engineerScheduleMessages.tagTwice(tag, first));
      else tagRows.set(tag.toUpperCase(), Row);
    }
    const qtyText = text('Qty');
    let qty = 1;
    if (qtyText !== null) {
      const parsed = Number(qtyText);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 9999)
        problem(mapping.Columns.Qty?.Heading ?? 'Qty', engineerScheduleMessages.qty);
      else qty = parsed;
    }
    const round = (value: number | null, decimals: number) =>
      value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;
    const requirements: UnitRequirements = {
      Cfm: round(figure('Cfm'), 0),
      EspInWg: round(figure('Esp'), 2),
      CoolingTotalMbh: round(figure('CoolingTotalMbh'), 1),
      CoolingSensibleMbh: round(figure('CoolingSensibleMbh'), 1),
      HeatingMbh: round(figure('HeatingMbh'), 1),
    };
    const checked = unitRequirementsSchema.safeParse(requirements);
    if (!checked.success) {
      const headingOf: Record<string, EngineerScheduleField> = {
        Cfm: 'Cfm',
        EspInWg: 'Esp',
        CoolingTotalMbh: 'CoolingTotalMbh',
        CoolingSensibleMbh: 'CoolingSensibleMbh',
        HeatingMbh: 'HeatingMbh',
      };
      for (const issue of checked.error.issues) {
        const field = headingOf[String(issue.path[0])];
        problem((field && mapping.Columns[field]?.Heading) ?? 'Requirements', issue.message);
      }
    }
    if (
      requirements.Cfm == null &&
      requirements.CoolingTotalMbh == null &&
      requirements.HeatingMbh == null &&
      problems.length === before
    )
      problem('Requirements', engineerScheduleMessages.nothingToSelectBy);
    const eatDb = round(figure('EatDbF'), 1);
    const eatWb = round(figure('EatWbF'), 1);
    if (eatDb !== null && eatWb !== null && eatWb > eatDb)
      problem(mapping.Columns.EatWbF?.Heading ?? 'EatWbF', engineerScheduleMessages.wetAboveDry);
    const row: EngineerScheduleRow = {
      Row,
      Tag: tag ?? '',
      Qty: qty,
      Type: text('Type'),
      Requirements: requirements,
      EatDbF: eatDb,
      EatWbF: eatWb,
      EwtF: round(figure('EwtF'), 1),
      LwtF: round(figure('LwtF'), 1),
      Gpm: round(figure('Gpm'), 2),
      Voltage: text('Voltage'),
      Motor: text('Motor'),
    };
    if (problems.length === before) rows.push(row);
  }
  return { Rows: rows, Problems: problems };
}
