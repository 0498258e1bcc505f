import type { CandidateFigures } from '@airquote/shared/selection/requirements';
import { FilterMethod } from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import {
  chosenEvaluation,
  effectiveRequirements,
  marginsText,
  parseRequirements,
  sizeRows,
} from './requirement-sizing.ts';
import type { ResultRow } from './results-format.ts';
import type { SelectionRun, ValidSelection } from './run-selection.ts';

const row = (key: string, name: string): ResultRow => ({
  key,
  ProductModelId: Number(key),
  ProductModelName: name,
  mainCoilRows: 3,
  meetsTarget: true,
  warnings: [],
  cells: {},
});

const figures = (cooling: number, cfm: number): CandidateFigures => ({
  CoolingTotalMbh: cooling,
  CoolingSensibleMbh: cooling * 0.75,
  HeatingMbh: null,
  Cfm: cfm,
  EspInWg: 0.5,
});

function runOf(entries: Array<[string, string, number, number, number]>, chosenKey: string): SelectionRun {
  return {
    rows: entries.map(([key, name]) => row(key, name)),
    figures: new Map(
      entries.map(([key, , size, cooling, cfm]) => [key, { figures: figures(cooling, cfm), size }]),
    ),
    chosen: { Kind: 'Coil', key: chosenKey, result: {} as never },
    elapsedMs: 0,
  };
}

const run = runOf(
  [
    ['8', 'FHC-08', 8, 30, 800],
    ['2', 'FHC-02', 2, 7.9, 240],
    ['4', 'FHC-04', 4, 13.4, 420],
    ['3', 'FHC-03', 3, 10.1, 310],
  ],
  '2',
);

describe('sizing the results by load', () => {
  it('lists those meeting 12 MBH smallest first, the misses apart with their shortfall', () => {
    const sized = sizeRows(run, { CoolingTotalMbh: 12 });
    expect(sized?.meeting.map((item) => item.ProductModelName)).toEqual(['FHC-04', 'FHC-08']);
    expect(sized?.missing.map((item) => item.ProductModelName)).toEqual(['FHC-02', 'FHC-03']);
    expect(sized?.evaluations.get('2')?.Shortfalls).toEqual(['cooling 7.9 of 12.0 MBH']);
    const fhc04 = sized?.evaluations.get('4');
    expect(fhc04 && marginsText(fhc04)).toBe('cooling +12 %');
  });

  it('leaves the results as they are without requirements', () => {
    expect(sizeRows(run, null)).toBeNull();
    expect(chosenEvaluation(run, null)).toBeNull();
  });

  it('judges the candidate Save stores', () => {
    expect(chosenEvaluation(run, { CoolingTotalMbh: 12, Cfm: 600 })?.Shortfalls).toEqual([
      'cooling 7.9 of 12.0 MBH',
      '240 of 600 cfm at 0.5 in.',
    ]);
  });

  it('holds a Capacity target as the cooling requirement', () => {
    const selection = {
      Kind: 'Coil',
      Input: { Cooling: { FilterMethod: FilterMethod.Capacity, FilterTarget: 12 }, Heating: null },
    } as unknown as ValidSelection;
    expect(effectiveRequirements(null, selection)).toMatchObject({ CoolingTotalMbh: 12 });
    expect(effectiveRequirements({ CoolingTotalMbh: 9 }, selection)).toMatchObject({ CoolingTotalMbh: 9 });
  });

  it('reads the panel boxes: empty is no requirement, a bad value has its message', () => {
    const empty = {
      CoolingTotalMbh: '',
      CoolingSensibleMbh: '',
      HeatingMbh: '',
      Cfm: '',
      EspInWg: '',
    } as const;
    expect(parseRequirements(empty)).toEqual({ requirements: null, errors: {} });
    expect(parseRequirements({ ...empty, CoolingTotalMbh: 12 }).requirements).toMatchObject({
      CoolingTotalMbh: 12,
    });
    expect(parseRequirements({ ...empty, Cfm: -5 }).errors.Cfm).toBe('Required airflow must be above 0 cfm');
  });
});
