import { describe, expect, it } from 'vitest';
import {
  AirCoilConnection,
  AirMotorType,
  CoilConfiguration,
  ElectricHeatCapacity,
} from '../selection/selection-schemas.ts';
import {
  connectionCodes,
  electricHeatCodes,
  type LinkedCodes,
  LinkedSegment,
  motorCodes,
  pipeCodes,
} from './linked-segments.ts';

describe('segments linked to the model and the selection', () => {
  it('names the catalog segments the screen and Save keep equal to the selection', () => {
    expect(LinkedSegment).toEqual({
      Size: 'SIZE',
      Pipe: 'PIPE',
      Motor: 'MOTOR',
      Connection: 'CONN',
      ElectricHeat: 'EHEAT',
      CoolingRows: 'CROW',
    });
  });

  it('reads each code as the choice it spells: pipes, motor letter, side, kW', () => {
    expect(pipeCodes).toEqual([
      ['2', CoilConfiguration.TwoPipe],
      ['4', CoilConfiguration.FourPipe],
    ]);
    expect(motorCodes).toEqual([
      ['P', AirMotorType.PSC],
      ['E', AirMotorType.ECM],
    ]);
    expect(connectionCodes).toEqual([
      ['L', AirCoilConnection.Left],
      ['R', AirCoilConnection.Right],
    ]);
    expect(electricHeatCodes).toEqual([
      ['0', null],
      ['3', ElectricHeatCapacity.Three],
      ['4', ElectricHeatCapacity.Four],
    ]);
  });

  it('gives every selection value exactly one code, and every code one value', () => {
    const tables: Array<[LinkedCodes<number | null>, Record<string, number>, boolean]> = [
      [pipeCodes, CoilConfiguration, false],
      [motorCodes, AirMotorType, false],
      [connectionCodes, AirCoilConnection, false],
      [electricHeatCodes, ElectricHeatCapacity, true],
    ];
    for (const [codes, values, allowsNone] of tables) {
      const expected = [...Object.values(values), ...(allowsNone ? [null] : [])];
      expect(codes.map(([, value]) => value).sort()).toEqual(expected.sort());
      expect(new Set(codes.map(([code]) => code)).size).toBe(codes.length);
    }
  });
});
