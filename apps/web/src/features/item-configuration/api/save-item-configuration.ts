import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { saveItemConfiguration as saveItemConfigurationContract } from '@airquote/shared/contracts/item-configuration/save-item-configuration';
import { callApi } from '../../../lib/api-client.ts';

export function saveItemConfiguration(
  configuration: ContractInput<typeof saveItemConfigurationContract>['body'],
) {
  return callApi(saveItemConfigurationContract, { body: configuration });
}
