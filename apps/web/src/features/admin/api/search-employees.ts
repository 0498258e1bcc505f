import { searchEmployees as searchEmployeesContract } from '@airquote/shared/contracts/employee/search-employees';
import { callApi } from '../../../lib/api-client.ts';

export function searchEmployees(
  request: { CompanyId: number | null; SearchText: string; IncludeInactive: boolean },
  options: { signal?: AbortSignal } = {},
) {
  return callApi(searchEmployeesContract, { body: request }, options);
}
