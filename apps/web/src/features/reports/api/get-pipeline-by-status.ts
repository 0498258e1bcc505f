import { getPipelineByStatus as contract } from '@airquote/shared/contracts/report/get-pipeline-by-status';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getPipelineByStatus(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
