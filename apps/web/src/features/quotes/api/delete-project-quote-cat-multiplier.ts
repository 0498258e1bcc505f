import { deleteProjectQuoteCatMultiplier as contract } from '@airquote/shared/contracts/quote/delete-project-quote-cat-multiplier';
import { callApi } from '../../../lib/api-client.ts';

export function deleteProjectQuoteCatMultiplier(projectQuoteCatMultiplierId: number) {
  return callApi(contract, { params: { projectQuoteCatMultiplierId } });
}
