import { getQuoteNotesByQuoteId as contract } from '@airquote/shared/contracts/quote/get-quote-notes-by-quote-id';
import { callApi } from '../../../lib/api-client.ts';

export function getQuoteNotesByQuoteId(projectQuoteId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectQuoteId } }, options);
}
