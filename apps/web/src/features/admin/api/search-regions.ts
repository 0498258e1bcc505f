import { searchRegions as searchRegionsContract } from '@airquote/shared/contracts/pricing/search-regions';
import { callApi } from '../../../lib/api-client.ts';

export async function searchRegions(
  request: { IncludeInactive: boolean; SearchText: string },
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchRegionsContract, { body: request }, options)).Regions;
}
