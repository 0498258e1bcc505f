import { ProductType } from '@airquote/shared/enums/lookups';
import type { DatabaseOrTransaction } from '../client.ts';
import { compressorRatings, voltages } from '../schema/catalog-engineering.ts';
import type { SeededModel } from './catalog-ratings-data.ts';
import { modelVoltageCodes, voltageCodes } from './code-string-options.ts';

/**
 * Compressor nameplate data of the seeded water source heat pumps (fan motors and heaters are in
 * catalog-engineering-data.ts): rated load amps (RLA) and locked rotor amps (LRA) per size, in the
 * range of published R-454B water-loop units. A 208-230 V compressor carries one rating for both
 * voltages; 115 V draws about twice, 277 V 230/277 of it and 460/3 half the 208-230/3 current.
 */
type Rating = { rla: number; lra: number };
const singlePhase230: Record<string, Rating> = {
  '007': { rla: 3.3, lra: 17.7 },
  '012': { rla: 5.1, lra: 28 },
  '015': { rla: 6.4, lra: 33.5 },
  '024': { rla: 10.3, lra: 52.5 },
  '036': { rla: 16, lra: 82 },
  '048': { rla: 21.2, lra: 104 },
  '060': { rla: 26.3, lra: 134 },
};
const threePhase230: Record<string, Rating> = {
  '036': { rla: 10.4, lra: 73 },
  '048': { rla: 13.7, lra: 83.1 },
  '060': { rla: 15.6, lra: 110 },
};

const tenth = (value: number) => Math.round(value * 10) / 10;
const scaled = (rating: Rating | undefined, factor: number): Rating | undefined =>
  rating && { rla: tenth(rating.rla * factor), lra: tenth(rating.lra * factor) };

/** The compressor rating of a heat pump size at a catalog voltage name (undefined when not built). */
export function compressorRating(size: string, voltageName: string): Rating | undefined {
  switch (voltageName) {
    case '115/1/60':
      return scaled(singlePhase230[size], 2.05);
    case '208/1/60':
    case '230/1/60':
      return singlePhase230[size];
    case '277/1/60':
      return scaled(singlePhase230[size], 230 / 277);
    case '208/3/60':
      return threePhase230[size];
    case '460/3/60':
      return scaled(threePhase230[size], 0.5);
    default:
      return undefined;
  }
}

/** One compressor row per heat pump model and offered voltage; existing rows (an admin's edits) are kept. */
export async function seedCompressorRatings(db: DatabaseOrTransaction, models: SeededModel[]): Promise<void> {
  const voltageIds = new Map((await db.select().from(voltages)).map((row) => [row.name, row.voltageId]));
  const rows = models
    .filter((model) => model.productTypeId === ProductType.WSHP)
    .flatMap((model) =>
      modelVoltageCodes(model.options, model.unitSize).flatMap((code) => {
        const name = voltageCodes[code];
        const rating = compressorRating(model.unitSize, name);
        const voltageId = voltageIds.get(name);
        return rating && voltageId
          ? [
              {
                productModelId: model.productModelId,
                voltageId,
                ratedLoadAmps: rating.rla,
                lockedRotorAmps: rating.lra,
              },
            ]
          : [];
      }),
    );
  if (rows.length) await db.insert(compressorRatings).values(rows).onConflictDoNothing();
}
