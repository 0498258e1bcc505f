import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { projectQuoteLocationUpsert as contract } from '@airquote/shared/contracts/quote/project-quote-location-upsert';
import { callApi } from '../../../lib/api-client.ts';

export function projectQuoteLocationUpsert(body: ContractInput<typeof contract>['body']) {
  return callApi(contract, { body });
}
