import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { sendQuoteSubmittalEmail as contract } from '@airquote/shared/contracts/quote/send-quote-submittal-email';
import { callApi } from '../../../lib/api-client.ts';

export function sendQuoteSubmittalEmail(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
