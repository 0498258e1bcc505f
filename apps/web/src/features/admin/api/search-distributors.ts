import { searchDistributors as searchDistributorsContract } from '@airquote/shared/contracts/pricing/search-distributors';
import { callApi } from '../../../lib/api-client.ts';

export async function searchDistributors(
  request: { SearchText: string; RegionId: number | null; IncludeInactive: boolean },
  options: { signal?: AbortSignal } = {},
) {
  return (await callApi(searchDistributorsContract, { body: request }, options)).Distributors;
}
