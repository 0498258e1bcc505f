import { upsertCompany as upsertCompanyContract } from '@airquote/shared/contracts/company/upsert-company';
import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { callApi } from '../../../lib/api-client.ts';

export type UpsertCompanyRequest = ContractInput<typeof upsertCompanyContract>['body'];

export function upsertCompany(body: UpsertCompanyRequest) {
  return callApi(upsertCompanyContract, { body });
}
