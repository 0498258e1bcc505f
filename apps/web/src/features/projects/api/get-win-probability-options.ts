import { getWinProbabilityOptions as getWinProbabilityOptionsContract } from '@airquote/shared/contracts/project/get-win-probability-options';
import { callApi } from '../../../lib/api-client.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getWinProbabilityOptions() {
  return callApi(getWinProbabilityOptionsContract, { query: { includeInactive: 'true' } });
}
