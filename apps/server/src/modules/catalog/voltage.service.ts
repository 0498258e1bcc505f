import type {
  productMotorInputSchema,
  productVoltageInputSchema,
  voltageInputSchema,
} from '@airquote/shared/contracts/catalog/catalog-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { selectProductModel } from './catalog.repository.ts';
import { deleted, found, mergePatch, writeOrConflict } from './catalog-writes.ts';
import {
  countVoltageUses,
  deleteProductMotorRow,
  deleteProductVoltageRow,
  deleteVoltageRow,
  insertProductMotor,
  insertProductVoltage,
  insertVoltage,
  selectProductMotors,
  selectProductVoltages,
  selectVoltage,
  selectVoltages,
  updateProductMotorRow,
  updateProductVoltageRow,
  updateVoltageRow,
  type VoltageRow,
} from './voltage.repository.ts';

type VoltageInput = z.output<typeof voltageInputSchema>;
type ProductVoltageInput = z.output<typeof productVoltageInputSchema>;
type ProductMotorInput = z.output<typeof productMotorInputSchema>;

const toVoltage = (row: VoltageRow) => ({
  VoltageId: row.voltageId,
  Name: row.name,
  Volts: row.volts,
  Phase: row.phase,
  Hertz: row.hertz,
});

// ---------------------------------------------------------------- voltage
export async function listVoltages(deps: AppDeps) {
  return (await selectVoltages(deps.db)).map(toVoltage);
}

export async function getVoltage(deps: AppDeps, voltageId: number) {
  return toVoltage(found(await selectVoltage(deps.db, voltageId), `Voltage ${voltageId} does not exist.`));
}

function voltageValues(input: VoltageInput) {
  const expected = `${input.Volts}/${input.Phase}/${input.Hertz}`;
  if (input.Name !== expected)
    throw badRequest(`Name must be ${expected} to match Volts, Phase and Hertz.`, {
      Name: `Name must be ${expected}`,
    });
  return { name: input.Name, volts: input.Volts, phase: input.Phase, hertz: input.Hertz };
}

export async function saveVoltage(deps: AppDeps, voltageId: number | null, input: VoltageInput) {
  const values = voltageValues(input);
  const duplicate = `Voltage ${values.name} already exists.`;
  if (voltageId === null)
    return toVoltage(await writeOrConflict(() => insertVoltage(deps.db, values), duplicate));
  const row = await writeOrConflict(() => updateVoltageRow(deps.db, voltageId, values), duplicate);
  return toVoltage(found(row, `Voltage ${voltageId} does not exist.`));
}

export async function patchVoltage(deps: AppDeps, voltageId: number, patch: Partial<VoltageInput>) {
  const current = await getVoltage(deps, voltageId);
  return saveVoltage(deps, voltageId, mergePatch(current as VoltageInput, patch));
}

export async function deleteVoltage(deps: AppDeps, voltageId: number) {
  const voltage = await getVoltage(deps, voltageId);
  const uses = await countVoltageUses(deps.db, voltageId);
  if (uses.productVoltages > 0 || uses.productMotors > 0)
    throw conflict(
      `Voltage ${voltage.Name} is in use by ${uses.productVoltages} product voltage(s) and ${uses.productMotors} motor(s); remove those first.`,
    );
  // Compressor ratings (ADR 30) name the voltage too; without this the delete would break their key.
  if (uses.compressorRatings > 0)
    throw conflict(
      `Voltage ${voltage.Name} is in use by ${uses.compressorRatings} compressor rating(s); remove those first.`,
    );
  await deleteVoltageRow(deps.db, voltageId);
  return deleted();
}

// ---------------------------------------------------------------- product voltage
type ProductVoltageJoin = Awaited<ReturnType<typeof selectProductVoltages>>[number];
const toProductVoltage = ({ productVoltage, voltage }: ProductVoltageJoin) => ({
  ProductVoltageId: productVoltage.productVoltageId,
  ProductModelId: productVoltage.productModelId,
  VoltageId: productVoltage.voltageId,
  IsActive: productVoltage.isActive,
  Voltage: toVoltage(voltage),
});

/** A model named in a body must exist (400: the request is wrong, not the URL). */
async function requireModel(db: DatabaseOrTransaction, productModelId: number) {
  const model = await selectProductModel(db, productModelId);
  if (!model)
    throw badRequest(`Product model ${productModelId} does not exist.`, {
      ProductModelId: `Product model ${productModelId} does not exist`,
    });
  return model;
}

async function requireVoltage(db: DatabaseOrTransaction, voltageId: number) {
  const voltage = await selectVoltage(db, voltageId);
  if (!voltage)
    throw badRequest(`Voltage ${voltageId} does not exist.`, {
      VoltageId: `Voltage ${voltageId} does not exist`,
    });
  return voltage;
}

export async function listProductVoltages(deps: AppDeps, productModelId?: number) {
  return (await selectProductVoltages(deps.db, productModelId ? { productModelId } : {})).map(
    toProductVoltage,
  );
}

export async function getProductVoltage(deps: AppDeps, productVoltageId: number) {
  const [row] = await selectProductVoltages(deps.db, { productVoltageId });
  return toProductVoltage(found(row, `Product voltage ${productVoltageId} does not exist.`));
}

/** Motors wound for the voltage a product voltage offered: changing or removing it would orphan them. */
async function refuseWhenMotorsUse(db: DatabaseOrTransaction, productVoltageId: number, action: string) {
  const [current] = await selectProductVoltages(db, { productVoltageId });
  if (!current) throw notFound(`Product voltage ${productVoltageId} does not exist.`);
  const motors = await selectProductMotors(db, {
    productModelId: current.productVoltage.productModelId,
    voltageId: current.productVoltage.voltageId,
  });
  if (motors.length > 0)
    throw conflict(
      `The model has ${motors.length} motor(s) wound for ${current.voltage.name}; change or delete them before you ${action} this product voltage.`,
    );
  return current;
}

export async function saveProductVoltage(
  deps: AppDeps,
  productVoltageId: number | null,
  input: ProductVoltageInput,
) {
  const model = await requireModel(deps.db, input.ProductModelId);
  const voltage = await requireVoltage(deps.db, input.VoltageId);
  const values = {
    productModelId: model.productModelId,
    voltageId: voltage.voltageId,
    isActive: input.IsActive ?? true,
  };
  const duplicate = `Product model ${model.name} is already offered in ${voltage.name}.`;
  if (productVoltageId === null) {
    const row = await writeOrConflict(() => insertProductVoltage(deps.db, values), duplicate);
    return getProductVoltage(deps, row.productVoltageId);
  }
  const [current] = await selectProductVoltages(deps.db, { productVoltageId });
  if (!current) throw notFound(`Product voltage ${productVoltageId} does not exist.`);
  const moves =
    current.productVoltage.productModelId !== values.productModelId ||
    current.productVoltage.voltageId !== values.voltageId;
  if (moves) await refuseWhenMotorsUse(deps.db, productVoltageId, 'change');
  await writeOrConflict(() => updateProductVoltageRow(deps.db, productVoltageId, values), duplicate);
  return getProductVoltage(deps, productVoltageId);
}

export async function patchProductVoltage(
  deps: AppDeps,
  productVoltageId: number,
  patch: Partial<ProductVoltageInput>,
) {
  const current = await getProductVoltage(deps, productVoltageId);
  const { Voltage: _voltage, ...fields } = current;
  return saveProductVoltage(deps, productVoltageId, mergePatch(fields as ProductVoltageInput, patch));
}

export async function deleteProductVoltage(deps: AppDeps, productVoltageId: number) {
  await refuseWhenMotorsUse(deps.db, productVoltageId, 'delete');
  await deleteProductVoltageRow(deps.db, productVoltageId);
  return deleted();
}

/** ProductVoltage/GetByProductModel/{productModelId}: 404 for a model that does not exist. */
export async function getProductVoltagesByProductModel(deps: AppDeps, productModelId: number) {
  if (!(await selectProductModel(deps.db, productModelId)))
    throw notFound(`Product model ${productModelId} does not exist.`);
  return listProductVoltages(deps, productModelId);
}

/** GetVoltageOptionsByProductModel: the active voltages of the model and the motor types built for each. */
export async function getVoltageOptionsByProductModel(deps: AppDeps, productModelId: number) {
  await requireModel(deps.db, productModelId);
  const [offered, motors] = await Promise.all([
    selectProductVoltages(deps.db, { productModelId, activeOnly: true }),
    selectProductMotors(deps.db, { productModelId }),
  ]);
  return offered.map(({ productVoltage, voltage }) => ({
    ...toVoltage(voltage),
    ProductVoltageId: productVoltage.productVoltageId,
    MotorTypes: [
      ...new Set(
        motors
          .filter((motor) => motor.voltage.voltageId === voltage.voltageId)
          .map((motor) => motor.productMotor.motorType),
      ),
    ].sort(),
  }));
}

// ---------------------------------------------------------------- product motor
type ProductMotorJoin = Awaited<ReturnType<typeof selectProductMotors>>[number];
const toProductMotor = ({ productMotor }: ProductMotorJoin) => ({
  ProductMotorId: productMotor.productMotorId,
  ProductModelId: productMotor.productModelId,
  MotorType: productMotor.motorType,
  VoltageId: productMotor.voltageId,
  Horsepower: productMotor.horsepower,
  FullLoadAmps: productMotor.fullLoadAmps,
});

export async function listProductMotors(
  deps: AppDeps,
  filter: { productModelId?: number; motorType?: number },
) {
  return (await selectProductMotors(deps.db, filter)).map(toProductMotor);
}

export async function getProductMotor(deps: AppDeps, productMotorId: number) {
  const [row] = await selectProductMotors(deps.db, { productMotorId });
  return toProductMotor(found(row, `Product motor ${productMotorId} does not exist.`));
}

export async function saveProductMotor(
  deps: AppDeps,
  productMotorId: number | null,
  input: ProductMotorInput,
) {
  const model = await requireModel(deps.db, input.ProductModelId);
  const voltage = await requireVoltage(deps.db, input.VoltageId);
  const offered = await selectProductVoltages(deps.db, { productModelId: model.productModelId });
  if (!offered.some((row) => row.voltage.voltageId === voltage.voltageId))
    throw badRequest(
      `Product model ${model.name} is not offered in ${voltage.name}; add that product voltage first.`,
      {
        VoltageId: `${model.name} is not offered in ${voltage.name}`,
      },
    );
  const values = {
    productModelId: model.productModelId,
    motorType: input.MotorType,
    voltageId: voltage.voltageId,
    horsepower: input.Horsepower,
    fullLoadAmps: input.FullLoadAmps,
  };
  const motorName = input.MotorType === 1 ? 'PSC' : 'ECM';
  const duplicate = `Product model ${model.name} already has a ${motorName} motor for ${voltage.name}.`;
  if (productMotorId === null) {
    const row = await writeOrConflict(() => insertProductMotor(deps.db, values), duplicate);
    return getProductMotor(deps, row.productMotorId);
  }
  const row = await writeOrConflict(() => updateProductMotorRow(deps.db, productMotorId, values), duplicate);
  found(row, `Product motor ${productMotorId} does not exist.`);
  return getProductMotor(deps, productMotorId);
}

export async function patchProductMotor(
  deps: AppDeps,
  productMotorId: number,
  patch: Partial<ProductMotorInput>,
) {
  const current = await getProductMotor(deps, productMotorId);
  return saveProductMotor(deps, productMotorId, mergePatch(current as unknown as ProductMotorInput, patch));
}

export async function deleteProductMotor(deps: AppDeps, productMotorId: number) {
  if (!(await deleteProductMotorRow(deps.db, productMotorId)))
    throw notFound(`Product motor ${productMotorId} does not exist.`);
  return deleted();
}

/** GetProductMotorVoltages: the model's motors of one type on its active voltages, with the voltage. */
export async function getProductMotorVoltages(deps: AppDeps, productModelId: number, motorType: number) {
  await requireModel(deps.db, productModelId);
  const [offered, motors] = await Promise.all([
    selectProductVoltages(deps.db, { productModelId, activeOnly: true }),
    selectProductMotors(deps.db, { productModelId, motorType }),
  ]);
  const active = new Set(offered.map((row) => row.voltage.voltageId));
  return motors
    .filter((row) => active.has(row.voltage.voltageId))
    .map((row) => ({ ...toProductMotor(row), Voltage: toVoltage(row.voltage) }));
}
