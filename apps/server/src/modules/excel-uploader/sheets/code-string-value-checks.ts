import type { ExcelRowError } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { explainLogicExpression, logicExpressionReferences } from '@airquote/shared/logic/logic-expression';
import type { codeStringSegments } from '../../../db/schema/catalog-engineering.ts';

type SegmentRow = typeof codeStringSegments.$inferSelect;

/** A value of a class as it will be after the upload; `line` is its CSV row, null when only stored. */
export type PlannedValue = {
  segment: SegmentRow;
  code: string;
  isDefault: boolean;
  rule: string;
  description: string;
  line: number | null;
};

/**
 * Whole-class checks once every row is laid over the stored values: rules name other segments of
 * the class and their codes, each segment has one default, and the defaults are available together
 * (the configurator starts from them). Errors land on the file's rows that cause them.
 */
export function checkClassValues(segments: SegmentRow[], state: PlannedValue[]): ExcelRowError[] {
  const errors: ExcelRowError[] = [];
  const firstLine = state.find((item) => item.line !== null)?.line ?? 1;
  for (const item of state) {
    if (item.line === null) continue;
    for (const reference of logicExpressionReferences(item.rule)) {
      const named = segments.find((segment) => segment.name === reference.segment.toUpperCase());
      if (!named) {
        errors.push({
          Row: item.line,
          Message: `AvailabilityRule: ${reference.segment} is not a segment of this model class.`,
        });
      } else if (named.codeStringSegmentId === item.segment.codeStringSegmentId) {
        errors.push({
          Row: item.line,
          Message: `AvailabilityRule: a rule cannot name its own segment ${named.name}.`,
        });
      } else {
        const codes = state
          .filter((other) => other.segment.codeStringSegmentId === named.codeStringSegmentId)
          .map((other) => other.code);
        const unknown = reference.codes.filter((code) => !codes.includes(code));
        if (unknown.length > 0)
          errors.push({
            Row: item.line,
            Message: `AvailabilityRule: ${unknown.join(', ')} is not a code of ${named.name}.`,
          });
      }
    }
  }
  const defaults: PlannedValue[] = [];
  for (const segment of segments) {
    const values = state.filter((item) => item.segment.codeStringSegmentId === segment.codeStringSegmentId);
    const fromFile = values.find((item) => item.line !== null);
    if (values.length === 0) continue;
    const marked = values.filter((item) => item.isDefault);
    if (marked.length === 1) defaults.push(marked[0] as PlannedValue);
    else if (fromFile)
      errors.push({
        Row: fromFile.line as number,
        Message: `IsDefault: segment ${segment.name} must have exactly one default value; it would have ${marked.length}.`,
      });
  }
  if (errors.length > 0) return errors;
  const codesByName = Object.fromEntries(defaults.map((item) => [item.segment.name, item.code]));
  for (const item of defaults) {
    let reason: string | null;
    try {
      reason = explainLogicExpression(item.rule, codesByName);
    } catch (error) {
      reason = `its rule cannot be read: ${(error as Error).message}`;
    }
    if (reason)
      errors.push({
        Row: item.line ?? firstLine,
        Message: `IsDefault: default ${item.segment.name} ${item.code} is not available with the other defaults (${reason}).`,
      });
  }
  return errors;
}
