import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { gridColumnSchema, lineItemSchema } from './line-item-schemas.ts';

export const getGridColumnsByScheduleIdOld = defineContract({
  method: 'GET',
  path: '/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleIdOld/:projectScheduleId',
  summary: 'The earlier, narrower grid layout of a schedule (tag, quantity, model)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectScheduleId: idParamSchema }),
  response: z.object({ Columns: z.array(gridColumnSchema), Rows: z.array(lineItemSchema) }),
});
