import { getPipelineByBrand as contract } from '@airquote/shared/contracts/report/get-pipeline-by-brand';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getPipelineByBrand(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
