import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { lineItemDetailSchema } from './line-item-schemas.ts';

export const getLineItem = defineContract({
  method: 'GET',
  path: '/ProjectScheduleLineItem/:lineItemId',
  summary: 'One line item (the performance line item of spec section 3)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ lineItemId: idParamSchema }),
  response: lineItemDetailSchema,
});
