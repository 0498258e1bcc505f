import { ProductType } from '@airquote/shared/enums/lookups';

/**
 * What each seeded model class offers, shared by its code string (code-string-segments.ts) and its
 * engineering data (catalog-engineering-data.ts), so the VOLT values, the product voltages and the
 * motors of a model always agree.
 */
export const voltageCodes = {
  '1': '115/1/60',
  '2': '208/1/60',
  '3': '230/1/60',
  '4': '277/1/60',
  '5': '208/3/60',
  '6': '460/3/60',
} as const;
export type VoltageCode = keyof typeof voltageCodes;

export type ClassOptions = {
  productTypeId: number;
  className: string;
  description: string;
  sizes: string[];
  /** Cooling coil rows offered (codes of CROW), as the seeded coil profiles have them. */
  coolingRows: number[];
  defaultCoolingRows: number;
  /** 4-pipe heating coil rows offered (codes of HROW besides 0 = none). */
  heatingRows: number[];
  /** The voltage codes of the class and, per code, the sizes it is limited to ('all' = every size). */
  voltages: Partial<Record<VoltageCode, readonly string[] | 'all'>>;
  defaultVoltage: VoltageCode;
  /** PSC offered (false: ECM only, as on ECO units and modular air handlers). */
  psc: boolean;
  /** Electric heat (3 and 4 kW) on 2-pipe units of these sizes and voltages. */
  electricHeat: { sizes: string[]; voltages: VoltageCode[]; kw: number[] } | null;
};

/** Fan coils: single phase everywhere, 460/3 (with an ECM) from size 08. */
const fanCoilVoltages: ClassOptions['voltages'] = {
  '1': 'all',
  '2': 'all',
  '3': 'all',
  '4': 'all',
  '6': ['08', '10', '12'],
};
/** 3 and 4 kW on fan coils of size 04 and up; never at 115 V (a 3 kW heater would draw 26 A). */
const fanCoilElectricHeat = {
  sizes: ['04', '06', '08', '10', '12'],
  voltages: ['2', '3', '4', '6'] as VoltageCode[],
  kw: [3, 4],
};

export function classOptions(
  productTypeId: number,
  className: string,
  description: string,
  sizes: string[],
): ClassOptions {
  const base = {
    productTypeId,
    className,
    description,
    sizes,
    coolingRows: [2, 3, 4],
    defaultCoolingRows: 3,
    heatingRows: [1, 2],
    psc: true,
  };
  switch (productTypeId) {
    case ProductType.AirHandler:
      return {
        ...base,
        // Single phase only for the small blower coils.
        voltages: { '2': ['08', '12'], '3': ['08', '12'], '5': 'all', '6': 'all' },
        defaultVoltage: '5',
        psc: className !== 'MAH',
        electricHeat: null,
      };
    case ProductType.WSHP:
      return {
        ...base,
        coolingRows: [],
        heatingRows: [],
        // Compressors past 3 tons are three-phase or 208/230 V single phase; 115 V only for the smallest.
        voltages: {
          '1': ['007', '012'],
          '2': 'all',
          '3': 'all',
          '4': ['007', '012', '015', '024', '036'],
          '5': ['036', '048', '060'],
          '6': ['036', '048', '060'],
        },
        defaultVoltage: '2',
        electricHeat: null,
      };
    case ProductType.ECO:
      return {
        ...base,
        voltages: fanCoilVoltages,
        defaultVoltage: '1',
        psc: false,
        electricHeat: fanCoilElectricHeat,
      };
    default:
      return { ...base, voltages: fanCoilVoltages, defaultVoltage: '1', electricHeat: fanCoilElectricHeat };
  }
}

/** The voltage codes a model of the class is built for. */
export function modelVoltageCodes(options: ClassOptions, size: string): VoltageCode[] {
  return (Object.entries(options.voltages) as Array<[VoltageCode, readonly string[] | 'all']>)
    .filter(([, sizes]) => sizes === 'all' || sizes.includes(size))
    .map(([code]) => code);
}

/** Motor types (1 PSC, 2 ECM) built for a voltage: no 460 V PSC motor exists, an ECM has its own drive. */
export function motorTypesFor(options: ClassOptions, code: VoltageCode): number[] {
  return options.psc && code !== '6' ? [1, 2] : [2];
}

/** Electric heat kW of a model (empty when none). */
export function modelElectricHeatKw(options: ClassOptions, size: string): number[] {
  return options.electricHeat?.sizes.includes(size) ? options.electricHeat.kw : [];
}
