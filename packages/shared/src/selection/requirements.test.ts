import { describe, expect, it } from 'vitest';
import {
  type CandidateFigures,
  evaluateRequirements,
  formatEsp,
  overrideReasonSchema,
  rankByRequirements,
  unitRequirementsSchema,
} from './requirements.ts';

const figures = (over: Partial<CandidateFigures> = {}): CandidateFigures => ({
  CoolingTotalMbh: 7.9,
  CoolingSensibleMbh: 6.1,
  HeatingMbh: 10.2,
  Cfm: 454,
  EspInWg: 0.5,
  ...over,
});

describe('evaluateRequirements', () => {
  it('words every shortfall as engineers read it', () => {
    const evaluation = evaluateRequirements(
      { CoolingTotalMbh: 12, CoolingSensibleMbh: 8, HeatingMbh: 15, Cfm: 600, EspInWg: 0.5 },
      figures(),
    );
    expect(evaluation.Meets).toBe(false);
    expect(evaluation.Shortfalls).toEqual([
      'cooling 7.9 of 12.0 MBH',
      'sensible 6.1 of 8.0 MBH',
      'heating 10.2 of 15.0 MBH',
      '454 of 600 cfm at 0.5 in.',
    ]);
  });

  it('names the ESP a unit cannot reach', () => {
    const evaluation = evaluateRequirements({ EspInWg: 0.8 }, figures({ EspInWg: 0.45 }));
    expect(evaluation.Shortfalls).toEqual(['ESP 0.45 of 0.8 in. w.g.']);
  });

  it('counts a unit without the duty as missing it', () => {
    const evaluation = evaluateRequirements({ HeatingMbh: 15 }, figures({ HeatingMbh: null }));
    expect(evaluation.Shortfalls).toEqual(['heating none of 15.0 MBH']);
    expect(evaluation.Outcomes[0]?.MarginPercent).toBeNull();
  });

  it('gives the margin of each requirement met', () => {
    const evaluation = evaluateRequirements(
      { CoolingTotalMbh: 10, Cfm: 400 },
      figures({ CoolingTotalMbh: 11.2 }),
    );
    expect(evaluation.Meets).toBe(true);
    expect(evaluation.Outcomes.map((item) => item.Text)).toEqual(['+12 %', '+14 %']);
    expect(evaluation.Shortfalls).toEqual([]);
  });

  it('counts exactly meeting as meeting, and a hair below as missing', () => {
    expect(evaluateRequirements({ CoolingTotalMbh: 7.9 }, figures()).Meets).toBe(true);
    expect(evaluateRequirements({ CoolingTotalMbh: 7.9 }, figures()).Outcomes[0]?.Text).toBe('+0 %');
    expect(evaluateRequirements({ Cfm: 454 }, figures()).Meets).toBe(true);
    expect(evaluateRequirements({ CoolingTotalMbh: 8 }, figures()).Shortfalls).toEqual([
      'cooling 7.9 of 8.0 MBH',
    ]);
    // Shown to 0.1 MBH: 11.96 reads 12.0, so it meets 12 rather than missing "12.0 of 12.0".
    expect(evaluateRequirements({ CoolingTotalMbh: 12 }, figures({ CoolingTotalMbh: 11.96 })).Meets).toBe(
      true,
    );
    expect(evaluateRequirements({ CoolingTotalMbh: 12 }, figures({ CoolingTotalMbh: 11.94 })).Meets).toBe(
      false,
    );
  });

  it('meets when nothing is required', () => {
    expect(evaluateRequirements(null, figures())).toEqual({ Meets: true, Outcomes: [], Shortfalls: [] });
  });
});

describe('rankByRequirements', () => {
  const units = [
    { name: 'FHC-08', size: 8, cooling: 30 },
    { name: 'FHC-02', size: 2, cooling: 7.9 },
    { name: 'FHC-04', size: 4, cooling: 14 },
    { name: 'FHC-03', size: 3, cooling: 11 },
    { name: 'FHC-04 3-row', size: 4, cooling: 12.5 },
  ];
  const ranked = rankByRequirements(
    units,
    { CoolingTotalMbh: 12 },
    (unit) => figures({ CoolingTotalMbh: unit.cooling }),
    (unit) => unit.size,
  );

  it('puts those that meet first, smallest first', () => {
    expect(ranked.Meeting.map((entry) => entry.Item.name)).toEqual(['FHC-04 3-row', 'FHC-04', 'FHC-08']);
    expect(ranked.Meeting.map((entry) => entry.Evaluation.Outcomes[0]?.Text)).toEqual([
      '+4 %',
      '+17 %',
      '+150 %',
    ]);
  });

  it('keeps those that miss apart, with their shortfall', () => {
    expect(ranked.Missing.map((entry) => [entry.Item.name, entry.Evaluation.Shortfalls])).toEqual([
      ['FHC-02', ['cooling 7.9 of 12.0 MBH']],
      ['FHC-03', ['cooling 11.0 of 12.0 MBH']],
    ]);
  });
});

describe('requirement and override inputs', () => {
  it('refuses hostile numbers with a message', () => {
    for (const bad of [Number.NaN, -1, 0, Number.POSITIVE_INFINITY, 1e9, '12']) {
      const parsed = unitRequirementsSchema.safeParse({ CoolingTotalMbh: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Required cooling/);
    }
    expect(unitRequirementsSchema.safeParse({ CoolingTotalMbh: 12, Cfm: null }).success).toBe(true);
  });

  it('refuses sensible above total', () => {
    expect(unitRequirementsSchema.safeParse({ CoolingTotalMbh: 10, CoolingSensibleMbh: 11 }).success).toBe(
      false,
    );
  });

  it('wants a reason with words in it', () => {
    expect(overrideReasonSchema.safeParse('   ').success).toBe(false);
    expect(overrideReasonSchema.safeParse('x'.repeat(501)).success).toBe(false);
    expect(overrideReasonSchema.parse('  Owner accepts a smaller unit  ')).toBe(
      'Owner accepts a smaller unit',
    );
  });

  it('writes ESP with one or two decimals', () => {
    expect([formatEsp(0.5), formatEsp(0.25), formatEsp(1)]).toEqual(['0.5', '0.25', '1.0']);
  });
});
