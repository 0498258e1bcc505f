import { upsertAppUser as upsertAppUserContract } from '@airquote/shared/contracts/app-user/upsert-app-user';
import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { callApi } from '../../../lib/api-client.ts';

export type UpsertAppUserRequest = ContractInput<typeof upsertAppUserContract>['body'];

export function upsertAppUser(body: UpsertAppUserRequest) {
  return callApi(upsertAppUserContract, { body });
}
