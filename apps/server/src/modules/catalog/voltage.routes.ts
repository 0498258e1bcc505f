import { createProductMotor } from '@airquote/shared/contracts/catalog/create-product-motor';
import { createProductVoltage } from '@airquote/shared/contracts/catalog/create-product-voltage';
import { createVoltage } from '@airquote/shared/contracts/catalog/create-voltage';
import { deleteProductMotor as deleteProductMotorContract } from '@airquote/shared/contracts/catalog/delete-product-motor';
import { deleteProductVoltage as deleteProductVoltageContract } from '@airquote/shared/contracts/catalog/delete-product-voltage';
import { deleteVoltage as deleteVoltageContract } from '@airquote/shared/contracts/catalog/delete-voltage';
import { getProductMotor as getProductMotorContract } from '@airquote/shared/contracts/catalog/get-product-motor';
import { getProductMotorVoltages as getProductMotorVoltagesContract } from '@airquote/shared/contracts/catalog/get-product-motor-voltages';
import { getProductMotors } from '@airquote/shared/contracts/catalog/get-product-motors';
import { getProductVoltage as getProductVoltageContract } from '@airquote/shared/contracts/catalog/get-product-voltage';
import { getProductVoltages } from '@airquote/shared/contracts/catalog/get-product-voltages';
import { getProductVoltagesByProductModel as getProductVoltagesByProductModelContract } from '@airquote/shared/contracts/catalog/get-product-voltages-by-product-model';
import { getVoltage as getVoltageContract } from '@airquote/shared/contracts/catalog/get-voltage';
import { getVoltageOptionsByProductModel as getVoltageOptionsByProductModelContract } from '@airquote/shared/contracts/catalog/get-voltage-options-by-product-model';
import { getVoltages } from '@airquote/shared/contracts/catalog/get-voltages';
import { patchProductMotor as patchProductMotorContract } from '@airquote/shared/contracts/catalog/patch-product-motor';
import { patchProductVoltage as patchProductVoltageContract } from '@airquote/shared/contracts/catalog/patch-product-voltage';
import { patchVoltage as patchVoltageContract } from '@airquote/shared/contracts/catalog/patch-voltage';
import { updateProductMotor } from '@airquote/shared/contracts/catalog/update-product-motor';
import { updateProductVoltage } from '@airquote/shared/contracts/catalog/update-product-voltage';
import { updateVoltage } from '@airquote/shared/contracts/catalog/update-voltage';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import {
  deleteProductMotor,
  deleteProductVoltage,
  deleteVoltage,
  getProductMotor,
  getProductMotorVoltages,
  getProductVoltage,
  getProductVoltagesByProductModel,
  getVoltage,
  getVoltageOptionsByProductModel,
  listProductMotors,
  listProductVoltages,
  listVoltages,
  patchProductMotor,
  patchProductVoltage,
  patchVoltage,
  saveProductMotor,
  saveProductVoltage,
  saveVoltage,
} from './voltage.service.ts';

/** Generic base paths voltage, productvoltage and productmotor, and the ProductVoltage calls of spec section 7. */
export function voltageRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getVoltages, async () => listVoltages(deps)),
    defineRoute(getVoltageContract, async ({ params }) => getVoltage(deps, params.id)),
    defineRoute(createVoltage, async ({ body }) => saveVoltage(deps, null, body)),
    defineRoute(updateVoltage, async ({ params, body }) => saveVoltage(deps, params.id, body)),
    defineRoute(patchVoltageContract, async ({ params, body }) => patchVoltage(deps, params.id, body)),
    defineRoute(deleteVoltageContract, async ({ params }) => deleteVoltage(deps, params.id)),

    defineRoute(getProductVoltages, async ({ query }) => listProductVoltages(deps, query.productModelId)),
    defineRoute(getProductVoltageContract, async ({ params }) => getProductVoltage(deps, params.id)),
    defineRoute(createProductVoltage, async ({ body }) => saveProductVoltage(deps, null, body)),
    defineRoute(updateProductVoltage, async ({ params, body }) => saveProductVoltage(deps, params.id, body)),
    defineRoute(patchProductVoltageContract, async ({ params, body }) =>
      patchProductVoltage(deps, params.id, body),
    ),
    defineRoute(deleteProductVoltageContract, async ({ params }) => deleteProductVoltage(deps, params.id)),
    defineRoute(getProductVoltagesByProductModelContract, async ({ params }) =>
      getProductVoltagesByProductModel(deps, params.productModelId),
    ),
    defineRoute(getVoltageOptionsByProductModelContract, async ({ body }) =>
      getVoltageOptionsByProductModel(deps, body.ProductModelId),
    ),
    defineRoute(getProductMotorVoltagesContract, async ({ body }) =>
      getProductMotorVoltages(deps, body.ProductModelId, body.MotorType),
    ),

    defineRoute(getProductMotors, async ({ query }) =>
      listProductMotors(deps, { productModelId: query.productModelId, motorType: query.motorType }),
    ),
    defineRoute(getProductMotorContract, async ({ params }) => getProductMotor(deps, params.id)),
    defineRoute(createProductMotor, async ({ body }) => saveProductMotor(deps, null, body)),
    defineRoute(updateProductMotor, async ({ params, body }) => saveProductMotor(deps, params.id, body)),
    defineRoute(patchProductMotorContract, async ({ params, body }) =>
      patchProductMotor(deps, params.id, body),
    ),
    defineRoute(deleteProductMotorContract, async ({ params }) => deleteProductMotor(deps, params.id)),
  ];
}
