import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableValues,
  codesBySegmentId,
  codesBySegmentName,
  defaultProductModelValues,
  formatCodeString,
  sortSegmentsByStartPosition,
  validateProductModelValues,
} from './code-string.ts';
import { findCodeStringProblems } from './code-string-check.ts';
import type { CodeStringSegment, ProductModelValue } from './code-string-schemas.ts';

type ValueSpec = [code: string, rule?: string, isDefault?: boolean];
let nextValueId = 1;

/** A segment of a test model class; value ids are unique across the file. */
function segment(
  id: number,
  name: string,
  startPosition: number,
  length: number,
  values: ValueSpec[],
  displayName = name.charAt(0) + name.slice(1).toLowerCase(),
): CodeStringSegment {
  return {
    CodeStringSegmentId: id,
    CodeStringGroupId: 1,
    ProductModelClassId: 1,
    Name: name,
    DisplayName: displayName,
    StartPosition: startPosition,
    Length: length,
    Values: values.map(([code, rule = '', isDefault = false], index) => ({
      CodeStringValueId: nextValueId++,
      CodeStringSegmentId: id,
      Code: code,
      Description: `${name} ${code}`,
      ListPriceAdder: '0.00',
      AvailabilityRule: rule,
      IsDefault: isDefault,
      SortOrder: index,
    })),
  };
}

/** A fan-coil class: FC 04 208 E 4 N. */
const fanCoil = [
  segment(
    5,
    'HEAT',
    10,
    1,
    [
      ['N', 'ANY', true],
      ['E', 'VOLT NOT IN (115) AND COIL IN (2)'],
    ],
    'Electric heat',
  ),
  segment(1, 'UNIT', 1, 2, [['FC', '', true]]),
  segment(3, 'VOLT', 5, 3, [['115'], ['208', '', true], ['460']], 'Voltage'),
  segment(2, 'SIZE', 3, 2, [['02'], ['04', '', true], ['12', 'MOTOR IN (E)']]),
  segment(4, 'MOTOR', 8, 1, [
    ['P', 'VOLT IN (115, 208)'],
    ['E', 'ANY', true],
  ]),
  segment(6, 'COIL', 9, 1, [['2', '', true], ['4']]),
];
const byName = (name: string) => fanCoil.find((item) => item.Name === name) as CodeStringSegment;
const pick = (name: string, code: string): ProductModelValue => {
  const found = byName(name);
  const value = found.Values.find((item) => item.Code === code);
  if (!value) throw new Error(`no ${name} ${code}`);
  return { CodeStringSegmentId: found.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId };
};
const choose = (codes: Record<string, string>) =>
  Object.entries(codes).map(([name, code]) => pick(name, code));

describe('formatCodeString (spec section 4)', () => {
  it('orders segments by StartPosition, whatever their order in the list', () => {
    const codes = codesBySegmentId(
      fanCoil,
      choose({ UNIT: 'FC', SIZE: '04', VOLT: '208', MOTOR: 'E', COIL: '4', HEAT: 'N' }),
    );
    expect(formatCodeString(fanCoil, codes)).toBe('FC04208E4N');
    expect(formatCodeString([...fanCoil].reverse(), codes)).toBe('FC04208E4N');
  });

  it('orders segments that start at the same position by id, whatever their order in the list', () => {
    const layout = [4, 2, 5, 1, 3].map((id) => ({ CodeStringSegmentId: id, StartPosition: 1, Length: 1 }));
    expect(sortSegmentsByStartPosition(layout).map((item) => item.CodeStringSegmentId)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('shows a missing value as underscores for the segment Length', () => {
    expect(formatCodeString(fanCoil, new Map([[1, 'FC']]))).toBe('FC________');
    expect(formatCodeString(fanCoil, { 1: 'FC', 2: null, 3: '', 4: '  ', 6: undefined })).toBe('FC________');
    expect(formatCodeString(fanCoil, {})).toBe('__________');
  });

  it('pads a partial value with question marks to the segment Length', () => {
    expect(formatCodeString(fanCoil, { 1: 'F', 2: '4', 3: '20', 4: 'E', 6: '4', 5: 'N' })).toBe('F?4?20?E4N');
  });

  it('shows a value longer than its segment whole rather than cutting it into another code', () => {
    expect(formatCodeString(fanCoil, { 1: 'FCX', 2: '04' })).toBe('FCX04______');
  });

  it('places each code at its StartPosition when the segments are contiguous', () => {
    const layout = fc
      .array(fc.record({ length: fc.integer({ min: 1, max: 4 }), code: fc.string({ maxLength: 5 }) }), {
        maxLength: 8,
      })
      .chain((parts) => {
        const indexes = parts.map((_, index) => index);
        const all = { minLength: parts.length, maxLength: parts.length };
        return fc.tuple(fc.constant(parts), fc.shuffledSubarray(indexes, all));
      });
    fc.assert(
      fc.property(layout, ([parts, order]) => {
        let start = 1;
        const segments = parts.map((part, index) => {
          const placed = { CodeStringSegmentId: index + 1, StartPosition: start, Length: part.length };
          start += part.length;
          return placed;
        });
        const shuffled = order.map((index) => segments[index] as (typeof segments)[number]);
        const codes = new Map(parts.map((part, index) => [index + 1, part.code.slice(0, part.length)]));
        const text = formatCodeString(shuffled, codes);
        expect(text).toHaveLength(start - 1);
        for (const placed of segments) {
          const code = codes.get(placed.CodeStringSegmentId)?.trim() ?? '';
          const expected = code === '' ? '_'.repeat(placed.Length) : code.padEnd(placed.Length, '?');
          expect(text.slice(placed.StartPosition - 1, placed.StartPosition - 1 + placed.Length)).toBe(
            expected,
          );
        }
      }),
    );
  });
});

describe('availableValues', () => {
  it('offers values whose rule is true and explains the others', () => {
    const motors = availableValues(byName('MOTOR'), { VOLT: '460' });
    expect(motors.map(({ value, available, reason }) => [value.Code, available, reason])).toEqual([
      ['P', false, 'needs VOLT in (115, 208) — chosen 460'],
      ['E', true, null],
    ]);
    const heat = availableValues(byName('HEAT'), { VOLT: '115', COIL: '4' });
    expect(heat[1]?.reason).toBe('needs VOLT not in (115) — chosen 115 and COIL in (2) — chosen 4');
    expect(availableValues(byName('HEAT'), { VOLT: '208', COIL: '2' }).every((item) => item.available)).toBe(
      true,
    );
  });

  it('makes a value with an unreadable rule unavailable and says so', () => {
    const broken = segment(9, 'X', 1, 1, [['A', 'VOLT LIKE (208)']]);
    expect(availableValues(broken, { VOLT: '208' })[0]).toMatchObject({
      available: false,
      reason: 'its availability rule cannot be read (Unknown operator)',
    });
  });
});

describe('chosen codes by segment', () => {
  it('maps ProductModelValues to codes by Name and by id, leaving out unknown ids', () => {
    const chosen = [
      ...choose({ VOLT: '460', MOTOR: 'E' }),
      { CodeStringSegmentId: 99, CodeStringValueId: 1 },
    ];
    expect(codesBySegmentName(fanCoil, chosen)).toEqual({ VOLT: '460', MOTOR: 'E' });
    // A value id that is not one of its segment's values is left out too.
    const foreign = { CodeStringSegmentId: 3, CodeStringValueId: pick('MOTOR', 'E').CodeStringValueId };
    expect(codesBySegmentName(fanCoil, [foreign, pick('COIL', '4')])).toEqual({ COIL: '4' });
    expect([...codesBySegmentId(fanCoil, [foreign])]).toEqual([]);
    expect([...codesBySegmentId(fanCoil, chosen)]).toEqual([
      [3, '460'],
      [4, 'E'],
    ]);
  });
});

describe('defaultProductModelValues', () => {
  const codesOf = (segments: CodeStringSegment[], chosen: ProductModelValue[]) =>
    formatCodeString(segments, codesBySegmentId(segments, chosen));

  it('takes the catalog defaults when their rules allow them, in StartPosition order', () => {
    const defaults = defaultProductModelValues(fanCoil);
    expect(defaults.map((item) => item.CodeStringSegmentId)).toEqual([1, 2, 3, 4, 6, 5]);
    expect(codesOf(fanCoil, defaults)).toBe('FC04208E2N');
    expect(validateProductModelValues(fanCoil, defaults)).toEqual([]);
  });

  it('keeps initial choices that are allowed and replaces those that are not', () => {
    const kept = defaultProductModelValues(fanCoil, choose({ VOLT: '115', MOTOR: 'P', HEAT: 'E' }));
    // HEAT E is refused at 115 V, so the default N replaces it.
    expect(codesOf(fanCoil, kept)).toBe('FC04115P2N');
    const repaired = defaultProductModelValues(fanCoil, choose({ VOLT: '460', MOTOR: 'P' }));
    expect(codesOf(fanCoil, repaired)).toBe('FC04460E2N');
    expect(validateProductModelValues(fanCoil, repaired)).toEqual([]);
  });

  it('iterates until stable when a later change invalidates an earlier choice', () => {
    const chain = [
      segment(11, 'A', 1, 2, [['a1', 'B IN (b1)', true], ['a2']]),
      segment(12, 'B', 3, 2, [['b1', 'C IN (c1)', true], ['b2']]),
      segment(13, 'C', 5, 2, [['c1'], ['c2', '', true]]),
    ];
    // One pass would keep a1 (B is still b1 when A is checked) and then switch B to b2.
    const defaults = defaultProductModelValues(chain);
    expect(codesOf(chain, defaults)).toBe('a2b2c2');
    expect(validateProductModelValues(chain, defaults)).toEqual([]);
  });

  it('replaces a refused choice by the available default first, then by the lowest SortOrder', () => {
    /** Values listed out of SortOrder, so neither list order nor SortOrder alone gives the answer. */
    const motor = (defaultCode: string | null) => {
      const base = segment(62, 'MOTOR', 2, 1, [
        ['X', 'VOLT IN (1)'],
        ['C'],
        ['A'],
        ['B'],
        ['D', 'VOLT IN (1)'],
      ]);
      const sortOrders: Record<string, number> = { X: 0, C: 3, A: 1, B: 2, D: 4 };
      base.Values = base.Values.map((value) => ({
        ...value,
        SortOrder: sortOrders[value.Code] as number,
        IsDefault: value.Code === defaultCode,
      }));
      return base;
    };
    const volt = segment(61, 'VOLT', 1, 1, [['1'], ['2', '', true]]);
    const motorCode = (segments: CodeStringSegment[], initial: ProductModelValue[]) =>
      codesOf(segments, defaultProductModelValues(segments, initial)).slice(1);
    const refused = (segments: CodeStringSegment[]) => {
      const motorSegment = segments[1] as CodeStringSegment;
      const x = motorSegment.Values[0] as CodeStringSegment['Values'][number];
      return [{ CodeStringSegmentId: 62, CodeStringValueId: x.CodeStringValueId }];
    };
    // X is refused at VOLT 2: the default B replaces it although A and C come first.
    const withDefault = [volt, motor('B')];
    expect(motorCode(withDefault, refused(withDefault))).toBe('B');
    // A refused default (D) gives way to the lowest SortOrder available, A, not the first listed, C.
    const refusedDefault = [volt, motor('D')];
    expect(motorCode(refusedDefault, [])).toBe('A');
    expect(motorCode(refusedDefault, refused(refusedDefault))).toBe('A');
    // No default at all: the lowest SortOrder available again.
    const noDefault = [volt, motor(null)];
    expect(motorCode(noDefault, refused(noDefault))).toBe('A');
  });

  it('replaces a refused default even in a model of one segment', () => {
    const single = [segment(71, 'A', 1, 1, [['x', 'B IN (1)', true], ['y']])];
    expect(codesOf(single, defaultProductModelValues(single))).toBe('y');
  });

  it('settles a chain in which each choice undoes the one before it, however long', () => {
    // Each value's rule needs the next segment's default, and the last default is refused: checked in
    // StartPosition order, every pass settles one more link from the end.
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const chain = names.map((name, index) => {
      const next = names[index + 1];
      return segment(81 + index, name, index + 1, 1, [
        [name.toLowerCase(), next ? `${next} IN (${next.toLowerCase()})` : 'Z IN (z)', true],
        ['0'],
      ]);
    });
    expect(codesOf(chain, defaultProductModelValues(chain))).toBe('000000');
  });

  it('leaves out a segment with no available value, and stops on rules that contradict each other', () => {
    const impossible = [segment(21, 'A', 1, 1, [['x', 'B IN (q)']]), segment(22, 'B', 2, 1, [['y']])];
    expect(codesOf(impossible, defaultProductModelValues(impossible))).toBe('_y');
    const y = impossible[1]?.Values[0]?.CodeStringValueId;
    expect(defaultProductModelValues(impossible)).toEqual([
      { CodeStringSegmentId: 22, CodeStringValueId: y },
    ]);
    // A refused default with nothing to replace it is dropped, and rules no longer see its code.
    const dropped = [
      segment(23, 'A', 1, 1, [['x', 'B IN (q)', true]]),
      segment(24, 'B', 2, 1, [['y', '', true]]),
      segment(25, 'C', 3, 1, [['z', 'A NOT IN (x)', true], ['w']]),
    ];
    expect(codesOf(dropped, defaultProductModelValues(dropped))).toBe('_yz');
    const flipping = [
      segment(31, 'A', 1, 1, [
        ['1', 'B IN (1)', true],
        ['2', 'B IN (2)'],
      ]),
      segment(32, 'B', 2, 1, [
        ['1', 'A IN (2)', true],
        ['2', 'A IN (1)'],
      ]),
    ];
    // No combination satisfies both rules: the passes end, and validation refuses what is left.
    const flipped = defaultProductModelValues(flipping);
    expect(flipped).toHaveLength(2);
    expect(validateProductModelValues(flipping, flipped)).not.toEqual([]);
  });
});

describe('validateProductModelValues', () => {
  const complete = { UNIT: 'FC', SIZE: '04', VOLT: '208', MOTOR: 'E', COIL: '2', HEAT: 'E' };
  const messages = (chosen: ProductModelValue[], options?: { requireEverySegment?: boolean }) =>
    validateProductModelValues(fanCoil, chosen, options).map((error) => error.message);

  it('accepts a complete combination that every rule allows', () => {
    expect(validateProductModelValues(fanCoil, choose(complete))).toEqual([]);
  });

  it('refuses a value its rule does not allow, with the explanation', () => {
    const errors = validateProductModelValues(fanCoil, choose({ ...complete, VOLT: '460', MOTOR: 'P' }));
    expect(errors).toEqual([
      {
        CodeStringSegmentId: 4,
        CodeStringValueId: pick('MOTOR', 'P').CodeStringValueId,
        message: 'Motor (MOTOR) P (MOTOR P) is not available: needs VOLT in (115, 208) — chosen 460.',
      },
    ]);
  });

  it('refuses unknown segments, values of another segment and a segment chosen twice', () => {
    const chosen = choose(complete);
    expect(messages([...chosen, { CodeStringSegmentId: 99, CodeStringValueId: 5 }])).toEqual([
      'Code-string segment 99 is not part of this model.',
    ]);
    const foreign = { CodeStringSegmentId: 4, CodeStringValueId: pick('COIL', '4').CodeStringValueId };
    expect(messages([foreign, ...chosen.filter((item) => item.CodeStringSegmentId !== 4)])).toEqual([
      `Value ${foreign.CodeStringValueId} is not a value of Motor (MOTOR).`,
      'Choose a value for Motor (MOTOR).',
    ]);
    expect(messages([...chosen, pick('COIL', '4')])).toEqual(['Coil (COIL) is chosen more than once.']);
  });

  it('requires no choice for a segment without values', () => {
    const empty = [...fanCoil, segment(7, 'TRIM', 11, 1, [])];
    expect(validateProductModelValues(empty, choose(complete))).toEqual([]);
  });

  it('requires every segment that has values, unless told otherwise', () => {
    const partial = choose({ UNIT: 'FC', SIZE: '04', VOLT: '208', MOTOR: 'E' });
    expect(messages(partial)).toEqual([
      'Choose a value for Coil (COIL).',
      'Choose a value for Electric heat (HEAT).',
    ]);
    expect(messages(partial, { requireEverySegment: false })).toEqual([]);
    const impossible = [segment(41, 'A', 1, 1, [['x', 'B IN (q)']]), segment(42, 'B', 2, 1, [['y']])];
    expect(validateProductModelValues(impossible, [])[0]?.message).toBe(
      'No value of A is available with the other options chosen.',
    );
  });
});

describe('findCodeStringProblems', () => {
  it('finds nothing wrong in a sound catalog', () => {
    expect(findCodeStringProblems(fanCoil)).toEqual([]);
  });

  it('reports layout, code and rule mistakes', () => {
    const problems = findCodeStringProblems([
      segment(51, 'VOLT', 1, 3, [['208'], ['208'], ['46']]),
      segment(52, 'MOTOR', 5, 1, [
        ['P', 'VOLT IN (208, 575, 600)'],
        ['E', 'VOLT LIKE (1)'],
        ['X', 'MOTOR IN (P)'],
      ]),
      segment(53, 'COIL', 5, 1, [['2', 'FAN IN (1)']]),
      segment(54, 'coil', 6, 1, []),
    ]);
    expect(problems).toEqual([
      'Segment name coil is used twice.',
      'Volt (VOLT) value 208 is listed twice.',
      'Volt (VOLT) value 46 has 2 characters; the segment has 3.',
      'Motor (MOTOR) starts at position 5, but Volt (VOLT) ends at 3 (gap).',
      'Motor (MOTOR) value P: rule lists 575, 600, not codes of VOLT.',
      'Motor (MOTOR) value E: rule "VOLT LIKE (1)" cannot be read (Unknown operator).',
      'Motor (MOTOR) value X: rule names its own segment MOTOR.',
      'Coil (COIL) starts at position 5, but Motor (MOTOR) ends at 5 (overlap).',
      'Coil (COIL) value 2: rule names FAN, which is not a segment of this model class.',
    ]);
  });
});
