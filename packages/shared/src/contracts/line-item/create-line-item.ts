import { defineContract } from '../define-contract.ts';
import { lineItemCreateSchema, lineItemSchema } from './line-item-schemas.ts';

export const createLineItem = defineContract({
  method: 'POST',
  path: '/ProjectScheduleLineItem',
  summary: 'Add a line item through the item configuration header; the tag defaults to the next UNIT-n',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  body: lineItemCreateSchema,
  response: lineItemSchema,
});
