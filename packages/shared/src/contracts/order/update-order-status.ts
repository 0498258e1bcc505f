import { defineContract } from '../define-contract.ts';
import { projectOrderSchema, updateOrderStatusSchema } from './order-schemas.ts';

export const updateOrderStatus = defineContract({
  method: 'PUT',
  path: '/ProjectOrder/status',
  summary:
    'Move an order along (not named by the spec): Requested → Entered → Shipped, or Cancelled with a note; the requester is mailed',
  tag: 'ProjectOrder',
  access: { kind: 'permission', permission: 'order.process' },
  body: updateOrderStatusSchema,
  response: projectOrderSchema,
});
