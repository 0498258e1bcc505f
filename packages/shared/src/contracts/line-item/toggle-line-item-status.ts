import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { lineItemSchema } from './line-item-schemas.ts';

export const toggleLineItemStatus = defineContract({
  method: 'PUT',
  path: '/ProjectScheduleLineItem/ToggleStatus/:lineItemId',
  summary: 'Deactivate an active line item or activate an inactive one (RowVersion checked)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  params: z.object({ lineItemId: idParamSchema }),
  body: z.object({ RowVersion: z.number().int().min(1) }),
  response: lineItemSchema,
});
