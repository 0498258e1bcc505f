import { toggleLineItemStatus as toggleLineItemStatusContract } from '@airquote/shared/contracts/line-item/toggle-line-item-status';
import { callApi } from '../../../lib/api-client.ts';

export function toggleLineItemStatus(lineItemId: number, rowVersion: number) {
  return callApi(toggleLineItemStatusContract, { params: { lineItemId }, body: { RowVersion: rowVersion } });
}
