import { getProjectPhases as getProjectPhasesContract } from '@airquote/shared/contracts/project/get-project-phases';
import { callApi } from '../../../lib/api-client.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectPhases() {
  return callApi(getProjectPhasesContract, { query: { includeInactive: 'true' } });
}
