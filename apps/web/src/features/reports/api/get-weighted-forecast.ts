import { getWeightedForecast as contract } from '@airquote/shared/contracts/report/get-weighted-forecast';
import type { ReportFilters } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function getWeightedForecast(body: ReportFilters, options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { body }, options);
}
