import { updateProjectStatus as updateProjectStatusContract } from '@airquote/shared/contracts/project/update-project-status';
import { callApi } from '../../../lib/api-client.ts';

export function updateProjectStatus(projectId: number, isActive: boolean, rowVersion: number) {
  return callApi(updateProjectStatusContract, {
    body: { ProjectId: projectId, IsActive: isActive, RowVersion: rowVersion },
  });
}
