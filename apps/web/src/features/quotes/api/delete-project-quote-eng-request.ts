import { deleteProjectQuoteEngRequest as contract } from '@airquote/shared/contracts/quote/delete-project-quote-eng-request';
import { callApi } from '../../../lib/api-client.ts';

export function deleteProjectQuoteEngRequest(projectQuoteEngRequestId: number) {
  return callApi(contract, { params: { projectQuoteEngRequestId } });
}
