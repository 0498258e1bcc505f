import {
  codesBySegmentId,
  defaultProductModelValues,
  formatCodeString,
} from '@airquote/shared/logic/code-string';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { CatalogModel, CatalogModelClass } from '../selection/selection-catalog.ts';
import { withModelSize } from './linked-segments.ts';

/**
 * A model as it comes when nobody chose anything: each segment's default value whose rule holds,
 * the model's size in SIZE, and the code string those values spell. A line item never configured is
 * priced with these options, and the demo line items are seeded with them.
 */
export function defaultConfiguration(
  modelClass: CatalogModelClass,
  model: CatalogModel,
): { productModelValues: ProductModelValue[]; codeString: string } {
  const productModelValues = defaultProductModelValues(
    modelClass.segments,
    withModelSize(modelClass, model, []),
  );
  return {
    productModelValues,
    codeString: formatCodeString(
      modelClass.segments,
      codesBySegmentId(modelClass.segments, productModelValues),
    ),
  };
}
