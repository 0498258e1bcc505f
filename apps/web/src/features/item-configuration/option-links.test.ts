import type { CodeStringSegment } from '@airquote/shared/logic/code-string-schemas';
import { AirMotorType, CoilConfiguration } from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import {
  type DesignConditions,
  defaultCoilConditions,
  defaultHeatPumpConditions,
} from './design-conditions.ts';
import { applyCodes, chosenCode, codesFromConditions, conditionsFromCodes } from './option-links.ts';
import { testSegments } from './test-data.ts';

const segment = (id: number, name: string, codes: string[]): CodeStringSegment => ({
  CodeStringSegmentId: id,
  CodeStringGroupId: 1,
  ProductModelClassId: 3,
  Name: name,
  DisplayName: name,
  StartPosition: id,
  Length: 1,
  Values: codes.map((code, index) => ({
    CodeStringValueId: id * 100 + index,
    CodeStringSegmentId: id,
    Code: code,
    Description: code,
    ListPriceAdder: null,
    AvailabilityRule: '',
    IsDefault: index === 0,
    SortOrder: index,
  })),
});

const segments = [
  ...testSegments(),
  segment(20, 'PIPE', ['2', '4']),
  segment(21, 'EHEAT', ['0', '3', '4']),
  segment(22, 'CONN', ['L', 'R']),
];
const start = [
  { CodeStringSegmentId: 12, CodeStringValueId: 120 },
  { CodeStringSegmentId: 20, CodeStringValueId: 2000 },
  { CodeStringSegmentId: 21, CodeStringValueId: 2100 },
  { CodeStringSegmentId: 22, CodeStringValueId: 2200 },
];
const coil: DesignConditions = { Kind: 'Coil', Coil: defaultCoilConditions(null, 13.9) };

describe('options linked to design conditions', () => {
  it('orders the coil configuration, motor, connection and electric heat the conditions name', () => {
    expect(codesFromConditions(coil)).toEqual({ MOTOR: 'P', CONN: 'L', PIPE: '2', EHEAT: '0' });
    const fourPipeEcm: DesignConditions = {
      Kind: 'Coil',
      Coil: {
        ...coil.Coil,
        CoilConfiguration: CoilConfiguration.FourPipe,
        MotorType: AirMotorType.ECM,
        ElectricHeatCapacity: 1,
      },
    };
    const chosen = applyCodes(segments, start, codesFromConditions(fourPipeEcm));
    expect(['PIPE', 'MOTOR', 'EHEAT', 'CONN'].map((name) => chosenCode(segments, chosen, name))).toEqual([
      '4',
      'E',
      '3',
      'L',
    ]);
    // A heat pump has no pipes or electric heat of this kind.
    expect(codesFromConditions({ Kind: 'HeatPump', HeatPump: defaultHeatPumpConditions(null, 24) })).toEqual({
      MOTOR: 'P',
      CONN: 'L',
    });
  });

  it('keeps the choices when nothing changes, and skips segments or codes the class lacks', () => {
    expect(applyCodes(segments, start, codesFromConditions(coil))).toBe(start);
    expect(applyCodes(segments, start, { SIZE: '12', VOLT: '6' })).toBe(start);
    expect(chosenCode(segments, applyCodes(segments, start, { SIZE: '04' }), 'SIZE')).toBe('04');
  });

  it('sets the conditions from the options the user picks', () => {
    const picked = applyCodes(segments, start, { PIPE: '4', MOTOR: 'E', EHEAT: '4', CONN: 'R' });
    const next = conditionsFromCodes(coil, segments, picked);
    expect(next.Kind === 'Coil' && next.Coil).toMatchObject({
      CoilConfiguration: CoilConfiguration.FourPipe,
      MotorType: AirMotorType.ECM,
      ElectricHeatCapacity: 2,
      CoilConnection: 2,
    });
    expect(conditionsFromCodes(coil, segments, start)).toBe(coil);
  });
});
