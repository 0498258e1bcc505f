import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import {
  compressorRatings,
  productMotors,
  productVoltages,
  voltages,
} from '../../db/schema/catalog-engineering.ts';

/** Voltages, the voltages each model is offered in, and the motors wound for them. */
export type VoltageRow = typeof voltages.$inferSelect;
export type VoltageValues = Omit<typeof voltages.$inferInsert, 'voltageId'>;
export type ProductVoltageValues = Omit<typeof productVoltages.$inferInsert, 'productVoltageId'>;
export type ProductMotorValues = Omit<typeof productMotors.$inferInsert, 'productMotorId'>;

export async function selectVoltages(db: DatabaseOrTransaction) {
  return db
    .select()
    .from(voltages)
    .orderBy(asc(voltages.phase), asc(voltages.volts), asc(voltages.voltageId));
}

export async function selectVoltage(db: DatabaseOrTransaction, voltageId: number) {
  const [row] = await db.select().from(voltages).where(eq(voltages.voltageId, voltageId));
  return row;
}

export async function insertVoltage(db: DatabaseOrTransaction, values: VoltageValues) {
  const [row] = await db.insert(voltages).values(values).returning();
  return row as VoltageRow;
}

export async function updateVoltageRow(db: DatabaseOrTransaction, voltageId: number, values: VoltageValues) {
  const [row] = await db.update(voltages).set(values).where(eq(voltages.voltageId, voltageId)).returning();
  return row;
}

/** How many models offer the voltage and how many motors are wound for it (a delete needs none). */
export async function countVoltageUses(db: DatabaseOrTransaction, voltageId: number) {
  const [models, motors, compressors] = await Promise.all([
    db.$count(productVoltages, eq(productVoltages.voltageId, voltageId)),
    db.$count(productMotors, eq(productMotors.voltageId, voltageId)),
    db.$count(compressorRatings, eq(compressorRatings.voltageId, voltageId)),
  ]);
  return { productVoltages: models, productMotors: motors, compressorRatings: compressors };
}

export async function deleteVoltageRow(db: DatabaseOrTransaction, voltageId: number) {
  const rows = await db.delete(voltages).where(eq(voltages.voltageId, voltageId)).returning();
  return rows.length > 0;
}

// ---------------------------------------------------------------- product voltages
const productVoltageColumns = { productVoltage: productVoltages, voltage: voltages };

export async function selectProductVoltages(
  db: DatabaseOrTransaction,
  filter: { productModelId?: number; productVoltageId?: number; activeOnly?: boolean },
) {
  return db
    .select(productVoltageColumns)
    .from(productVoltages)
    .innerJoin(voltages, eq(voltages.voltageId, productVoltages.voltageId))
    .where(
      and(
        filter.productModelId ? eq(productVoltages.productModelId, filter.productModelId) : undefined,
        filter.productVoltageId ? eq(productVoltages.productVoltageId, filter.productVoltageId) : undefined,
        filter.activeOnly ? eq(productVoltages.isActive, true) : undefined,
      ),
    )
    .orderBy(
      asc(productVoltages.productModelId),
      asc(voltages.phase),
      asc(voltages.volts),
      asc(productVoltages.productVoltageId),
    );
}

export async function insertProductVoltage(db: DatabaseOrTransaction, values: ProductVoltageValues) {
  const [row] = await db.insert(productVoltages).values(values).returning();
  return row as typeof productVoltages.$inferSelect;
}

export async function updateProductVoltageRow(
  db: DatabaseOrTransaction,
  productVoltageId: number,
  values: ProductVoltageValues,
) {
  const [row] = await db
    .update(productVoltages)
    .set(values)
    .where(eq(productVoltages.productVoltageId, productVoltageId))
    .returning();
  return row;
}

export async function deleteProductVoltageRow(db: DatabaseOrTransaction, productVoltageId: number) {
  const rows = await db
    .delete(productVoltages)
    .where(eq(productVoltages.productVoltageId, productVoltageId))
    .returning();
  return rows.length > 0;
}

// ---------------------------------------------------------------- product motors
export async function selectProductMotors(
  db: DatabaseOrTransaction,
  filter: { productModelId?: number; motorType?: number; voltageId?: number; productMotorId?: number },
) {
  return db
    .select({ productMotor: productMotors, voltage: voltages })
    .from(productMotors)
    .innerJoin(voltages, eq(voltages.voltageId, productMotors.voltageId))
    .where(
      and(
        filter.productModelId ? eq(productMotors.productModelId, filter.productModelId) : undefined,
        filter.motorType ? eq(productMotors.motorType, filter.motorType) : undefined,
        filter.voltageId ? eq(productMotors.voltageId, filter.voltageId) : undefined,
        filter.productMotorId ? eq(productMotors.productMotorId, filter.productMotorId) : undefined,
      ),
    )
    .orderBy(
      asc(productMotors.productModelId),
      asc(productMotors.motorType),
      asc(voltages.phase),
      asc(voltages.volts),
    );
}

export async function insertProductMotor(db: DatabaseOrTransaction, values: ProductMotorValues) {
  const [row] = await db.insert(productMotors).values(values).returning();
  return row as typeof productMotors.$inferSelect;
}

export async function updateProductMotorRow(
  db: DatabaseOrTransaction,
  productMotorId: number,
  values: ProductMotorValues,
) {
  const [row] = await db
    .update(productMotors)
    .set(values)
    .where(eq(productMotors.productMotorId, productMotorId))
    .returning();
  return row;
}

export async function deleteProductMotorRow(db: DatabaseOrTransaction, productMotorId: number) {
  const rows = await db
    .delete(productMotors)
    .where(eq(productMotors.productMotorId, productMotorId))
    .returning();
  return rows.length > 0;
}
