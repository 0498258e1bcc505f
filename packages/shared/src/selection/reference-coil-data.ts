/**
 * Coil ratings of the reference catalog (see reference-ratings.ts for where the numbers come from):
 * per unit size, the rated (high-speed) airflow, tube circuits, cooling total/sensible MBH by rows,
 * heating MBH by rows and the electric heat sizes offered.
 *
 * Fan coils (docs/decisions/0027-coil-ratings-per-coil-and-dry-wet-split.md): every coil is its own
 * published AHRI 440 rating. 3-row cooling per size as published; 2-row cooling 5.1 .. 34, 4-row cooling
 * 10.6 .. 48.8, 1-row heating 8 .. 42 and 2-row heating 22 .. 99 MBH are published for sizes 02 and 12,
 * and the sizes between are interpolated on face area and airflow (FAN_COIL_PUBLISHED_ENDS,
 * interpolatedRatingMbh). The 2- and 4-row sensible ratings keep each size's 3-row bypass factor
 * raised to rows/3 (air-side NTU ∝ rows at the same fins and face velocity). Fan-coil heating is
 * rated at 70 °F air, 180 °F water at the 3-row cooling rating's water flow.
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

/** Published ratings of the smallest (02) and largest (12) fan coil, MBH, that the sizes between follow. */
export const FAN_COIL_PUBLISHED_ENDS = {
  Cooling2Row: [5.1, 34],
  Cooling4Row: [10.6, 48.8],
  Heating1Row: [8, 42],
  Heating2Row: [22, 99],
} as const;

/**
 * A size between two published ends: capacity per cfm interpolated linearly on coil face area, times
 * the size's rated airflow (the family's coils share fins and face velocity, so capacity per cfm moves
 * with the coil's size only). Rounded to 0.1 MBH as a catalog prints it.
 */
export function interpolatedRatingMbh(
  ends: readonly [number, number],
  smallest: { Cfm: number; FaceAreaSqFt: number },
  largest: { Cfm: number; FaceAreaSqFt: number },
  size: { Cfm: number; FaceAreaSqFt: number },
): number {
  const fraction =
    (size.FaceAreaSqFt - smallest.FaceAreaSqFt) / (largest.FaceAreaSqFt - smallest.FaceAreaSqFt);
  const perCfm = ends[0] / smallest.Cfm + fraction * (ends[1] / largest.Cfm - ends[0] / smallest.Cfm);
  return Math.round(perCfm * size.Cfm * 10) / 10;
}

export const FAN_COILS: Record<string, WaterCoilSize> = {
  '02': {
    RatedCfm: 320,
    TubeCircuits: 2,
    Cooling: { 2: [5.1, 4.9], 3: [8.8, 6.9], 4: [10.6, 7.9] },
    Heating: { 1: 8.0, 2: 22.0 },
    ElectricHeatKw: [1, 1.5, 2],
  },
  '03': {
    RatedCfm: 400,
    TubeCircuits: 2,
    Cooling: { 2: [6.7, 6.1], 3: [10.5, 8.3], 4: [13.3, 9.8] },
    Heating: { 1: 10.2, 2: 27.6 },
    ElectricHeatKw: [1.5, 2, 3],
  },
  '04': {
    RatedCfm: 480,
    TubeCircuits: 2,
    Cooling: { 2: [8.3, 7.6], 3: [13.9, 10.6], 4: [16.1, 11.9] },
    Heating: { 1: 12.4, 2: 33.3 },
    ElectricHeatKw: [2, 3, 4],
  },
  '06': {
    RatedCfm: 680,
    TubeCircuits: 3,
    Cooling: { 2: [13.0, 11.2], 3: [19.9, 15.1], 4: [23.2, 17.1] },
    Heating: { 1: 18.4, 2: 47.7 },
    ElectricHeatKw: [3, 4, 5],
  },
  '08': {
    RatedCfm: 800,
    TubeCircuits: 4,
    Cooling: { 2: [16.1, 12.9], 3: [23.4, 17.3], 4: [27.5, 19.8] },
    Heating: { 1: 22.2, 2: 56.5 },
    ElectricHeatKw: [3, 4, 5, 6],
  },
  '10': {
    RatedCfm: 1100,
    TubeCircuits: 5,
    Cooling: { 2: [25.0, 19.5], 3: [33.1, 24.7], 4: [38.7, 28.0] },
    Heating: { 1: 32.4, 2: 79.0 },
    ElectricHeatKw: [4, 5, 6, 8],
  },
  '12': {
    RatedCfm: 1360,
    TubeCircuits: 6,
    Cooling: { 2: [34.0, 25.9], 3: [43.0, 31.8], 4: [48.8, 35.4] },
    Heating: { 1: 42.0, 2: 99.0 },
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
