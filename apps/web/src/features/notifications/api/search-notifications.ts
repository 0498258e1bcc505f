import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { searchNotifications as contract } from '@airquote/shared/contracts/notification/search-notifications';
import { callApi } from '../../../lib/api-client.ts';

export function searchNotifications(
  body: ContractInput<typeof contract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(contract, { body }, options);
}
