import { describe, expect, it } from 'vitest';
import type { CodeStringSegment } from '../logic/code-string-schemas.ts';
import {
  computeElectricalData,
  type ElectricalLoads,
  electricalChoiceOf,
  electricalDataOf,
  electricalLoadsOf,
  heaterAmps,
  type ModelElectricalRatings,
  STANDARD_FUSE_SIZES,
  standardFuseAtOrAbove,
  standardFuseAtOrBelow,
} from './electrical.ts';

const fanCoil115: ElectricalLoads = {
  VoltageName: '115/1/60',
  Volts: 115,
  Phase: 1,
  Hertz: 60,
  MotorType: 1,
  MotorHorsepower: 0.1,
  MotorFla: 1.0,
  Compressor: null,
  HeaterKw: null,
};

describe('standard fuse sizes (NEC 240.6(A))', () => {
  it('rounds down to the size at or below, exactly at a size and between sizes', () => {
    expect(standardFuseAtOrBelow(20)).toBe(20);
    expect(standardFuseAtOrBelow(19.99)).toBe(15);
    expect(standardFuseAtOrBelow(20.01)).toBe(20);
    expect(standardFuseAtOrBelow(59.9)).toBe(50);
    expect(standardFuseAtOrBelow(124.9)).toBe(110);
    expect(standardFuseAtOrBelow(125)).toBe(125);
    expect(standardFuseAtOrBelow(14.99)).toBeNull();
  });

  it('rounds up to the size at or above, exactly at a size and between sizes', () => {
    expect(standardFuseAtOrAbove(0)).toBe(15);
    expect(standardFuseAtOrAbove(15)).toBe(15);
    expect(standardFuseAtOrAbove(15.01)).toBe(20);
    expect(standardFuseAtOrAbove(45.1)).toBe(50);
    expect(standardFuseAtOrAbove(50)).toBe(50);
    expect(standardFuseAtOrAbove(110.1)).toBe(125);
    expect(standardFuseAtOrAbove(6000.1)).toBeNull();
  });

  it('treats float noise at a size as that size', () => {
    // 2.25 × 8.8 + 0.2 is 20.000000000000004 in binary floating point.
    expect(standardFuseAtOrBelow(2.25 * 8.8 + 0.2)).toBe(20);
    expect(standardFuseAtOrAbove(0.1 + 0.2 + 29.7)).toBe(30);
  });

  it('lists the sizes in ascending order from 15 A', () => {
    expect(STANDARD_FUSE_SIZES[0]).toBe(15);
    expect([...STANDARD_FUSE_SIZES].sort((a, b) => a - b)).toEqual([...STANDARD_FUSE_SIZES]);
    expect(STANDARD_FUSE_SIZES).toContain(45);
    expect(STANDARD_FUSE_SIZES).not.toContain(55);
  });
});

describe('heater amps', () => {
  it('single phase: kW·1000 / V', () => {
    expect(heaterAmps(4, 208, 1)).toBeCloseTo(19.2308, 4);
    expect(heaterAmps(3, 277, 1)).toBeCloseTo(10.8303, 4);
  });

  it('three phase: kW·1000 / (√3·V)', () => {
    // 4000 / (1.7320508 × 460) = 5.0204 A; 4000 / (1.7320508 × 208) = 11.1029 A.
    expect(heaterAmps(4, 460, 3)).toBeCloseTo(5.0204, 4);
    expect(heaterAmps(4, 208, 3)).toBeCloseTo(11.1029, 4);
    const data = computeElectricalData({
      ...fanCoil115,
      VoltageName: '460/3/60',
      Volts: 460,
      Phase: 3,
      HeaterKw: 4,
    });
    expect(data.HeaterAmps).toBe(5);
    expect(data.Phase).toBe(3);
  });
});

describe('MCA and MOP', () => {
  it('fan coil, motor only: MCA 1.25 × FLA rounded up to 0.1 A, MOP at least 15 A', () => {
    // 1.25 × 1.0 = 1.25 → 1.3 A; 2.25 × 1.0 = 2.25 A is below every size → 15 A.
    const data = computeElectricalData(fanCoil115);
    expect(data).toMatchObject({
      Mca: 1.3,
      Mop: 15,
      MotorFla: 1,
      LargestLoad: 'Motor',
      HeaterKw: null,
      HeaterAmps: null,
      CompressorRla: null,
      CompressorLra: null,
      VoltageName: '115/1/60',
      Volts: 115,
      Hertz: 60,
    });
  });

  it('fan coil with 4 kW at 208/1: heater at 125 %, MOP raised to MCA rounded up', () => {
    // Heater 4000/208 = 19.2308 A. MCA = 1.25 × 1.2 + 1.25 × 19.2308 = 25.5385 → 25.6 A.
    // MOP = 2.25 × 1.2 + 19.2308 = 21.93 → 20 A, below MCA → MCA rounded up = 30 A.
    const data = computeElectricalData({
      ...fanCoil115,
      VoltageName: '208/1/60',
      Volts: 208,
      MotorFla: 1.2,
      HeaterKw: 4,
    });
    expect(data.HeaterAmps).toBe(19.2);
    expect(data.Mca).toBe(25.6);
    expect(data.Mop).toBe(30);
  });

  it('heat pump at 208/3: the compressor RLA is the largest load', () => {
    // MCA = 1.25 × 10.4 + 2.0 = 15.0 A; MOP = 2.25 × 10.4 + 2.0 = 25.4 → 25 A.
    const data = computeElectricalData({
      ...fanCoil115,
      VoltageName: '208/3/60',
      Volts: 208,
      Phase: 3,
      MotorFla: 2.0,
      Compressor: { Rla: 10.4, Lra: 73 },
    });
    expect(data).toMatchObject({
      LargestLoad: 'Compressor',
      CompressorRla: 10.4,
      CompressorLra: 73,
      Mca: 15,
      Mop: 25,
    });
  });

  it('heat pump at 230/1, 5 tons: MOP rounded down between sizes', () => {
    // MCA = 1.25 × 26.3 + 4.3 = 37.175 → 37.2 A; MOP = 2.25 × 26.3 + 4.3 = 63.475 → 60 A.
    const data = computeElectricalData({
      ...fanCoil115,
      VoltageName: '230/1/60',
      Volts: 230,
      MotorFla: 4.3,
      Compressor: { Rla: 26.3, Lra: 134 },
    });
    expect(data.Mca).toBe(37.2);
    expect(data.Mop).toBe(60);
  });

  it('MOP exactly at a standard size stays that size', () => {
    // 2.25 × 20 = 45 A exactly; MCA 25 A.
    const data = computeElectricalData({ ...fanCoil115, MotorFla: 0, Compressor: { Rla: 20, Lra: 100 } });
    expect(data.Mca).toBe(25);
    expect(data.Mop).toBe(45);
    // 2.25 × 8.8 + 0.2 = 20 A (with float noise); MCA = 11.2 A.
    const noisy = computeElectricalData({ ...fanCoil115, MotorFla: 0.2, Compressor: { Rla: 8.8, Lra: 40 } });
    expect(noisy.Mca).toBe(11.2);
    expect(noisy.Mop).toBe(20);
  });

  it('a fan motor larger than the compressor takes the 1.25 and 2.25 factors', () => {
    // MCA = 1.25 × 12 + 8 = 23 A; MOP = 2.25 × 12 + 8 = 35 A.
    const data = computeElectricalData({ ...fanCoil115, MotorFla: 12, Compressor: { Rla: 8, Lra: 40 } });
    expect(data.LargestLoad).toBe('Motor');
    expect(data.Mca).toBe(23);
    expect(data.Mop).toBe(35);
  });

  it('never gives a MOP below the MCA', () => {
    for (const kw of [1, 2, 3, 4, 5, 7.5, 10, 15]) {
      for (const [volts, phase] of [
        [115, 1],
        [208, 1],
        [277, 1],
        [208, 3],
        [460, 3],
      ] as const) {
        const data = computeElectricalData({
          ...fanCoil115,
          Volts: volts,
          Phase: phase,
          MotorFla: 2.1,
          HeaterKw: kw,
        });
        expect(data.Mop).toBeGreaterThanOrEqual(data.Mca);
        expect(STANDARD_FUSE_SIZES).toContain(data.Mop);
      }
    }
  });
});

const ratings: ModelElectricalRatings = {
  ProductModelId: 7,
  Voltages: [
    { VoltageName: '208/1/60', Volts: 208, Phase: 1, Hertz: 60 },
    { VoltageName: '460/3/60', Volts: 460, Phase: 3, Hertz: 60 },
  ],
  Motors: [
    { VoltageName: '208/1/60', MotorType: 1, Horsepower: 0.2, FullLoadAmps: 1.7 },
    { VoltageName: '208/1/60', MotorType: 2, Horsepower: 0.2, FullLoadAmps: 1.3 },
    { VoltageName: '460/3/60', MotorType: 2, Horsepower: 0.2, FullLoadAmps: 0.3 },
  ],
  Compressors: [],
  ElectricHeatKw: [3, 4],
};

function segment(
  id: number,
  name: string,
  values: Array<[id: number, code: string, description: string]>,
): CodeStringSegment {
  return {
    CodeStringSegmentId: id,
    CodeStringGroupId: 1,
    ProductModelClassId: 1,
    Name: name,
    DisplayName: name,
    StartPosition: id,
    Length: 1,
    Values: values.map(([valueId, code, description]) => ({
      CodeStringValueId: valueId,
      CodeStringSegmentId: id,
      Code: code,
      Description: description,
      ListPriceAdder: null,
      AvailabilityRule: '',
      IsDefault: false,
      SortOrder: 0,
    })),
  };
}
const segments = [
  segment(1, 'VOLT', [
    [11, '2', '208/1/60'],
    [12, '6', '460/3/60'],
  ]),
  segment(2, 'MOTOR', [
    [21, 'P', 'PSC motor'],
    [22, 'E', 'ECM motor'],
  ]),
  segment(3, 'EHEAT', [
    [31, '0', 'No electric heat'],
    [34, '4', '4 kW electric heat'],
  ]),
];

describe('electrical data of a configured unit', () => {
  it('reads voltage, motor and heater from the chosen code-string values', () => {
    const choice = electricalChoiceOf(segments, [
      { CodeStringSegmentId: 1, CodeStringValueId: 12 },
      { CodeStringSegmentId: 2, CodeStringValueId: 22 },
      { CodeStringSegmentId: 3, CodeStringValueId: 34 },
    ]);
    expect(choice).toEqual({ voltageName: '460/3/60', motorType: 2, heaterKw: 4 });
    expect(electricalChoiceOf(segments, [{ CodeStringSegmentId: 3, CodeStringValueId: 31 }])).toEqual({
      voltageName: null,
      motorType: null,
      heaterKw: null,
    });
  });

  it('picks the motor of the chosen voltage and type', () => {
    const psc = electricalDataOf(ratings, { voltageName: '208/1/60', motorType: 1, heaterKw: null });
    const ecm = electricalDataOf(ratings, { voltageName: '208/1/60', motorType: 2, heaterKw: null });
    expect(psc?.MotorFla).toBe(1.7);
    expect(ecm?.MotorFla).toBe(1.3);
    // 460/3 has only the ECM, so no MOTOR choice still finds it; 4 kW → 5.0 A, MCA = 1.25 × (0.3 + 5.0204) = 6.7 A.
    const high = electricalDataOf(ratings, { voltageName: '460/3/60', motorType: null, heaterKw: 4 });
    expect(high).toMatchObject({ MotorFla: 0.3, HeaterAmps: 5, Mca: 6.7, Mop: 15, Phase: 3 });
  });

  it('says why there is no data when the catalog lacks the rating', () => {
    expect(electricalLoadsOf(ratings, { voltageName: null, motorType: 1, heaterKw: null })).toMatchObject({
      ok: false,
    });
    expect(electricalLoadsOf(ratings, { voltageName: '115/1/60', motorType: 1, heaterKw: null })).toEqual({
      ok: false,
      reason: 'The model is not rated for 115/1/60.',
    });
    expect(
      electricalLoadsOf(ratings, { voltageName: '460/3/60', motorType: 1, heaterKw: null }),
    ).toMatchObject({
      ok: false,
    });
    expect(electricalLoadsOf(ratings, { voltageName: '208/1/60', motorType: 1, heaterKw: 5 })).toEqual({
      ok: false,
      reason: 'The model offers no 5 kW heater.',
    });
    const heatPump = {
      ...ratings,
      Compressors: [{ VoltageName: '208/1/60', RatedLoadAmps: 10, LockedRotorAmps: 50 }],
    };
    expect(electricalLoadsOf(heatPump, { voltageName: '460/3/60', motorType: 2, heaterKw: null })).toEqual({
      ok: false,
      reason: 'No compressor rating at 460/3/60.',
    });
    expect(
      electricalDataOf(heatPump, { voltageName: '208/1/60', motorType: 2, heaterKw: null })?.CompressorRla,
    ).toBe(10);
  });
});
