import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateLineItem as updateLineItemContract } from '@airquote/shared/contracts/line-item/update-line-item';
import { callApi } from '../../../lib/api-client.ts';

export function updateLineItem(lineItem: ContractInput<typeof updateLineItemContract>['body']) {
  return callApi(updateLineItemContract, { body: lineItem });
}
