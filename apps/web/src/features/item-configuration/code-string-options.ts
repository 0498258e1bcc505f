import {
  availableValues,
  codesBySegmentId,
  codesBySegmentName,
  formatCodeString,
  sortSegmentsByStartPosition,
} from '@airquote/shared/logic/code-string';
import type {
  CodeStringGroup,
  CodeStringSegment,
  ProductModelValue,
} from '@airquote/shared/logic/code-string-schemas';
import { formatMoney } from '../../lib/format.ts';

/** One segment's part of the model code string, as formatCodeString shows it. */
export type CodeStringPiece = { segment: CodeStringSegment; text: string };

/** The code string cut at its segments, so each part can be highlighted with its select. */
export function codeStringPieces(
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): CodeStringPiece[] {
  const codes = codesBySegmentId(segments, chosen);
  return sortSegmentsByStartPosition(segments).map((segment) => ({
    segment,
    text: formatCodeString([segment], codes),
  }));
}

export function codeStringOf(segments: readonly CodeStringSegment[], chosen: readonly ProductModelValue[]) {
  return formatCodeString(segments, codesBySegmentId(segments, chosen));
}

export type SegmentOption = {
  value: string;
  label: string;
  disabled: boolean;
  /** Why the value cannot be chosen with the other choices (null when it can). */
  reason: string | null;
};

/** "+$120.00", "$0.00" (no sign), or nothing when the reader may not see prices. */
function adderText(adder: string | null): string | null {
  if (adder === null) return null;
  return Number(adder) > 0 ? `+${formatMoney(adder)}` : formatMoney(adder);
}

/** The select's options: code — description — adder, the unavailable ones disabled with their reason. */
export function segmentOptions(
  segment: CodeStringSegment,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): SegmentOption[] {
  const codes = codesBySegmentName(segments, chosen);
  // A value's rule speaks about the other segments, never about its own choice.
  delete codes[segment.Name];
  return [...availableValues(segment, codes)]
    .sort((a, b) => a.value.SortOrder - b.value.SortOrder)
    .map(({ value, available, reason }) => {
      const adder = adderText(value.ListPriceAdder);
      return {
        value: String(value.CodeStringValueId),
        label: [value.Code, value.Description, adder].filter(Boolean).join(' — '),
        disabled: !available,
        reason: available ? null : reason,
      };
    });
}

/** The chosen value of a segment, with its reason when another choice has since made it unavailable. */
export function chosenValueProblem(
  segment: CodeStringSegment,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): string | null {
  const valueId = chosen.find(
    (item) => item.CodeStringSegmentId === segment.CodeStringSegmentId,
  )?.CodeStringValueId;
  if (valueId === undefined) return segment.Values.length > 0 ? `Choose a ${segment.DisplayName}` : null;
  const option = segmentOptions(segment, segments, chosen).find((item) => item.value === String(valueId));
  return option?.disabled ? `Not available: ${option.reason}` : null;
}

/** Replaces (or adds) one segment's choice. */
export function withChoice(
  chosen: readonly ProductModelValue[],
  segmentId: number,
  valueId: number,
): ProductModelValue[] {
  const others = chosen.filter((item) => item.CodeStringSegmentId !== segmentId);
  return [...others, { CodeStringSegmentId: segmentId, CodeStringValueId: valueId }];
}

/** The class's groups in their order, each with its segments in code-string order. */
export function segmentsByGroup(
  groups: readonly CodeStringGroup[],
  segments: readonly CodeStringSegment[],
): Array<{ group: CodeStringGroup; segments: CodeStringSegment[] }> {
  return [...groups]
    .sort((a, b) => a.SortOrder - b.SortOrder)
    .map((group) => ({
      group,
      segments: sortSegmentsByStartPosition(
        segments.filter((segment) => segment.CodeStringGroupId === group.CodeStringGroupId),
      ),
    }))
    .filter((entry) => entry.segments.length > 0);
}
