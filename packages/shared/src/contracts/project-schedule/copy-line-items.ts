import { z } from 'zod';
import { idParamSchema, idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { lineItemSchema } from '../line-item/line-item-schemas.ts';

export const copyLineItems = defineContract({
  method: 'POST',
  path: '/ProjectSchedule/CopyLineItems/:scheduleId',
  summary: 'Copy line items (ids in the body) into this schedule; the copies continue its UNIT- tag sequence',
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.edit' },
  params: z.object({ scheduleId: idParamSchema }),
  body: z.array(idSchema).min(1, { error: 'Choose at least one line item to copy' }).max(500),
  response: z.array(lineItemSchema),
});
