import { getProjectStatuses as getProjectStatusesContract } from '@airquote/shared/contracts/project/get-project-statuses';
import { callApi } from '../../../lib/api-client.ts';

/** Inactive options come too, so a project keeps showing a value that was retired since. */
export function getProjectStatuses() {
  return callApi(getProjectStatusesContract, { query: { includeInactive: 'true' } });
}
