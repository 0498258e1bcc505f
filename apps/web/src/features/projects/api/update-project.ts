import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { updateProject as updateProjectContract } from '@airquote/shared/contracts/project/update-project';
import { callApi } from '../../../lib/api-client.ts';

export function updateProject(project: ContractInput<typeof updateProjectContract>['body']) {
  return callApi(updateProjectContract, { body: project });
}
