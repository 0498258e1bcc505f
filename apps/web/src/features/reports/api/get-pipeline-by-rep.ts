import { getPipelineByRep as contract } from '@airquote/shared/contracts/report/get-pipeline-by-rep';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getPipelineByRep(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
