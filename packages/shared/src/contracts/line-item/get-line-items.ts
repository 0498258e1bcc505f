import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { lineItemSchema } from './line-item-schemas.ts';

export const getLineItems = defineContract({
  method: 'GET',
  path: '/ProjectScheduleLineItem',
  summary: 'The most recently changed active line items the user may see (at most 200)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.array(lineItemSchema),
});
