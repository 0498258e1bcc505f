import { addProjectUser as addProjectUserContract } from '@airquote/shared/contracts/project/add-project-user';
import { callApi } from '../../../lib/api-client.ts';

export function addProjectUser(projectId: number, emailAddress: string) {
  return callApi(addProjectUserContract, { body: { ProjectId: projectId, EmailAddress: emailAddress } });
}
