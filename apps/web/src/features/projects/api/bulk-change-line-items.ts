import type { ContractInput } from '@airquote/shared/contracts/define-contract';
import {
  bulkChangeLineItems as bulkChangeContract,
  bulkOptionChoices as bulkOptionChoicesContract,
  bulkOptionSegments as bulkOptionSegmentsContract,
  reselectLineItems as reselectContract,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

/** Issue #14 part 3: quantity or design conditions of many line items in one transaction. */
export function bulkChangeLineItems(body: ContractInput<typeof bulkChangeContract>['body']) {
  return callApi(bulkChangeContract, { body });
}

/** Re-selects many line items (performance computed again, "needs re-selection" cleared). */
export function reselectLineItems(body: ContractInput<typeof reselectContract>['body']) {
  return callApi(reselectContract, { body });
}

/** The values of one option (VOLT: the voltage) for the chosen line items, each valid for all or not and why. */
export function useBulkOptionChoices(segment: string, ids: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.bulkOptionChoices(segment, ids),
    queryFn: ({ signal }) =>
      callApi(bulkOptionChoicesContract, { body: { Items: [...ids], Segment: segment } }, { signal }),
    enabled: enabled && ids.length > 0,
  });
}

/** The options (code-string segments) of the chosen line items' models, with the line items lacking each. */
export function useBulkOptionSegments(ids: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.bulkOptionSegments(ids),
    queryFn: ({ signal }) => callApi(bulkOptionSegmentsContract, { body: { Items: [...ids] } }, { signal }),
    enabled: enabled && ids.length > 0,
  });
}
