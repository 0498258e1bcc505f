import { removeProjectUser as removeProjectUserContract } from '@airquote/shared/contracts/project/remove-project-user';
import { callApi } from '../../../lib/api-client.ts';

export function removeProjectUser(projectId: number, userId: number) {
  return callApi(removeProjectUserContract, { body: { ProjectId: projectId, UserId: userId } });
}
