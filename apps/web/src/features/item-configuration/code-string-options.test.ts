import { describe, expect, it } from 'vitest';
import {
  chosenValueProblem,
  codeStringOf,
  codeStringPieces,
  segmentOptions,
  segmentsByGroup,
  withChoice,
} from './code-string-options.ts';
import { testGroups, testSegments } from './test-data.ts';

const segments = testSegments();
const psc = [
  { CodeStringSegmentId: 11, CodeStringValueId: 110 },
  { CodeStringSegmentId: 10, CodeStringValueId: 100 },
  { CodeStringSegmentId: 12, CodeStringValueId: 120 },
  { CodeStringSegmentId: 13, CodeStringValueId: 130 },
];

describe('code-string builder options', () => {
  it('cuts the code string at its segments in StartPosition order, underscores for a missing value', () => {
    expect(codeStringPieces(segments, psc).map((piece) => [piece.segment.Name, piece.text])).toEqual([
      ['SERIES', 'FCH'],
      ['SIZE', '04'],
      ['MOTOR', 'P'],
      ['CTRL', 'NC'],
    ]);
    expect(codeStringOf(segments, psc.slice(0, 3))).toBe('FCH04P__');
  });

  it('lists code — description — adder, and disables a value its rule refuses, saying why', () => {
    const options = segmentOptions(segments[3] as (typeof segments)[number], segments, psc);
    expect(options).toEqual([
      { value: '130', label: 'NC — No controls — $0.00', disabled: false, reason: null },
      {
        value: '131',
        label: 'DV — Variable-speed thermostat — +$240.50',
        disabled: true,
        reason: 'needs MOTOR in (E) — chosen P',
      },
    ]);
    const ecm = withChoice(psc, 12, 121);
    expect(segmentOptions(segments[3] as (typeof segments)[number], segments, ecm)[1]?.disabled).toBe(false);
  });

  it('shows no adder to a reader without prices', () => {
    const hidden = testSegments(false);
    expect(segmentOptions(hidden[2] as (typeof hidden)[number], hidden, psc)[1]?.label).toBe('E — ECM motor');
  });

  it('flags a choice another choice has made unavailable', () => {
    const dvWithEcm = withChoice(withChoice(psc, 12, 121), 13, 131);
    const control = segments[3] as (typeof segments)[number];
    expect(chosenValueProblem(control, segments, dvWithEcm)).toBeNull();
    const backToPsc = withChoice(dvWithEcm, 12, 120);
    expect(chosenValueProblem(control, segments, backToPsc)).toBe(
      'Not available: needs MOTOR in (E) — chosen P',
    );
    expect(chosenValueProblem(control, segments, psc.slice(0, 3))).toBe('Choose a Controls');
  });

  it('groups the segments by CodeStringGroup in code-string order', () => {
    expect(
      segmentsByGroup(testGroups, segments).map((entry) => [
        entry.group.DisplayName,
        entry.segments.map((segment) => segment.Name),
      ]),
    ).toEqual([
      ['Unit', ['SERIES', 'SIZE']],
      ['Electrical', ['MOTOR', 'CTRL']],
    ]);
  });
});
