import { searchCompanies as searchCompaniesContract } from '@airquote/shared/contracts/company/search-companies';
import { callApi } from '../../../lib/api-client.ts';

export function searchCompanies() {
  return callApi(searchCompaniesContract, { body: { IncludeInactive: false } });
}
