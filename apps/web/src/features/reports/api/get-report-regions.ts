import { getReportRegions as contract } from '@airquote/shared/contracts/report/get-report-regions';
import { callApi } from '../../../lib/api-client.ts';

/** The regions of the region filter, for every reader of reports. */
export function getReportRegions() {
  return callApi(contract, {});
}
