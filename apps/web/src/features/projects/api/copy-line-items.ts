import { copyLineItems as copyLineItemsContract } from '@airquote/shared/contracts/project-schedule/copy-line-items';
import { callApi } from '../../../lib/api-client.ts';

/** Copies line items into a schedule (the same or another one of the project). */
export function copyLineItems(targetScheduleId: number, lineItemIds: number[]) {
  return callApi(copyLineItemsContract, { params: { scheduleId: targetScheduleId }, body: lineItemIds });
}
