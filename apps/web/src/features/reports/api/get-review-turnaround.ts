import { getReviewTurnaround as contract } from '@airquote/shared/contracts/report/get-review-turnaround';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getReviewTurnaround(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
