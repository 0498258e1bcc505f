import { defineContract } from '../define-contract.ts';
import { projectOrderSchema, updateOrderFulfilmentSchema } from './order-schemas.ts';

export const updateOrderFulfilment = defineContract({
  method: 'PUT',
  path: '/ProjectOrder/fulfilment',
  summary:
    'Record the ERP order number, carrier, tracking number, actual ship date and requested ship date per line (not named by the spec; order processing only; ADR 0033)',
  tag: 'ProjectOrder',
  access: { kind: 'permission', permission: 'order.process' },
  body: updateOrderFulfilmentSchema,
  response: projectOrderSchema,
});
