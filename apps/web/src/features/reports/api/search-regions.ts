import { searchRegions as contract } from '@airquote/shared/contracts/pricing/search-regions';
import { callApi } from '../../../lib/api-client.ts';

/** The regions of the region filter (needs pricing.view; readers without it filter by brand and date only). */
export function searchRegions() {
  return callApi(contract, { body: {} });
}
