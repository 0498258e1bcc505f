import { getReportRegions as contract } from '@airquote/shared/contracts/report/get-report-regions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { reportKeys } from './query-keys.ts';

/** The regions of the region filter, for every reader of reports. */
export function getReportRegions() {
  return callApi(contract, {});
}

export function reportRegionsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: reportKeys.regions,
    queryFn: getReportRegions,
    enabled,
    staleTime: 60_000,
  });
}

export function useReportRegions(enabled: boolean) {
  return useQuery(reportRegionsQueryOptions(enabled));
}
