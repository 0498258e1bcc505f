import { segmentLabel, sortSegmentsByStartPosition } from './code-string.ts';
import type { CodeStringSegment } from './code-string-schemas.ts';
import { logicExpressionReferences } from './logic-expression.ts';

/**
 * Catalog checks for one model class's segments, for seeds, uploads and tests: what would make the
 * code string or the rules misbehave. Empty when the catalog is sound.
 * - Segments must not overlap or leave gaps between them (the display concatenates them in order).
 * - Codes are unique per segment and exactly Length long (shorter ones display padded with '?').
 * - Rules parse, name only other segments of the class and list only codes those segments have.
 */
export function findCodeStringProblems(segments: readonly CodeStringSegment[]): string[] {
  const problems: string[] = [];
  const byName = new Map<string, CodeStringSegment>();
  for (const segment of segments) {
    const key = segment.Name.toUpperCase();
    if (byName.has(key)) problems.push(`Segment name ${segment.Name} is used twice.`);
    else byName.set(key, segment);
  }

  let previous: CodeStringSegment | null = null;
  for (const segment of sortSegmentsByStartPosition(segments)) {
    if (previous) {
      const expected = previous.StartPosition + previous.Length;
      if (segment.StartPosition !== expected) {
        // Stryker disable next-line EqualityOperator: equal positions are no problem and never get here.
        const kind = segment.StartPosition < expected ? 'overlap' : 'gap';
        problems.push(
          `${segmentLabel(segment)} starts at position ${segment.StartPosition}, but ${segmentLabel(previous)} ` +
            `ends at ${expected - 1} (${kind}).`,
        );
      }
    }
    previous = segment;

    const seen = new Set<string>();
    for (const value of segment.Values) {
      const where = `${segmentLabel(segment)} value ${value.Code}`;
      if (seen.has(value.Code)) problems.push(`${where} is listed twice.`);
      seen.add(value.Code);
      if (value.Code.length !== segment.Length) {
        problems.push(`${where} has ${value.Code.length} characters; the segment has ${segment.Length}.`);
      }
      problems.push(
        ...ruleProblems(value.AvailabilityRule, segment, byName).map((text) => `${where}: ${text}`),
      );
    }
  }
  return problems;
}

function ruleProblems(
  rule: string,
  owner: CodeStringSegment,
  byName: ReadonlyMap<string, CodeStringSegment>,
): string[] {
  let references: ReturnType<typeof logicExpressionReferences>;
  try {
    references = logicExpressionReferences(rule);
  } catch (error) {
    return [`rule "${rule}" cannot be read (${(error as Error).message}).`];
  }
  const problems: string[] = [];
  for (const { segment: name, codes } of references) {
    const segment = byName.get(name.toUpperCase());
    if (!segment) {
      problems.push(`rule names ${name}, which is not a segment of this model class.`);
    } else if (segment === owner) {
      problems.push(`rule names its own segment ${name}.`);
    } else {
      const unknown = codes.filter((code) => !segment.Values.some((value) => value.Code === code));
      if (unknown.length > 0) problems.push(`rule lists ${unknown.join(', ')}, not codes of ${name}.`);
    }
  }
  return problems;
}
