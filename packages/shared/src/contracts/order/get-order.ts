import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectOrderSchema } from './order-schemas.ts';

export const getOrder = defineContract({
  method: 'GET',
  path: '/ProjectOrder/:projectOrderId',
  summary:
    'One order with its frozen lines and totals (not named by the spec; 404 unless its project is visible)',
  tag: 'ProjectOrder',
  access: { kind: 'anyPermission', permissions: ['order.request', 'order.process'] },
  params: z.object({ projectOrderId: idParamSchema }),
  response: projectOrderSchema,
});
