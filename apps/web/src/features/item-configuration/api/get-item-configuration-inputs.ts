import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { getItemConfigurationInputs as getItemConfigurationInputsContract } from '@airquote/shared/contracts/item-configuration/get-item-configuration-inputs';
import { callApi } from '../../../lib/api-client.ts';

export function getItemConfigurationInputs(
  request: ContractInput<typeof getItemConfigurationInputsContract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(getItemConfigurationInputsContract, { body: request }, options);
}
