import type { productUnitSizeInputSchema } from '@airquote/shared/contracts/catalog/catalog-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { productUnitSizes } from '../../db/schema/catalog-engineering.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { selectProductModel } from './catalog.repository.ts';
import { deleted, found, mergePatch, writeOrConflict } from './catalog-writes.ts';
import { selectProductModelClassType } from './code-string-segment.repository.ts';
import {
  deleteProductUnitSizeRow,
  insertProductUnitSize,
  selectProductUnitSize,
  selectProductUnitSizes,
  selectUnitSize,
  updateProductUnitSizeRow,
} from './product-unit-size.repository.ts';

type ProductUnitSizeInput = z.output<typeof productUnitSizeInputSchema>;

const toProductUnitSize = (row: typeof productUnitSizes.$inferSelect) => ({
  ProductUnitSizeId: row.productUnitSizeId,
  ProductModelId: row.productModelId,
  UnitSizeId: row.unitSizeId,
  LengthIn: row.lengthIn,
  WidthIn: row.widthIn,
  HeightIn: row.heightIn,
  WeightLb: row.weightLb,
});

export async function listProductUnitSizes(deps: AppDeps, productModelId?: number) {
  return (await selectProductUnitSizes(deps.db, productModelId)).map(toProductUnitSize);
}

export async function getProductUnitSize(deps: AppDeps, productUnitSizeId: number) {
  const row = await selectProductUnitSize(deps.db, productUnitSizeId);
  return toProductUnitSize(found(row, `Product unit size ${productUnitSizeId} does not exist.`));
}

/** The model and the unit size must exist, and the unit size must be one of the model's product type. */
export async function saveProductUnitSize(
  deps: AppDeps,
  productUnitSizeId: number | null,
  input: ProductUnitSizeInput,
) {
  const model = await selectProductModel(deps.db, input.ProductModelId);
  if (!model)
    throw badRequest(`Product model ${input.ProductModelId} does not exist.`, {
      ProductModelId: `Product model ${input.ProductModelId} does not exist`,
    });
  const unitSize = await selectUnitSize(deps.db, input.UnitSizeId);
  if (!unitSize)
    throw badRequest(`Unit size ${input.UnitSizeId} does not exist.`, {
      UnitSizeId: `Unit size ${input.UnitSizeId} does not exist`,
    });
  const productTypeId = await selectProductModelClassType(deps.db, model.productModelClassId);
  if (unitSize.productTypeId !== productTypeId)
    throw badRequest(`Unit size ${unitSize.code} belongs to another product type than ${model.name}.`, {
      UnitSizeId: `Unit size ${unitSize.code} is not a size of ${model.name}'s product type`,
    });
  const values = {
    productModelId: model.productModelId,
    unitSizeId: unitSize.unitSizeId,
    lengthIn: input.LengthIn,
    widthIn: input.WidthIn,
    heightIn: input.HeightIn,
    weightLb: input.WeightLb,
  };
  const duplicate = `Product model ${model.name} already has its unit size data; change that row instead.`;
  if (productUnitSizeId === null)
    return toProductUnitSize(await writeOrConflict(() => insertProductUnitSize(deps.db, values), duplicate));
  const row = await writeOrConflict(
    () => updateProductUnitSizeRow(deps.db, productUnitSizeId, values),
    duplicate,
  );
  return toProductUnitSize(found(row, `Product unit size ${productUnitSizeId} does not exist.`));
}

export async function patchProductUnitSize(
  deps: AppDeps,
  productUnitSizeId: number,
  patch: Partial<ProductUnitSizeInput>,
) {
  const current = await getProductUnitSize(deps, productUnitSizeId);
  return saveProductUnitSize(deps, productUnitSizeId, mergePatch(current as ProductUnitSizeInput, patch));
}

/** Nothing refers to a model's dimensions, so a delete is always allowed. */
export async function deleteProductUnitSize(deps: AppDeps, productUnitSizeId: number) {
  if (!(await deleteProductUnitSizeRow(deps.db, productUnitSizeId)))
    throw notFound(`Product unit size ${productUnitSizeId} does not exist.`);
  return deleted();
}
