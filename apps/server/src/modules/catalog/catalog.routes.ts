import { createProductCodeStringSegment } from '@airquote/shared/contracts/catalog/create-product-code-string-segment';
import { createProductUnitSize } from '@airquote/shared/contracts/catalog/create-product-unit-size';
import { deleteProductCodeStringSegment } from '@airquote/shared/contracts/catalog/delete-product-code-string-segment';
import { deleteProductUnitSize as deleteProductUnitSizeContract } from '@airquote/shared/contracts/catalog/delete-product-unit-size';
import { getProductCodeStringSegment } from '@airquote/shared/contracts/catalog/get-product-code-string-segment';
import { getProductCodeStringSegments } from '@airquote/shared/contracts/catalog/get-product-code-string-segments';
import { getProductModelClasses } from '@airquote/shared/contracts/catalog/get-product-model-classes';
import { getProductModels } from '@airquote/shared/contracts/catalog/get-product-models';
import { getProductType } from '@airquote/shared/contracts/catalog/get-product-type';
import { getProductTypeCategories } from '@airquote/shared/contracts/catalog/get-product-type-categories';
import { getProductUnitSize as getProductUnitSizeContract } from '@airquote/shared/contracts/catalog/get-product-unit-size';
import { getProductUnitSizes } from '@airquote/shared/contracts/catalog/get-product-unit-sizes';
import { getUnitSizes } from '@airquote/shared/contracts/catalog/get-unit-sizes';
import { patchProductCodeStringSegment } from '@airquote/shared/contracts/catalog/patch-product-code-string-segment';
import { patchProductUnitSize as patchProductUnitSizeContract } from '@airquote/shared/contracts/catalog/patch-product-unit-size';
import { updateProductCodeStringSegment } from '@airquote/shared/contracts/catalog/update-product-code-string-segment';
import { updateProductUnitSize } from '@airquote/shared/contracts/catalog/update-product-unit-size';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  getProductTypeById,
  listProductModelClasses,
  listProductModels,
  listProductTypeCategories,
  listUnitSizes,
} from './catalog.service.ts';
import {
  deleteCodeStringSegment,
  getCodeStringSegment,
  listCodeStringSegments,
  patchCodeStringSegment,
  saveCodeStringSegment,
} from './code-string-segment.service.ts';
import {
  deleteProductUnitSize,
  getProductUnitSize,
  listProductUnitSizes,
  patchProductUnitSize,
  saveProductUnitSize,
} from './product-unit-size.service.ts';

/** Catalog reads of spec section 7 and the generic base paths productunitsize and productcodestringsegments. */
export function catalogRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getProductType, async ({ params }) => getProductTypeById(deps, params.id)),
    defineRoute(getProductTypeCategories, async ({ query }) =>
      listProductTypeCategories(deps, query.productTypeId),
    ),
    defineRoute(getProductModelClasses, async ({ query }) =>
      listProductModelClasses(deps, query.productTypeCategoryId),
    ),
    defineRoute(getProductModels, async ({ query, session, request }) =>
      listProductModels(deps, actorOf(session, request.id), query.productModelClassId),
    ),
    defineRoute(getUnitSizes, async ({ query }) => listUnitSizes(deps, query.productTypeId)),

    defineRoute(getProductUnitSizes, async ({ query }) => listProductUnitSizes(deps, query.productModelId)),
    defineRoute(getProductUnitSizeContract, async ({ params }) => getProductUnitSize(deps, params.id)),
    defineRoute(createProductUnitSize, async ({ body }) => saveProductUnitSize(deps, null, body)),
    defineRoute(updateProductUnitSize, async ({ params, body }) =>
      saveProductUnitSize(deps, params.id, body),
    ),
    defineRoute(patchProductUnitSizeContract, async ({ params, body }) =>
      patchProductUnitSize(deps, params.id, body),
    ),
    defineRoute(deleteProductUnitSizeContract, async ({ params }) => deleteProductUnitSize(deps, params.id)),

    defineRoute(getProductCodeStringSegments, async ({ query, session, request }) =>
      listCodeStringSegments(deps, actorOf(session, request.id), query.productModelClassId),
    ),
    defineRoute(getProductCodeStringSegment, async ({ params, session, request }) =>
      getCodeStringSegment(deps, actorOf(session, request.id), params.id),
    ),
    defineRoute(createProductCodeStringSegment, async ({ body, session, request }) =>
      saveCodeStringSegment(deps, actorOf(session, request.id), null, body),
    ),
    defineRoute(updateProductCodeStringSegment, async ({ params, body, session, request }) =>
      saveCodeStringSegment(deps, actorOf(session, request.id), params.id, body),
    ),
    defineRoute(patchProductCodeStringSegment, async ({ params, body, session, request }) =>
      patchCodeStringSegment(deps, actorOf(session, request.id), params.id, body),
    ),
    defineRoute(deleteProductCodeStringSegment, async ({ params }) =>
      deleteCodeStringSegment(deps, params.id),
    ),
  ];
}
