import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { gridColumnSchema, lineItemSchema } from './line-item-schemas.ts';

export const getGridColumnsByScheduleId = defineContract({
  method: 'GET',
  path: '/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/:projectScheduleId',
  summary:
    'The line-item grid of a schedule: its columns (no price columns for readers who may not see prices) and rows',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectScheduleId: idParamSchema }),
  response: z.object({ Columns: z.array(gridColumnSchema), Rows: z.array(lineItemSchema) }),
});
