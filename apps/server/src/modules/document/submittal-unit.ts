import type { ElectricalData } from '@airquote/shared/selection/electrical';
import type { FanChartSeries } from '@airquote/shared/selection/fan';
import type { ChartPoint } from '@airquote/shared/selection/psychrometrics';
import type {
  CoilProfile,
  HeatPumpRating,
  SavedPerformance,
} from '@airquote/shared/selection/selection-schemas';
import type { UnitSystem } from '@airquote/shared/units/units';

/** A face or end of the cabinet; ConnectionEnd is the end the coil connection (Left/Right) chooses. */
export type CabinetSide = 'Front' | 'ConnectionEnd' | 'OppositeEnd' | 'Back' | 'Top' | 'Bottom';

/** The model's published engineering data (catalog rows, ADR 0044); empty lists are not published. */
export type SubmittalEngineeringData = {
  /** Sound power per fan speed (High, Medium, Low or Rated), dB re 1 pW in octave bands 63…8000 Hz. */
  soundPower: Array<{ fanSpeed: string; bandsDb: number[] }>;
  pipeConnections: Array<{
    name: string;
    size: string;
    type: string;
    /** Heating: only on units built with a heating coil (4-pipe). */
    coilDuty: 'Cooling' | 'Heating' | null;
    side: CabinetSide;
    /** Height above the base as a fraction of the unit's height. */
    heightFraction: number | null;
  }>;
  serviceClearances: Array<{ side: CabinetSide; purpose: string; inches: number }>;
};

/** One line item as the submittal prints it: identity, chosen options, physical data and performance. */
export type SubmittalUnit = {
  tag: string;
  qty: number;
  scheduleName: string;
  productTypeId: number;
  productTypeName: string;
  categoryName: string;
  modelClassName: string;
  modelName: string;
  unitSize: string;
  nominalCfm: number;
  nominalCapacityMbh: string;
  codeString: string;
  /** The chosen code-string values in code order (group, segment, code, description). */
  options: Array<{ group: string; segment: string; code: string; description: string }>;
  /** The engine's numbers saved on the line item, or null when no selection was saved. */
  performance: SavedPerformance | null;
  /** Catalog ratings, printed when no selection was saved. */
  coilRatings: CoilProfile[];
  heatPumpRating: HeatPumpRating | null;
  fanChart: FanChartSeries | null;
  /** Psychrometric process line of the cooling coil (entering → leaving air), empty without one. */
  coolingProcess: ChartPoint[];
  altitudeFt: number;
  dimensions: { lengthIn: number; widthIn: number; heightIn: number; weightLb: number } | null;
  motors: Array<{ motorType: number; voltageName: string; horsepower: number; fullLoadAmps: number }>;
  /** FLA, MCA and MOP saved for the ordered voltage (ADR 30); null until a configuration is saved. */
  electricalData: ElectricalData | null;
  /** The reason the unit was kept although it misses a requirement (ADR 29); printed under the unit. */
  requirementOverride?: string | null;
  /** 1 Left, 2 Right (spec AirCoilConnection). */
  coilConnection: number;
  /** Units of the performance figures: the requesting user's choice (ADR 0031); I-P when absent. */
  unitSystem?: UnitSystem;
} & SubmittalEngineeringData;
