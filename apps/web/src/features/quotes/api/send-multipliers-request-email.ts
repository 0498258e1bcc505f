import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { sendMultipliersRequestEmail as contract } from '@airquote/shared/contracts/quote/send-multipliers-request-email';
import { callApi } from '../../../lib/api-client.ts';

export function sendMultipliersRequestEmail(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
