import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { projectOrderSummarySchema, searchOrdersSchema } from './order-schemas.ts';

export const searchOrders = defineContract({
  method: 'POST',
  path: '/ProjectOrder/search',
  summary:
    'Orders of the projects the user may see, newest first, filtered by status, brand, date and text (not named by the spec; the list of /topmenu/orders)',
  tag: 'ProjectOrder',
  access: { kind: 'anyPermission', permissions: ['order.request', 'order.process'] },
  body: searchOrdersSchema,
  response: z.object({
    Orders: z.array(projectOrderSummarySchema),
    /** Orders matching the filters (all pages). */
    TotalCount: z.number(),
    PageNumber: z.number(),
    PageSize: z.number(),
  }),
});
