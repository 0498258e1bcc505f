import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { lineItemSchema } from './line-item-schemas.ts';

export const getLineItemsByScheduleId = defineContract({
  method: 'GET',
  path: '/ProjectScheduleLineItem/GetByProjectScheduleId/:projectScheduleId',
  summary: 'The line items of a schedule, by tag',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectScheduleId: idParamSchema }),
  response: z.array(lineItemSchema),
});
