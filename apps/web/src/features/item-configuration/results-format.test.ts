import type {
  CoilCandidateResult,
  HeatPumpCandidateResult,
} from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import {
  coilResultColumns,
  coilResultRow,
  columnGroups,
  formatDbWb,
  formatNumber,
  heatPumpResultColumns,
  heatPumpResultRow,
} from './results-format.ts';

const coilCandidate: CoilCandidateResult = {
  ProductModelId: 4,
  ProductModelName: 'FCH-04',
  UnitSize: '04',
  FanSpeed: 3,
  MotorType: 1,
  AirFlowProfileId: 40,
  FanOperatingPoint: {
    Cfm: 412.4,
    EspInWg: 0.104,
    TotalStaticInWg: 0.41,
    FilterPdInWg: 0.08,
    FanWatts: 96.2,
    FaceVelocityFpm: 274.9,
  },
  Cooling: {
    Duty: 'Cooling',
    Rows: 3,
    TotalMbh: 12.84,
    SensibleMbh: 9.61,
    LeavingDbF: 57.26,
    LeavingWbF: 56.04,
    FluidGpm: 2.5,
    LeavingFluidF: 54.27,
    FluidPdFt: 3.95,
    AirPdInWg: 0.21,
    AirSideMbh: 12.8,
    FluidSideMbh: 12.9,
  },
  Heating: {
    Duty: 'Heating',
    Rows: 1,
    TotalMbh: 18.5,
    SensibleMbh: 18.5,
    LeavingDbF: 111.3,
    LeavingWbF: null,
    FluidGpm: 1.8,
    LeavingFluidF: 159.4,
    FluidPdFt: null,
    AirPdInWg: 0.06,
    AirSideMbh: 18.5,
    FluidSideMbh: 18.5,
  },
  ElectricHeatMbh: null,
  MeetsTarget: false,
  Warnings: [{ Code: 'FaceVelocityHigh', Message: 'too fast' }],
};

describe('results formatting', () => {
  it('shows numbers to their precision and a dash for what the engine did not give', () => {
    expect(formatNumber(12.84)).toBe('12.8');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatDbWb(57.26, 56.04)).toBe('57.3 / 56.0');
    expect(formatDbWb(111.3, null)).toBe('111.3');
    expect(formatDbWb(null, 50)).toBe('—');
  });

  it('turns a 4-pipe fan coil candidate into table cells', () => {
    const row = coilResultRow(coilCandidate);
    expect(row).toMatchObject({ key: '4-1-3-3-1', ProductModelName: 'FCH-04', meetsTarget: false });
    expect(row.cells).toMatchObject({
      rows: '3 + 1',
      speed: 'High',
      cfm: '412',
      esp: '0.10',
      coolingTotal: '12.8',
      coolingSensible: '9.6',
      coolingLeavingAir: '57.3 / 56.0',
      coolingGpm: '2.50',
      coolingLeavingFluid: '54.3',
      coolingFluidPd: '4.0',
      heatingTotal: '18.5',
      heatingLeavingAir: '111.3',
      heatingFluidPd: '—',
      // Both coils are in the airstream of a 4-pipe unit.
      airPd: '0.27',
      faceVelocity: '275',
      fanWatts: '96',
    });
  });

  it('shows only the coil groups the configuration uses, and electric heat when chosen', () => {
    const coolingOnly = coilResultColumns({ cooling: true, heating: false }, false);
    expect(coolingOnly.some((column) => column.group === 'Heating')).toBe(false);
    expect(coolingOnly.some((column) => column.key === 'electricHeat')).toBe(false);
    expect(columnGroups(coilResultColumns({ cooling: true, heating: true }, true))).toEqual([
      { group: '', span: 4 },
      { group: 'Cooling', span: 6 },
      { group: 'Heating', span: 5 },
      { group: '', span: 4 },
    ]);
  });

  it('turns a heat pump candidate into cells with EER and COP', () => {
    const candidate: HeatPumpCandidateResult = {
      ProductModelId: 9,
      ProductModelName: 'WSV-036',
      UnitSize: '036',
      FanSpeed: 2,
      MotorType: 2,
      AirFlowProfileId: null,
      FanOperatingPoint: null,
      CoolingTotalMbh: 35.1,
      CoolingSensibleMbh: 25.3,
      CoolingPowerKw: 2.3,
      Eer: 15.26,
      HeatingMbh: 44.2,
      HeatingPowerKw: 3.1,
      Cop: 4.178,
      CoolingLeavingDbF: 58,
      CoolingLeavingWbF: 56.5,
      HeatingLeavingDbF: 101.2,
      CoolingLeavingFluidF: 95.9,
      HeatingLeavingFluidF: 60.1,
      FluidPdFt: 9.4,
      Warnings: [],
    };
    const row = heatPumpResultRow(candidate);
    expect(row.cells).toMatchObject({
      speed: 'Medium',
      cfm: '—',
      eer: '15.3',
      cop: '4.18',
      coolingLeavingAir: '58.0 / 56.5',
    });
    expect(heatPumpResultColumns.every((column) => column.key in row.cells)).toBe(true);
  });
});
