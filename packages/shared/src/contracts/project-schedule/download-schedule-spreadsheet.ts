import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const downloadScheduleSpreadsheet = defineContract({
  method: 'GET',
  path: '/ProjectSchedule/:projectScheduleId/spreadsheet',
  summary:
    "A schedule's line items as an .xlsx: editable LineItemId, RowVersion, Tag, Quantity, Model, Active; read-only product, design conditions, performance and (for readers who may see prices) prices",
  tag: 'ProjectSchedule',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ projectScheduleId: idParamSchema }),
  response: binaryResponse,
});
