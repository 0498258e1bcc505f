import { ProductType } from '@airquote/shared/enums/lookups';
import type { DatabaseOrTransaction } from '../client.ts';
import {
  productPipeConnections,
  productServiceClearances,
  productSoundPowers,
} from '../schema/catalog-submittal-data.ts';
import type { SeededModel } from './catalog-ratings-data.ts';

/**
 * Sound power, pipe connections and service clearances of every seeded model (ADR 0044), the data the
 * submittal's Engineering Data page prints. They follow the engineering rules the page computed
 * before these were catalog rows (issue #17 part 5), so the seeded catalog prints the same numbers:
 *
 * - Sound power (dB re 1 pW per octave band 63…8000 Hz, AHRI 260 style): a 400 cfm fan coil at high
 *   speed and a 1 ton (400 cfm) water-source heat pump with fan and compressor running are the
 *   reference spectra; a model adds 10·log10(cfm / 400) on its nominal airflow (the airflow term of
 *   the fan sound law Lw ≈ Kw + 10·log10 Q + 20·log10 P, at the same static pressure); 100 cfm at least. Coil units are
 *   published at High, Medium (−4 dB) and Low (−9 dB); low bands fall less than high ones with
 *   speed (blade-pass energy moves down), hence the step × (0.7 + 0.06 × band index). Heat pumps at
 *   their one Rated point.
 * - Pipe connections on the end the line item's coil connection chooses: heat pumps 3/4 in. FPT
 *   water (1 in. above 800 cfm, about 2 tons) and a 3/4 in. FPT condensate; coil units 5/8 in. OD
 *   sweat cooling coil (7/8 in. above 600 cfm), a 5/8 in. heating coil (printed for 4-pipe units)
 *   and a 7/8 in. OD condensate drain. Heights are fractions of the cabinet's height.
 * - Service clearances: front access for filter, fan and controls (24 in., 36 in. for a heat pump's
 *   compressor), 18 in. at the piping end, the other end 6 in. (18 in. heat pump) and top 0 (6 in.).
 *
 * Rows are matched by their natural keys, so a second run adds only what is missing and an admin's
 * edits stay.
 */

/** Sound power at 400 cfm per octave band 63…8000 Hz, dB re 1 pW. */
const FAN_COIL_HIGH_400 = [62, 61, 57, 53, 49, 45, 40, 34] as const;
const HEAT_PUMP_400 = [66, 64, 60, 57, 53, 49, 44, 38] as const;

type CatalogModel = Pick<SeededModel, 'productModelId' | 'productTypeId' | 'nominalCfm'>;

/** One row per fan speed the model is published at. */
export function soundPowerRows(model: CatalogModel): Array<typeof productSoundPowers.$inferInsert> {
  const scale = 10 * Math.log10(Math.max(model.nominalCfm, 100) / 400);
  const heatPump = model.productTypeId === ProductType.WSHP;
  const base = heatPump ? HEAT_PUMP_400 : FAN_COIL_HIGH_400;
  const speeds = heatPump
    ? ([['Rated', 0]] as const)
    : ([
        ['High', 0],
        ['Medium', -4],
        ['Low', -9],
      ] as const);
  return speeds.map(([fanSpeed, step]) => {
    const bands = base.map((level, index) => Math.round(level + scale + step * (0.7 + index * 0.06)));
    return {
      productModelId: model.productModelId,
      fanSpeed,
      band63HzDb: bands[0] as number,
      band125HzDb: bands[1] as number,
      band250HzDb: bands[2] as number,
      band500HzDb: bands[3] as number,
      band1000HzDb: bands[4] as number,
      band2000HzDb: bands[5] as number,
      band4000HzDb: bands[6] as number,
      band8000HzDb: bands[7] as number,
    };
  });
}

/** The model's connections, all at the piping end, in the order the submittal lists them. */
export function pipeConnectionRows(model: CatalogModel): Array<typeof productPipeConnections.$inferInsert> {
  const connection = (
    name: string,
    size: string,
    connectionType: string,
    coilDuty: 'Cooling' | 'Heating' | null,
    heightFraction: number,
  ) => ({ name, size, connectionType, coilDuty, heightFraction });
  const water = model.nominalCfm > 800 ? '1 in' : '3/4 in';
  const coil = model.nominalCfm > 600 ? '7/8 in' : '5/8 in';
  const rows =
    model.productTypeId === ProductType.WSHP
      ? [
          connection('Water in', water, 'FPT', null, 0.35),
          connection('Water out', water, 'FPT', null, 0.6),
          connection('Condensate', '3/4 in', 'FPT', null, 0.08),
        ]
      : [
          connection('Cooling coil supply', coil, 'OD sweat', 'Cooling', 0.3),
          connection('Cooling coil return', coil, 'OD sweat', 'Cooling', 0.5),
          connection('Heating coil supply', '5/8 in', 'OD sweat', 'Heating', 0.62),
          connection('Heating coil return', '5/8 in', 'OD sweat', 'Heating', 0.7),
          connection('Condensate drain', '7/8 in', 'OD', null, 0.05),
        ];
  return rows.map((row, index) => ({
    ...row,
    productModelId: model.productModelId,
    side: 'ConnectionEnd' as const,
    sortOrder: index + 1,
  }));
}

/** Front, piping end, other end and top. */
export function serviceClearanceRows(
  model: CatalogModel,
): Array<typeof productServiceClearances.$inferInsert> {
  const heatPump = model.productTypeId === ProductType.WSHP;
  return [
    { side: 'Front' as const, purpose: 'filter, fan and control access', inches: heatPump ? 36 : 24 },
    { side: 'ConnectionEnd' as const, purpose: 'piping and valves', inches: 18 },
    { side: 'OppositeEnd' as const, purpose: '', inches: heatPump ? 18 : 6 },
    { side: 'Top' as const, purpose: '', inches: heatPump ? 6 : 0 },
  ].map((row) => ({ ...row, productModelId: model.productModelId }));
}

/** The rows of every seeded model; existing rows (an admin's edits) are kept. */
export async function seedSubmittalData(db: DatabaseOrTransaction, models: SeededModel[]): Promise<void> {
  const sound = models.flatMap(soundPowerRows);
  const connections = models.flatMap(pipeConnectionRows);
  const clearances = models.flatMap(serviceClearanceRows);
  if (sound.length) await db.insert(productSoundPowers).values(sound).onConflictDoNothing();
  if (connections.length) await db.insert(productPipeConnections).values(connections).onConflictDoNothing();
  if (clearances.length) await db.insert(productServiceClearances).values(clearances).onConflictDoNothing();
}
