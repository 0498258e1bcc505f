import {
  AirCoilConnection,
  AirMotorType,
  CoilConfiguration,
  ElectricHeatCapacity,
} from '../selection/selection-schemas.ts';

/**
 * Code-string segments (catalog segment Names) that order what the model or the selection already
 * says: the screen keeps each pair equal and Save refuses a pair that differs, from this one table.
 */
export const LinkedSegment = {
  Size: 'SIZE',
  Pipe: 'PIPE',
  Motor: 'MOTOR',
  Connection: 'CONN',
  ElectricHeat: 'EHEAT',
  CoolingRows: 'CROW',
} as const;

/** A segment's codes and the selection input value each stands for. */
export type LinkedCodes<T> = ReadonlyArray<readonly [code: string, value: T]>;

export const pipeCodes: LinkedCodes<number> = [
  ['2', CoilConfiguration.TwoPipe],
  ['4', CoilConfiguration.FourPipe],
];
export const motorCodes: LinkedCodes<number> = [
  ['P', AirMotorType.PSC],
  ['E', AirMotorType.ECM],
];
export const connectionCodes: LinkedCodes<number> = [
  ['L', AirCoilConnection.Left],
  ['R', AirCoilConnection.Right],
];
export const electricHeatCodes: LinkedCodes<number | null> = [
  ['0', null],
  ['3', ElectricHeatCapacity.Three],
  ['4', ElectricHeatCapacity.Four],
];
