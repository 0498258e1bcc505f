import { getCompanies as getCompaniesContract } from '@airquote/shared/contracts/company/get-companies';
import { callApi } from '../../../lib/api-client.ts';

export function getCompanies(includeInactive: boolean, options: { signal?: AbortSignal } = {}) {
  return callApi(
    getCompaniesContract,
    { query: { includeInactive: includeInactive ? 'true' : 'false' } },
    options,
  );
}
