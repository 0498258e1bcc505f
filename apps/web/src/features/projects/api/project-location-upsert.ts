import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { projectLocationUpsert as projectLocationUpsertContract } from '@airquote/shared/contracts/project/project-location-upsert';
import { callApi } from '../../../lib/api-client.ts';

export function projectLocationUpsert(body: ContractInput<typeof projectLocationUpsertContract>['body']) {
  return callApi(projectLocationUpsertContract, { body });
}
