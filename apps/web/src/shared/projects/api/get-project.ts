import { getProject as getProjectContract } from '@airquote/shared/contracts/project/get-project';
import { callApi } from '../../../lib/api-client.ts';

export function getProject(projectId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getProjectContract, { params: { projectId } }, options);
}
