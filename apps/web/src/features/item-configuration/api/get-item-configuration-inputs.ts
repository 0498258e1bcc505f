import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import { getItemConfigurationInputs as getItemConfigurationInputsContract } from '@airquote/shared/contracts/item-configuration/get-item-configuration-inputs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { itemConfigurationKeys } from './query-keys.ts';

export function getItemConfigurationInputs(
  request: ContractInput<typeof getItemConfigurationInputsContract>['body'],
  options: { signal?: AbortSignal } = {},
) {
  return callApi(getItemConfigurationInputsContract, { body: request }, options);
}

/** The inputs of the line item (modelName null) or of another model named in the header. */
export function itemConfigurationInputsQueryOptions(lineItemId: number, modelName: string | null) {
  return queryOptions({
    queryKey: itemConfigurationKeys.inputs(lineItemId, modelName),
    queryFn: ({ signal }) =>
      getItemConfigurationInputs(
        modelName === null
          ? { ProjectScheduleLineItemId: lineItemId }
          : { ProductModelName: modelName, ProjectScheduleLineItemId: lineItemId },
        { signal },
      ),
  });
}

export function useItemConfigurationInputs(
  lineItemId: number,
  modelName: string | null,
  queryConfig: QueryConfig<typeof itemConfigurationInputsQueryOptions> = {},
) {
  return useQuery({ ...itemConfigurationInputsQueryOptions(lineItemId, modelName), ...queryConfig });
}
