import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { createProject as createProjectContract } from '@airquote/shared/contracts/project/create-project';
import { callApi } from '../../../lib/api-client.ts';

export type ProjectInput = ContractInput<typeof createProjectContract>['body'];

export function createProject(project: ProjectInput) {
  return callApi(createProjectContract, { body: project });
}
