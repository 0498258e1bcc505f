import { exportReport as contract } from '@airquote/shared/contracts/report/export-report';
import type { ReportFilters, ReportKind } from '@airquote/shared/contracts/report/report-schemas';
import { callApi } from '../../../lib/api-client.ts';

export function exportReport(reportKind: ReportKind, body: ReportFilters) {
  return callApi(contract, { params: { reportKind }, body });
}
