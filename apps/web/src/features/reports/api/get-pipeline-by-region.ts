import { getPipelineByRegion as contract } from '@airquote/shared/contracts/report/get-pipeline-by-region';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getPipelineByRegion(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
