/**
 * Coil ratings of the reference catalog (see reference-ratings.ts for where the numbers come from):
 * per unit size, the rated (high-speed) airflow, tube circuits, cooling total/sensible MBH by rows,
 * heating MBH by rows and the electric heat sizes offered.
 */

export type WaterCoilSize = {
  RatedCfm: number;
  TubeCircuits: number;
  /** Rows → [total MBH, sensible MBH]. */
  Cooling: Record<2 | 3 | 4, readonly [number, number]>;
  /** Rows → total MBH. */
  Heating: Record<1 | 2, number>;
  ElectricHeatKw: number[];
};

export const FAN_COILS: Record<string, WaterCoilSize> = {
  '02': {
    RatedCfm: 320,
    TubeCircuits: 2,
    Cooling: { 2: [6.8, 5.8], 3: [8.8, 6.9], 4: [10.1, 7.6] },
    Heating: { 1: 12.0, 2: 20.2 },
    ElectricHeatKw: [1, 1.5, 2],
  },
  '03': {
    RatedCfm: 400,
    TubeCircuits: 2,
    Cooling: { 2: [8.0, 7.0], 3: [10.5, 8.3], 4: [12.1, 9.2] },
    Heating: { 1: 14.0, 2: 23.9 },
    ElectricHeatKw: [1.5, 2, 3],
  },
  '04': {
    RatedCfm: 480,
    TubeCircuits: 2,
    Cooling: { 2: [10.9, 9.0], 3: [13.9, 10.6], 4: [15.8, 11.6] },
    Heating: { 1: 17.6, 2: 29.8 },
    ElectricHeatKw: [2, 3, 4],
  },
  '06': {
    RatedCfm: 680,
    TubeCircuits: 3,
    Cooling: { 2: [15.6, 12.8], 3: [19.9, 15.1], 4: [22.6, 16.5] },
    Heating: { 1: 24.9, 2: 42.2 },
    ElectricHeatKw: [3, 4, 5],
  },
  '08': {
    RatedCfm: 800,
    TubeCircuits: 4,
    Cooling: { 2: [18.6, 14.6], 3: [23.4, 17.3], 4: [26.5, 19.0] },
    Heating: { 1: 27.8, 2: 47.5 },
    ElectricHeatKw: [3, 4, 5, 6],
  },
  '10': {
    RatedCfm: 1100,
    TubeCircuits: 5,
    Cooling: { 2: [26.3, 21.0], 3: [33.1, 24.7], 4: [37.5, 27.0] },
    Heating: { 1: 39.1, 2: 66.9 },
    ElectricHeatKw: [4, 5, 6, 8],
  },
  '12': {
    RatedCfm: 1360,
    TubeCircuits: 6,
    Cooling: { 2: [34.4, 27.2], 3: [43.0, 31.8], 4: [48.5, 34.6] },
    Heating: { 1: 52.1, 2: 87.6 },
    ElectricHeatKw: [5, 6, 8, 10],
  },
};

export const BLOWER_COILS: Record<string, WaterCoilSize> = {
  '08': {
    RatedCfm: 800,
    TubeCircuits: 4,
    Cooling: { 2: [20.7, 16.7], 3: [26.0, 19.4], 4: [29.3, 21.1] },
    Heating: { 1: 35.5, 2: 57.2 },
    ElectricHeatKw: [3, 4, 5, 7.5],
  },
  '12': {
    RatedCfm: 1200,
    TubeCircuits: 6,
    Cooling: { 2: [31.5, 25.2], 3: [39.5, 29.3], 4: [44.5, 31.8] },
    Heating: { 1: 53.1, 2: 85.7 },
    ElectricHeatKw: [4, 5, 7.5, 10],
  },
  '16': {
    RatedCfm: 1600,
    TubeCircuits: 8,
    Cooling: { 2: [41.3, 33.3], 3: [52.0, 38.8], 4: [58.6, 42.1] },
    Heating: { 1: 71.0, 2: 114.4 },
    ElectricHeatKw: [5, 7.5, 10, 15],
  },
  '20': {
    RatedCfm: 2000,
    TubeCircuits: 10,
    Cooling: { 2: [52.6, 42.2], 3: [66.0, 49.0], 4: [74.3, 53.1] },
    Heating: { 1: 89.9, 2: 144.4 },
    ElectricHeatKw: [7.5, 10, 15],
  },
  '30': {
    RatedCfm: 3000,
    TubeCircuits: 14,
    Cooling: { 2: [77.6, 62.4], 3: [97.5, 72.6], 4: [109.9, 78.8] },
    Heating: { 1: 131.1, 2: 212.3 },
    ElectricHeatKw: [10, 15, 20],
  },
};

export const ECO_ELECTRIC_HEAT: Record<string, number[]> = {
  '04': [2, 3, 4],
  '06': [3, 4, 5],
  '08': [3, 4, 5],
  '12': [4, 5, 6],
};
