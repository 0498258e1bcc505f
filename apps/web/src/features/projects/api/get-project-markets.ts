import { getProjectMarkets as getProjectMarketsContract } from '@airquote/shared/contracts/project/get-project-markets';
import { callApi } from '../../../lib/api-client.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectMarkets() {
  return callApi(getProjectMarketsContract, { query: { includeInactive: 'true' } });
}
