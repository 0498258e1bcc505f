import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { productVoltageSchema } from './catalog-schemas.ts';

export const getProductVoltagesByProductModel = defineContract({
  method: 'GET',
  path: '/ProductVoltage/GetByProductModel/:productModelId',
  summary: "A model's product voltages, inactive ones included (404 when the model does not exist)",
  tag: 'ProductVoltage',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ productModelId: idParamSchema }),
  response: z.array(productVoltageSchema),
});
