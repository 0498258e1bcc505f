import { defineContract } from '../define-contract.ts';
import { createOrderRequestSchema, projectOrderSchema } from './order-schemas.ts';

export const createOrderRequest = defineContract({
  method: 'POST',
  path: '/ProjectOrder',
  summary:
    'Order an open quote (not named by the spec): the quote goes Open → Ordered, the order is Requested with its lines and totals frozen, and order processing is mailed',
  tag: 'ProjectOrder',
  access: { kind: 'permission', permission: 'order.request' },
  body: createOrderRequestSchema,
  response: projectOrderSchema,
});
