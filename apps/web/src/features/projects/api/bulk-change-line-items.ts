import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import {
  bulkChangeLineItems as bulkChangeContract,
  reselectLineItems as reselectContract,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import { callApi } from '../../../lib/api-client.ts';

/** Issue #14 part 3: quantity or design conditions of many line items in one transaction. */
export function bulkChangeLineItems(body: ContractInput<typeof bulkChangeContract>['body']) {
  return callApi(bulkChangeContract, { body });
}

/** Re-selects many line items (performance computed again, "needs re-selection" cleared). */
export function reselectLineItems(body: ContractInput<typeof reselectContract>['body']) {
  return callApi(reselectContract, { body });
}
