import type { CodeStringSegment, CodeStringValue, ProductModelValue } from './code-string-schemas.ts';
import { explainLogicExpression, type LogicValues } from './logic-expression.ts';

/** Chosen codes keyed by CodeStringSegmentId. */
export type ChosenCodes =
  | ReadonlyMap<number, string | null | undefined>
  | Readonly<Record<number, string | null | undefined>>;

type SegmentLayout = Pick<CodeStringSegment, 'CodeStringSegmentId' | 'StartPosition' | 'Length'>;

/** Segments in code-string order: by StartPosition, ties by id so the order never depends on input. */
export function sortSegmentsByStartPosition<S extends SegmentLayout>(segments: readonly S[]): S[] {
  return [...segments].sort(
    (a, b) => a.StartPosition - b.StartPosition || a.CodeStringSegmentId - b.CodeStringSegmentId,
  );
}

/**
 * The model code string (spec section 4): segments sorted by StartPosition; a missing value shows
 * '_' × Length; a shorter value is padded with '?' to Length. A value longer than its segment is
 * shown whole, not cut: a cut code could read as another valid code and be ordered by mistake;
 * findCodeStringProblems reports such catalog data.
 */
export function formatCodeString(segments: readonly SegmentLayout[], chosenCodes: ChosenCodes): string {
  const codeOf = (id: number) =>
    chosenCodes instanceof Map ? chosenCodes.get(id) : (chosenCodes as Record<number, string | null>)[id];
  return sortSegmentsByStartPosition(segments)
    .map((segment) => {
      const code = codeOf(segment.CodeStringSegmentId)?.trim() ?? '';
      return code === '' ? '_'.repeat(segment.Length) : code.padEnd(segment.Length, '?');
    })
    .join('');
}

/** Chosen codes by CodeStringSegmentId (for formatCodeString); unknown ids are left out. */
export function codesBySegmentId(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): Map<number, string> {
  const codes = new Map<number, string>();
  for (const { segment, value } of resolveChosenValues(segments, chosen)) {
    codes.set(segment.CodeStringSegmentId, value.Code);
  }
  return codes;
}

/** Chosen codes by segment Name, the keys availability rules use; unknown ids are left out. */
export function codesBySegmentName(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const { segment, value } of resolveChosenValues(segments, chosen)) codes[segment.Name] = value.Code;
  return codes;
}

function resolveChosenValues(segments: readonly CodeStringSegment[], chosen: readonly ProductModelValue[]) {
  const resolved: Array<{ segment: CodeStringSegment; value: CodeStringValue }> = [];
  for (const choice of chosen) {
    const segment = segments.find((item) => item.CodeStringSegmentId === choice.CodeStringSegmentId);
    const value = segment?.Values.find((item) => item.CodeStringValueId === choice.CodeStringValueId);
    if (segment && value) resolved.push({ segment, value });
  }
  return resolved;
}

/** null when available, otherwise why not. A rule that cannot be read makes the value unavailable. */
export function unavailableReason(value: CodeStringValue, chosenCodesByName: LogicValues): string | null {
  try {
    return explainLogicExpression(value.AvailabilityRule, chosenCodesByName);
  } catch (error) {
    return `its availability rule cannot be read (${(error as Error).message})`;
  }
}

export type ValueAvailability = { value: CodeStringValue; available: boolean; reason: string | null };

/** Each value of a segment, in the given order, with whether its rule allows it and why not. */
export function availableValues(
  segment: CodeStringSegment,
  chosenCodesByName: LogicValues,
): ValueAvailability[] {
  return segment.Values.map((value) => {
    const reason = unavailableReason(value, chosenCodesByName);
    return { value, available: reason === null, reason };
  });
}

const preferenceOrder = (values: readonly CodeStringValue[]) =>
  [...values].sort((a, b) => Number(b.IsDefault) - Number(a.IsDefault) || a.SortOrder - b.SortOrder);

/**
 * A valid starting combination: each segment's current choice (from `initial`, else its IsDefault
 * value) is kept while its rule allows it, otherwise replaced by the first available value (default
 * first, then SortOrder), segment by segment in StartPosition order, until nothing changes. Rules
 * that contradict each other could flip forever, so the passes are bounded. A segment with no
 * available value is left out.
 */
export function defaultProductModelValues(
  segments: readonly CodeStringSegment[],
  // Stryker disable next-line ArrayDeclaration: a default holding a string finds no initial choice either.
  initial: readonly ProductModelValue[] = [],
): ProductModelValue[] {
  const ordered = sortSegmentsByStartPosition(segments);
  const choice = new Map<number, CodeStringValue>();
  const codesByName: Record<string, string> = {};
  const choose = (segment: CodeStringSegment, value: CodeStringValue | undefined) => {
    if (value) {
      choice.set(segment.CodeStringSegmentId, value);
      codesByName[segment.Name] = value.Code;
    } else {
      choice.delete(segment.CodeStringSegmentId);
      delete codesByName[segment.Name];
    }
  };
  for (const segment of ordered) {
    const chosenId = initial.find(
      (item) => item.CodeStringSegmentId === segment.CodeStringSegmentId,
    )?.CodeStringValueId;
    choose(
      segment,
      segment.Values.find((value) => value.CodeStringValueId === chosenId) ??
        segment.Values.find((value) => value.IsDefault),
    );
  }
  for (let pass = 0; pass < ordered.length * 2 + 2; pass++) {
    // Stryker disable next-line BooleanLiteral: only ends the passes early; a settled choice stays settled.
    let changed = false;
    for (const segment of ordered) {
      const current = choice.get(segment.CodeStringSegmentId);
      if (current && unavailableReason(current, codesByName) === null) continue;
      const replacement = preferenceOrder(segment.Values).find(
        (value) => unavailableReason(value, codesByName) === null,
      );
      // Stryker disable next-line ConditionalExpression: choosing the same value again changes nothing.
      if (replacement !== current) {
        choose(segment, replacement);
        changed = true;
      }
    }
    // Stryker disable next-line ConditionalExpression: only ends the passes early (see changed).
    if (!changed) break;
  }
  return ordered.flatMap((segment) => {
    const value = choice.get(segment.CodeStringSegmentId);
    return value
      ? [{ CodeStringSegmentId: segment.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId }]
      : [];
  });
}

export type ProductModelValueError = {
  CodeStringSegmentId: number | null;
  CodeStringValueId: number | null;
  message: string;
};

/** "Motor (MOTOR)": the name people read and the key rules use. */
export function segmentLabel(segment: Pick<CodeStringSegment, 'Name' | 'DisplayName'>): string {
  return segment.DisplayName && segment.DisplayName !== segment.Name
    ? `${segment.DisplayName} (${segment.Name})`
    : segment.Name;
}

/**
 * Every reason a set of chosen values cannot be saved: a segment that is not the model class's, a
 * segment chosen twice, a value that is not the segment's, a value its rule refuses (with the
 * explanation) and, unless `requireEverySegment` is false, a segment with values left unchosen.
 * Empty when valid; the server answers 400 with the messages.
 */
export function validateProductModelValues(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
  { requireEverySegment = true }: { requireEverySegment?: boolean } = {},
): ProductModelValueError[] {
  const errors: ProductModelValueError[] = [];
  const fail = (segmentId: number | null, valueId: number | null, message: string) =>
    errors.push({ CodeStringSegmentId: segmentId, CodeStringValueId: valueId, message });
  const accepted = new Map<number, CodeStringValue>();
  for (const { CodeStringSegmentId: segmentId, CodeStringValueId: valueId } of chosen) {
    const segment = segments.find((item) => item.CodeStringSegmentId === segmentId);
    const value = segment?.Values.find((item) => item.CodeStringValueId === valueId);
    if (!segment) fail(segmentId, valueId, `Code-string segment ${segmentId} is not part of this model.`);
    else if (accepted.has(segmentId))
      fail(segmentId, valueId, `${segmentLabel(segment)} is chosen more than once.`);
    else if (!value) fail(segmentId, valueId, `Value ${valueId} is not a value of ${segmentLabel(segment)}.`);
    else accepted.set(segmentId, value);
  }
  const codesByName: Record<string, string> = {};
  for (const segment of segments) {
    const value = accepted.get(segment.CodeStringSegmentId);
    if (value) codesByName[segment.Name] = value.Code;
  }
  for (const segment of sortSegmentsByStartPosition(segments)) {
    const value = accepted.get(segment.CodeStringSegmentId);
    if (value) {
      const reason = unavailableReason(value, codesByName);
      if (reason !== null) {
        fail(
          segment.CodeStringSegmentId,
          value.CodeStringValueId,
          `${segmentLabel(segment)} ${value.Code} (${value.Description}) is not available: ${reason}.`,
        );
      }
    } else if (requireEverySegment && segment.Values.length > 0) {
      const anyAvailable = segment.Values.some((item) => unavailableReason(item, codesByName) === null);
      fail(
        segment.CodeStringSegmentId,
        null,
        anyAvailable
          ? `Choose a value for ${segmentLabel(segment)}.`
          : `No value of ${segmentLabel(segment)} is available with the other options chosen.`,
      );
    }
  }
  return errors;
}
