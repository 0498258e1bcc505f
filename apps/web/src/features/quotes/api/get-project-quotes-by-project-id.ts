import { getProjectQuotesByProjectId as contract } from '@airquote/shared/contracts/quote/get-project-quotes-by-project-id';
import { callApi } from '../../../lib/api-client.ts';

export function getProjectQuotesByProjectId(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { params: { projectId } }, options);
}
