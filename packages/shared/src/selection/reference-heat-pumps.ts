import type { HeatPumpRating } from './selection-schemas.ts';

/**
 * Reference water source heat pumps, ISO 13256-1 water-loop ratings (docs/domain.md section 4: cooling
 * MBH and EER as given; about 400 cfm and 3 gpm per ton). Heating at 68 °F EWT is 1.18–1.24 times the
 * cooling capacity with COPs of 4.3–5.0, sensible ratios 0.71–0.74: typical of current catalogs.
 * The correction curves are shared by the line (one compressor family) and follow the family's
 * published ISO points: ground loop (77 °F) EER ≈ 1.175× the water-loop (86 °F) EER (published
 * 15–20 % above), ground water (59 °F) EER ≈ 1.5×, 110 °F EER ≈ 0.61×; heating at 32 °F ≈ 71 %
 * capacity and COP ≈ 0.8× the water-loop values. The cooling power curve was fitted through the
 * 77 °F and 59 °F points (capacity 1.037× and 1.106×, EER 1.175× and 1.5×); the old curve gave only
 * 1.12× at 77 °F, below the family's published ground-loop range.
 */

export const referenceHeatPumpSizes = ['007', '012', '015', '024', '036', '048', '060'] as const;

type Row = {
  Cfm: number;
  Gpm: number;
  CoolingMbh: number;
  Eer: number;
  SensibleRatio: number;
  HeatingMbh: number;
  Cop: number;
  FluidPdFt: number;
};

const RATINGS: Record<(typeof referenceHeatPumpSizes)[number], Row> = {
  '007': {
    Cfm: 250,
    Gpm: 1.9,
    CoolingMbh: 7.6,
    Eer: 13.4,
    SensibleRatio: 0.74,
    HeatingMbh: 9.4,
    Cop: 4.5,
    FluidPdFt: 4.5,
  },
  '012': {
    Cfm: 400,
    Gpm: 3.3,
    CoolingMbh: 13.0,
    Eer: 12.7,
    SensibleRatio: 0.72,
    HeatingMbh: 15.9,
    Cop: 4.3,
    FluidPdFt: 6.2,
  },
  '015': {
    Cfm: 500,
    Gpm: 3.9,
    CoolingMbh: 15.5,
    Eer: 16.0,
    SensibleRatio: 0.73,
    HeatingMbh: 18.4,
    Cop: 5.0,
    FluidPdFt: 5.8,
  },
  '024': {
    Cfm: 800,
    Gpm: 5.9,
    CoolingMbh: 23.7,
    Eer: 14.9,
    SensibleRatio: 0.74,
    HeatingMbh: 28.4,
    Cop: 4.8,
    FluidPdFt: 7.4,
  },
  '036': {
    Cfm: 1200,
    Gpm: 9.0,
    CoolingMbh: 35.8,
    Eer: 15.2,
    SensibleRatio: 0.73,
    HeatingMbh: 42.0,
    Cop: 4.9,
    FluidPdFt: 8.6,
  },
  '048': {
    Cfm: 1600,
    Gpm: 12.0,
    CoolingMbh: 48.4,
    Eer: 14.1,
    SensibleRatio: 0.72,
    HeatingMbh: 57.6,
    Cop: 4.5,
    FluidPdFt: 9.8,
  },
  '060': {
    Cfm: 2000,
    Gpm: 15.0,
    CoolingMbh: 59.5,
    Eer: 14.6,
    SensibleRatio: 0.71,
    HeatingMbh: 71.0,
    Cop: 4.6,
    FluidPdFt: 11.2,
  },
};

/** Design water velocity of the reference coaxial heat exchangers at their rated flow, ft/s. */
export const COAXIAL_DESIGN_VELOCITY_FT_PER_S = 3.5;

/**
 * Hydraulic diameter of a coaxial heat exchanger's water passage (one fluted inner tube) sized for
 * COAXIAL_DESIGN_VELOCITY_FT_PER_S at the rated flow, in. to 0.01: 0.47 in. at 1.9 gpm, 1.32 in. at
 * 15 gpm (typical 1/2 to 1-3/8 in. inner tubes). Migration 0024 fills existing ratings by the same rule.
 */
export function coaxialPassageDiameterIn(ratedGpm: number): number {
  const flowFt3PerS = (ratedGpm * 0.133681) / 60;
  const diameterFt = Math.sqrt((4 * flowFt3PerS) / (Math.PI * COAXIAL_DESIGN_VELOCITY_FT_PER_S));
  return Math.round(diameterFt * 12 * 100) / 100;
}

/** a + b·x + c·x²; EWT and entering air x in °F from rating, flows x as a fraction of rated (1 at rating). */
const CORRECTIONS: HeatPumpRating['Corrections'] = {
  CoolingCapacity: {
    Ewt: { A: 1, B: -0.0042, C: -0.00001 },
    Eat: { A: 1, B: 0.025, C: 0.0002 },
    Airflow: { A: 0.8, B: 0.28, C: -0.08 },
    WaterFlow: { A: 0.93, B: 0.1, C: -0.03 },
  },
  CoolingPower: {
    Ewt: { A: 1, B: 0.0147, C: 0.0001835 },
    Eat: { A: 1, B: 0.005, C: 0 },
    Airflow: { A: 1.06, B: -0.08, C: 0.02 },
    WaterFlow: { A: 1.12, B: -0.16, C: 0.04 },
  },
  HeatingCapacity: {
    Ewt: { A: 1, B: 0.0085, C: 0.00001 },
    Eat: { A: 1, B: -0.003, C: 0 },
    Airflow: { A: 0.88, B: 0.16, C: -0.04 },
    WaterFlow: { A: 0.85, B: 0.21, C: -0.06 },
  },
  HeatingPower: {
    Ewt: { A: 1, B: 0.0033, C: 0 },
    Eat: { A: 1, B: 0.009, C: 0 },
    Airflow: { A: 1.18, B: -0.24, C: 0.06 },
    WaterFlow: { A: 0.96, B: 0.05, C: -0.01 },
  },
};

export function referenceHeatPumpRating(
  unitSize: string,
  heatPumpRatingId: number,
  productModelId: number,
): HeatPumpRating {
  const row = RATINGS[unitSize as (typeof referenceHeatPumpSizes)[number]];
  if (!row) throw new Error(`No reference heat pump rating for size ${unitSize}`);
  return {
    HeatPumpRatingId: heatPumpRatingId,
    ProductModelId: productModelId,
    RatedCfm: row.Cfm,
    RatedGpm: row.Gpm,
    RatedCoolingMbh: row.CoolingMbh,
    RatedSensibleRatio: row.SensibleRatio,
    RatedEer: row.Eer,
    RatedHeatingMbh: row.HeatingMbh,
    RatedCop: row.Cop,
    RatedFluidPdFt: row.FluidPdFt,
    WaterPassageDiameterIn: coaxialPassageDiameterIn(row.Gpm),
    // A copy per rating: the engine caches per object and a caller may edit one model's curves.
    Corrections: JSON.parse(JSON.stringify(CORRECTIONS)) as HeatPumpRating['Corrections'],
    MinCoolingEwtF: 45,
    MaxCoolingEwtF: 110,
    MinHeatingEwtF: 20,
    MaxHeatingEwtF: 90,
    MinCfm: Math.round(row.Cfm * 0.7),
    MaxCfm: Math.round(row.Cfm * 1.3),
    MinGpm: Math.round(row.Gpm * 0.5 * 100) / 100,
    MaxGpm: Math.round(row.Gpm * 1.6 * 100) / 100,
  };
}
