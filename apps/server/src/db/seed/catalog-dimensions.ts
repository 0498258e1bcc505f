import { ProductType } from '@airquote/shared/enums/lookups';

/**
 * Unit sizes and the physical data of every seeded model: cabinet dimensions in inches (length ×
 * width × height as installed) and shipping weight in lb, in the range of published fan coil,
 * blower coil and WSHP catalogs. Submittal drawings are drawn from these.
 */
export type UnitSizeSeed = {
  productTypeId: number;
  code: string;
  nominalCfm: number;
  nominalTons: number | null;
};
export type Dimensions = { lengthIn: number; widthIn: number; heightIn: number; weightLb: number };

const fanCoilSizes: Array<[string, number]> = [
  ['02', 200],
  ['03', 300],
  ['04', 400],
  ['06', 600],
  ['08', 800],
  ['10', 1000],
  ['12', 1200],
];
/** ISO 13256-1 water-loop sizes: 007 ≈ 0.6 ton … 060 = 5 tons at ~400 cfm per ton. */
const heatPumpSizes: Array<[string, number, number]> = [
  ['007', 250, 0.6],
  ['012', 400, 1],
  ['015', 500, 1.25],
  ['024', 800, 2],
  ['036', 1200, 3],
  ['048', 1600, 4],
  ['060', 2000, 5],
];
const airHandlerSizes: Array<[string, number]> = [
  ['08', 800],
  ['12', 1200],
  ['16', 1600],
  ['20', 2000],
  ['30', 3000],
];

export const unitSizeSeed: UnitSizeSeed[] = [
  ...fanCoilSizes.map(([code, nominalCfm]) => ({
    productTypeId: ProductType.FanCoil,
    code,
    nominalCfm,
    nominalTons: null,
  })),
  ...airHandlerSizes.map(([code, nominalCfm]) => ({
    productTypeId: ProductType.AirHandler,
    code,
    nominalCfm,
    nominalTons: null,
  })),
  ...heatPumpSizes.map(([code, nominalCfm, nominalTons]) => ({
    productTypeId: ProductType.WSHP,
    code,
    nominalCfm,
    nominalTons,
  })),
  ...fanCoilSizes
    .filter(([code]) => ['04', '06', '08', '12'].includes(code))
    .map(([code, nominalCfm]) => ({ productTypeId: ProductType.ECO, code, nominalCfm, nominalTons: null })),
];

/** Horizontal concealed fan coil: length and weight by size; 10.5 in. tall up to size 06. */
const horizontalFanCoil: Record<string, [length: number, weight: number]> = {
  '02': [34, 55],
  '03': [38, 62],
  '04': [44, 72],
  '06': [52, 88],
  '08': [62, 105],
  '10': [72, 122],
  '12': [82, 140],
};
const consoleLength: Record<string, [length: number, weight: number]> = {
  '02': [40, 70],
  '03': [46, 78],
  '04': [52, 88],
  '06': [64, 108],
};
const blowerCoil: Record<string, Dimensions> = {
  '08': { lengthIn: 42, widthIn: 30, heightIn: 18, weightLb: 185 },
  '12': { lengthIn: 48, widthIn: 34, heightIn: 20, weightLb: 240 },
  '16': { lengthIn: 54, widthIn: 38, heightIn: 22, weightLb: 300 },
  '20': { lengthIn: 60, widthIn: 42, heightIn: 24, weightLb: 365 },
};
const modularAirHandler: Record<string, Dimensions> = {
  '20': { lengthIn: 72, widthIn: 48, heightIn: 36, weightLb: 620 },
  '30': { lengthIn: 84, widthIn: 56, heightIn: 40, weightLb: 860 },
};
/** Horizontal WSHP cabinets; the vertical ones stand the same chassis on end. */
const heatPump: Record<string, Dimensions> = {
  '007': { lengthIn: 36, widthIn: 20, heightIn: 17, weightLb: 120 },
  '012': { lengthIn: 40, widthIn: 20, heightIn: 17, weightLb: 135 },
  '015': { lengthIn: 42, widthIn: 22, heightIn: 19, weightLb: 160 },
  '024': { lengthIn: 48, widthIn: 24, heightIn: 19, weightLb: 205 },
  '036': { lengthIn: 56, widthIn: 25, heightIn: 21, weightLb: 260 },
  '048': { lengthIn: 62, widthIn: 27, heightIn: 21, weightLb: 320 },
  '060': { lengthIn: 68, widthIn: 29, heightIn: 23, weightLb: 370 },
};

const round = (value: number) => Math.round(value);

/** Dimensions of one model by its class name and unit size (undefined for a size the class lacks). */
export function modelDimensions(className: string, size: string): Dimensions | undefined {
  const horizontal = horizontalFanCoil[size];
  const large = ['08', '10', '12'].includes(size);
  switch (className) {
    case 'FHC':
      return (
        horizontal && {
          lengthIn: horizontal[0],
          widthIn: 21,
          heightIn: large ? 11.5 : 10.5,
          weightLb: horizontal[1],
        }
      );
    case 'ECO':
      return (
        horizontal && {
          lengthIn: horizontal[0],
          widthIn: 21,
          heightIn: large ? 11.5 : 10.5,
          weightLb: round(horizontal[1] * 1.05),
        }
      );
    case 'FVC':
      return (
        horizontal && {
          lengthIn: horizontal[0] - 10,
          widthIn: 18,
          heightIn: large ? 54 : 48,
          weightLb: round(horizontal[1] * 1.08),
        }
      );
    case 'FVB':
      return (
        horizontal && {
          lengthIn: horizontal[0] - 6,
          widthIn: 20,
          heightIn: large ? 76 : 64,
          weightLb: round(horizontal[1] * 1.3),
        }
      );
    case 'FCS': {
      const console = consoleLength[size];
      return console && { lengthIn: console[0], widthIn: 10, heightIn: 25, weightLb: console[1] };
    }
    case 'BCH':
      return blowerCoil[size];
    case 'MAH':
      return modularAirHandler[size];
    case 'WSH':
      return heatPump[size];
    case 'WSV': {
      const chassis = heatPump[size];
      return (
        chassis && {
          lengthIn: chassis.widthIn,
          widthIn: chassis.heightIn + 4,
          heightIn: chassis.lengthIn + 4,
          weightLb: round(chassis.weightLb * 1.04),
        }
      );
    }
    default:
      return undefined;
  }
}

/** Fan motor horsepower by nominal airflow: fractional for fan coils, up to 1.5 hp for air handlers. */
export function motorHorsepower(productTypeId: number, nominalCfm: number): number {
  const steps: Array<[cfm: number, hp: number]> =
    productTypeId === ProductType.AirHandler
      ? [
          [800, 1 / 3],
          [1200, 1 / 2],
          [1600, 3 / 4],
          [2000, 1],
          [3000, 1.5],
        ]
      : [
          [250, 1 / 20],
          [300, 1 / 15],
          [400, 1 / 10],
          [500, 1 / 8],
          [600, 1 / 6],
          [800, 1 / 5],
          [1000, 1 / 4],
          [1200, 1 / 3],
          [1600, 1 / 2],
          [2000, 3 / 4],
        ];
  const step = steps.find(([cfm]) => nominalCfm <= cfm) ?? steps[steps.length - 1];
  return Math.round((step as [number, number])[1] * 1000) / 1000;
}

/**
 * Nameplate full-load amps: I = hp·746 / (V·k), k the product of efficiency and power factor
 * (PSC ≈ 0.42, ECM ≈ 0.55 at these sizes), √3·V for three phase; at least 0.3 A.
 */
export function fullLoadAmps(horsepower: number, volts: number, phase: number, motorType: number): number {
  const k = motorType === 1 ? 0.42 : 0.55;
  const amps = (horsepower * 746) / ((phase === 3 ? Math.sqrt(3) : 1) * volts * k);
  return Math.max(0.3, Math.round(amps * 10) / 10);
}
