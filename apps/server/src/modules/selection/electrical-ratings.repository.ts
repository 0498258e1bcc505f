import type { ModelElectricalRatings } from '@airquote/shared/selection/electrical';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  compressorRatings,
  electricHeatOptions,
  productMotors,
  productVoltages,
  voltages,
} from '../../db/schema/catalog-engineering.ts';

/**
 * The electrical catalog data of some models (ADR 30): active voltages, fan motors, compressors and
 * heaters, each read by its (product_model_id, …) unique index.
 */
export async function selectElectricalRatings(
  db: DatabaseOrTransaction,
  productModelIds: readonly number[],
): Promise<Map<number, ModelElectricalRatings>> {
  const ids = [...new Set(productModelIds)];
  const result = new Map<number, ModelElectricalRatings>();
  if (ids.length === 0) return result;
  const supply = { name: voltages.name, volts: voltages.volts, phase: voltages.phase, hertz: voltages.hertz };
  const [offered, motors, compressors, heaters] = await Promise.all([
    db
      .select({ productModelId: productVoltages.productModelId, ...supply })
      .from(productVoltages)
      .innerJoin(voltages, eq(voltages.voltageId, productVoltages.voltageId))
      .where(and(inArray(productVoltages.productModelId, ids), eq(productVoltages.isActive, true)))
      .orderBy(voltages.phase, voltages.volts),
    db
      .select({
        productModelId: productMotors.productModelId,
        voltageName: voltages.name,
        motorType: productMotors.motorType,
        horsepower: productMotors.horsepower,
        fullLoadAmps: productMotors.fullLoadAmps,
      })
      .from(productMotors)
      .innerJoin(voltages, eq(voltages.voltageId, productMotors.voltageId))
      .where(inArray(productMotors.productModelId, ids)),
    db
      .select({
        productModelId: compressorRatings.productModelId,
        voltageName: voltages.name,
        ratedLoadAmps: compressorRatings.ratedLoadAmps,
        lockedRotorAmps: compressorRatings.lockedRotorAmps,
      })
      .from(compressorRatings)
      .innerJoin(voltages, eq(voltages.voltageId, compressorRatings.voltageId))
      .where(inArray(compressorRatings.productModelId, ids)),
    db
      .select({ productModelId: electricHeatOptions.productModelId, kw: electricHeatOptions.kw })
      .from(electricHeatOptions)
      .where(inArray(electricHeatOptions.productModelId, ids))
      .orderBy(electricHeatOptions.kw),
  ]);
  const of = (productModelId: number): ModelElectricalRatings => {
    let ratings = result.get(productModelId);
    if (!ratings) {
      ratings = {
        ProductModelId: productModelId,
        Voltages: [],
        Motors: [],
        Compressors: [],
        ElectricHeatKw: [],
      };
      result.set(productModelId, ratings);
    }
    return ratings;
  };
  for (const id of ids) of(id);
  for (const row of offered) {
    if (row.phase !== 1 && row.phase !== 3) continue;
    of(row.productModelId).Voltages.push({
      VoltageName: row.name,
      Volts: row.volts,
      Phase: row.phase,
      Hertz: row.hertz,
    });
  }
  for (const row of motors)
    of(row.productModelId).Motors.push({
      VoltageName: row.voltageName,
      MotorType: row.motorType,
      Horsepower: row.horsepower,
      FullLoadAmps: row.fullLoadAmps,
    });
  for (const row of compressors)
    of(row.productModelId).Compressors.push({
      VoltageName: row.voltageName,
      RatedLoadAmps: row.ratedLoadAmps,
      LockedRotorAmps: row.lockedRotorAmps,
    });
  for (const row of heaters) of(row.productModelId).ElectricHeatKw.push(row.kw);
  return result;
}
