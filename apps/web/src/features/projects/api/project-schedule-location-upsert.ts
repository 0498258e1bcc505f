import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { projectScheduleLocationUpsert as projectScheduleLocationUpsertContract } from '@airquote/shared/contracts/project-schedule/project-schedule-location-upsert';
import { callApi } from '../../../lib/api-client.ts';

export function projectScheduleLocationUpsert(
  body: ContractInput<typeof projectScheduleLocationUpsertContract>['body'],
) {
  return callApi(projectScheduleLocationUpsertContract, { body });
}
