import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { getPricingInputs as getPricingInputsContract } from '@airquote/shared/contracts/pricing/get-pricing-inputs';
import { callApi } from '../../../lib/api-client.ts';

export function getPricingInputs(
  request: ContractInput<typeof getPricingInputsContract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(getPricingInputsContract, { body: request }, options);
}
