import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { sendEngRequestEmail as contract } from '@airquote/shared/contracts/quote/send-eng-request-email';
import { callApi } from '../../../lib/api-client.ts';

export function sendEngRequestEmail(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
