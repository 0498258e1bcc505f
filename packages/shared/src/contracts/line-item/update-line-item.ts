import { defineContract } from '../define-contract.ts';
import { lineItemSchema, lineItemUpdateSchema } from './line-item-schemas.ts';

export const updateLineItem = defineContract({
  method: 'PUT',
  path: '/ProjectScheduleLineItem',
  summary: 'Change the quantity and tag of a line item (RowVersion checked; tags are unique in a schedule)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  body: lineItemUpdateSchema,
  response: lineItemSchema,
});
