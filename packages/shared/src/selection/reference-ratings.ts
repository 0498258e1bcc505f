import { ProductType } from '../enums/lookups.ts';
import { TUBE_INSIDE_DIAMETER_IN } from './engineering-limits.ts';
import { filterPressureDropInWg } from './filter.ts';
import { fluidProperties, heatFactorPerGpm } from './glycol.ts';
import { BLOWER_COILS, ECO_ELECTRIC_HEAT, FAN_COILS, type WaterCoilSize } from './reference-coil-data.ts';
import { type FanDesign, referenceEcmProfile, referencePscProfile } from './reference-fan-curves.ts';
import { referenceHeatPumpRating, referenceHeatPumpSizes } from './reference-heat-pumps.ts';
import {
  type AirFlowProfile,
  type CoilProfile,
  type FilterPressureDrop,
  FluidType,
  type SelectionModelData,
} from './selection-schemas.ts';
import { coilAirPressureDropInWg } from './water-coil.ts';

export { referenceEcmProfile, referencePscProfile } from './reference-fan-curves.ts';
export { referenceHeatPumpRating } from './reference-heat-pumps.ts';

/**
 * A realistic reference catalog for the engine's tests and the database seed: AHRI 440 coil ratings
 * (80/67 °F entering air, 45 °F water with a 10 °F rise; heating 70 °F air, 180 °F water with a 20 °F
 * drop), PSC and ECM fan curves, filters and ISO 13256-1 heat pumps.
 * - Fan coil 3-row ratings are docs/domain.md's. Its small sizes cannot give those capacities at their
 *   nominal airflow (size × 100 cfm): 8.8 MBH total / 6.9 sensible at 200 cfm would leave the coil at
 *   48.7 °F and 127 % RH. So coils are rated at the high-speed, 0 in. ESP, wet-coil airflow
 *   (RatedCfm), chosen so the rated split implies bypass factors of 0.15–0.22, typical of 3-row coils
 *   with 12 fins per inch; nominal cfm stays size × 100 and is the ESP's reference airflow.
 * - Fan coil 2- and 4-row cooling and 1- and 2-row heating coils are each their own published rating
 *   (reference-coil-data.ts: sizes 02 and 12 published, the sizes between interpolated on face area
 *   and airflow); heating at 70 °F air and 180 °F water at the 3-row cooling rating's water flow, so
 *   the heating coil's rated temperature drop is what that flow gives. Every coil is calibrated on
 *   its own rating (coil-calibration.ts), none is derived from another by a factor.
 * - Blower coils / air handlers are rated at their nominal airflow, heating with a 20 °F water drop;
 *   ECO units share the fan coil coils with ECM motors only.
 */

export type ReferenceFamily = 'FanCoil' | 'BlowerCoil' | 'Eco' | 'Wshp';

// Listed, not Object.keys: '10' and '12' are integer-like keys and would come first.
export const referenceUnitSizes: Record<ReferenceFamily, readonly string[]> = {
  FanCoil: ['02', '03', '04', '06', '08', '10', '12'],
  BlowerCoil: ['08', '12', '16', '20', '30'],
  Eco: ['04', '06', '08', '12'],
  Wshp: referenceHeatPumpSizes,
};

type FamilyDesign = {
  FaceVelocityFpm: number;
  CoolingFins: number;
  FilterName: string;
  FilterAreaRatio: number;
  FilterK: number;
  FilterN: number;
  /** Heating rated at the 3-row cooling rating's water flow (AHRI 440 fan coils), else a 20 °F drop. */
  HeatingAtCoolingFlow: boolean;
  Fan: Omit<FanDesign, 'RatedCfm' | 'StaticAtRatedInWg'>;
};

const FAN_COIL_DESIGN: FamilyDesign = {
  FaceVelocityFpm: 430,
  CoolingFins: 12,
  FilterName: '1 in. pleated MERV 8',
  FilterAreaRatio: 1.15,
  FilterK: 0.16,
  FilterN: 1.45,
  HeatingAtCoolingFlow: true,
  Fan: {
    PscReserveInWg: 0.35,
    EcmReserveInWg: 0.8,
    PscWattsPerCfm: 0.3,
    EcmWattsPerCfm: 0.14,
    PscTapSpeeds: [0.64, 0.82],
    EcmTapPercents: [55, 72, 90],
  },
};
const BLOWER_COIL_DESIGN: FamilyDesign = {
  FaceVelocityFpm: 450,
  CoolingFins: 10,
  FilterName: '2 in. pleated MERV 8',
  FilterAreaRatio: 1.25,
  FilterK: 0.14,
  FilterN: 1.4,
  HeatingAtCoolingFlow: false,
  Fan: {
    PscReserveInWg: 0.7,
    EcmReserveInWg: 1.2,
    PscWattsPerCfm: 0.4,
    EcmWattsPerCfm: 0.22,
    PscTapSpeeds: [0.66, 0.83],
    EcmTapPercents: [55, 72, 90],
  },
};
const HEAT_PUMP_DESIGN: FamilyDesign = {
  FaceVelocityFpm: 350,
  CoolingFins: 0,
  FilterName: '1 in. pleated MERV 8',
  FilterAreaRatio: 1,
  FilterK: 0.15,
  FilterN: 1.4,
  HeatingAtCoolingFlow: false,
  Fan: {
    PscReserveInWg: 0.35,
    EcmReserveInWg: 0.6,
    PscWattsPerCfm: 0.35,
    EcmWattsPerCfm: 0.18,
    PscTapSpeeds: [0.8, 0.9],
    EcmTapPercents: [70, 82, 95],
  },
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function waterCoilTable(family: ReferenceFamily, unitSize: string): WaterCoilSize {
  const table = family === 'BlowerCoil' ? BLOWER_COILS : FAN_COILS;
  const row = family === 'Eco' && !ECO_ELECTRIC_HEAT[unitSize] ? undefined : table[unitSize];
  if (!row) throw new Error(`No reference ${family} coil data for size ${unitSize}`);
  return family === 'Eco' ? { ...row, ElectricHeatKw: ECO_ELECTRIC_HEAT[unitSize] as number[] } : row;
}

function designOf(family: ReferenceFamily): FamilyDesign {
  if (family === 'BlowerCoil') return BLOWER_COIL_DESIGN;
  if (family === 'Wshp') return HEAT_PUMP_DESIGN;
  return FAN_COIL_DESIGN;
}

/** Cooling coils (2, 3, 4 rows; also the 2-pipe changeover coil) then heating coils (1, 2 rows). */
export function referenceCoilProfiles(
  family: ReferenceFamily,
  unitSize: string,
  firstCoilProfileId: number,
  productModelId: number,
): CoilProfile[] {
  if (family === 'Wshp') return [];
  const size = waterCoilTable(family, unitSize);
  const design = designOf(family);
  const faceArea = round(size.RatedCfm / design.FaceVelocityFpm, 2);
  // The 3-row (standard) cooling coil's rated flow: 45 °F water with a 10 °F rise.
  const coolingRatingGpm =
    (size.Cooling[3][0] * 1000) / (heatFactorPerGpm(fluidProperties(FluidType.Water, 0, 50)) * 10);
  const profile = (
    duty: 'Cooling' | 'Heating',
    rows: number,
    total: number,
    sensible: number | null,
  ): CoilProfile => {
    const cooling = duty === 'Cooling';
    const fins = cooling ? design.CoolingFins : 10;
    const circuits = cooling || rows > 1 ? size.TubeCircuits : Math.max(1, Math.ceil(size.TubeCircuits / 2));
    let deltaT = cooling ? 10 : 20;
    let gpm =
      (total * 1000) / (heatFactorPerGpm(fluidProperties(FluidType.Water, 0, cooling ? 50 : 170)) * deltaT);
    if (!cooling && design.HeatingAtCoolingFlow) {
      // The cooling rating's flow; the drop it gives, at the water's mean temperature (3 passes settle it).
      gpm = coolingRatingGpm;
      for (let pass = 0; pass < 3; pass++) {
        const water = fluidProperties(FluidType.Water, 0, 180 - deltaT / 2);
        deltaT = (total * 1000) / (heatFactorPerGpm(water) * gpm);
      }
      deltaT = round(deltaT, 3);
    }
    const perCircuit = gpm / circuits;
    return {
      CoilProfileId: 0,
      ProductModelId: productModelId,
      Duty: duty,
      Rows: rows,
      FinsPerInch: fins,
      FaceAreaSqFt: faceArea,
      TubeCircuits: circuits,
      TubeInsideDiameterIn: TUBE_INSIDE_DIAMETER_IN,
      RatedCfm: size.RatedCfm,
      RatedEnteringDbF: cooling ? 80 : 70,
      RatedEnteringWbF: cooling ? 67 : null,
      RatedEnteringFluidF: cooling ? 45 : 180,
      RatedFluidDeltaTF: deltaT,
      RatedTotalMbh: total,
      RatedSensibleMbh: sensible,
      // Tube side: ~1.6 ft per row at 1 gpm per circuit (3/8 in. tubes) plus headers and connections.
      RatedFluidPdFt: round(1.6 * rows * perCircuit ** 1.8 + 0.8, 2),
      // Air side, dry: ~0.045 in. per row at 500 fpm and 12 fins per inch.
      RatedAirPdInWg: round(0.045 * rows * (design.FaceVelocityFpm / 500) ** 1.8 * (fins / 12) ** 0.6, 3),
      MinCfm: Math.round(size.RatedCfm * 0.35),
      MaxCfm: Math.round(size.RatedCfm * 1.3),
      MinGpm: round(gpm * 0.3, 2),
      MaxGpm: round(gpm * 2.5, 2),
      MinEnteringFluidF: cooling ? 35 : 100,
      MaxEnteringFluidF: 200,
    };
  };
  const coils = [
    ...([2, 3, 4] as const).map((rows) =>
      profile('Cooling', rows, size.Cooling[rows][0], size.Cooling[rows][1]),
    ),
    ...([1, 2] as const).map((rows) => profile('Heating', rows, size.Heating[rows], null)),
  ];
  return coils.map((coil, index) => ({ ...coil, CoilProfileId: firstCoilProfileId + index }));
}

export function referenceFilterPressureDrop(
  family: ReferenceFamily,
  unitSize: string,
  filterPressureDropId: number,
  productModelId: number,
): FilterPressureDrop {
  const design = designOf(family);
  const ratedCfm =
    family === 'Wshp'
      ? referenceHeatPumpRating(unitSize, 0, 0).RatedCfm
      : waterCoilTable(family, unitSize).RatedCfm;
  return {
    FilterPressureDropId: filterPressureDropId,
    ProductModelId: productModelId,
    FilterName: design.FilterName,
    FaceAreaSqFt: round((ratedCfm / design.FaceVelocityFpm) * design.FilterAreaRatio, 2),
    K: design.FilterK,
    N: design.FilterN,
  };
}

/** PSC and ECM fans (ECO: ECM only), designed so high speed delivers the rated airflow. */
export function referenceAirFlowProfiles(
  family: ReferenceFamily,
  unitSize: string,
  firstAirFlowProfileId: number,
  productModelId: number,
): AirFlowProfile[] {
  const design = designOf(family);
  const filter = referenceFilterPressureDrop(family, unitSize, 0, productModelId);
  let ratedCfm: number;
  let staticAtRated: number;
  if (family === 'Wshp') {
    // A heat pump's curve is net of its own coil; it is rated against 0.15 in. ESP and the filter.
    ratedCfm = referenceHeatPumpRating(unitSize, 0, 0).RatedCfm;
    staticAtRated = 0.15 + filterPressureDropInWg(filter, ratedCfm);
  } else {
    const threeRow = referenceCoilProfiles(family, unitSize, 0, productModelId).find(
      (coil) => coil.Rows === 3,
    );
    ratedCfm = (threeRow as CoilProfile).RatedCfm;
    staticAtRated =
      coilAirPressureDropInWg(threeRow as CoilProfile, ratedCfm, true) +
      filterPressureDropInWg(filter, ratedCfm);
  }
  const fan: FanDesign = { ...design.Fan, RatedCfm: ratedCfm, StaticAtRatedInWg: staticAtRated };
  const ecm = referenceEcmProfile(fan, firstAirFlowProfileId + 1, productModelId);
  return family === 'Eco' ? [ecm] : [referencePscProfile(fan, firstAirFlowProfileId, productModelId), ecm];
}

/** The product type each reference family is seeded as (catalog-ratings-data.ts maps it back). */
export const REFERENCE_FAMILY_PRODUCT_TYPE: Record<ReferenceFamily, number> = {
  FanCoil: ProductType.FanCoil,
  BlowerCoil: ProductType.AirHandler,
  Eco: ProductType.ECO,
  Wshp: ProductType.WSHP,
};

const NAME_PREFIX: Record<ReferenceFamily, string> = {
  FanCoil: 'FC',
  BlowerCoil: 'BC',
  Eco: 'ECO',
  Wshp: 'WSHP',
};

/**
 * Everything the engine needs for one reference model. Ids: coil profiles from firstId, air-flow
 * profiles from firstId + 10, the filter firstId + 20, the heat pump rating firstId + 30.
 */
export function referenceModelData(
  family: ReferenceFamily,
  unitSize: string,
  productModelId: number,
  firstId = productModelId * 100,
  productModelName = `${NAME_PREFIX[family]}-${unitSize}`,
): SelectionModelData {
  const wshp = family === 'Wshp';
  return {
    ProductModelId: productModelId,
    ProductTypeId: REFERENCE_FAMILY_PRODUCT_TYPE[family],
    ProductModelName: productModelName,
    UnitSize: unitSize,
    NominalCfm: wshp ? referenceHeatPumpRating(unitSize, 0, 0).RatedCfm : Number(unitSize) * 100,
    CoilProfiles: referenceCoilProfiles(family, unitSize, firstId, productModelId),
    AirFlowProfiles: referenceAirFlowProfiles(family, unitSize, firstId + 10, productModelId),
    FilterPressureDrops: [referenceFilterPressureDrop(family, unitSize, firstId + 20, productModelId)],
    HeatPumpRating: wshp ? referenceHeatPumpRating(unitSize, firstId + 30, productModelId) : null,
    ElectricHeatKw: wshp ? [] : [...waterCoilTable(family, unitSize).ElectricHeatKw],
  };
}

/** A whole family's reference models, ids from firstProductModelId. */
export function referenceFamilyModels(
  family: ReferenceFamily,
  firstProductModelId = 1,
): SelectionModelData[] {
  return referenceUnitSizes[family].map((unitSize, index) =>
    referenceModelData(family, unitSize, firstProductModelId + index),
  );
}
