import { updateCompanyStatus as updateCompanyStatusContract } from '@airquote/shared/contracts/company/update-company-status';
import { callApi } from '../../../lib/api-client.ts';

export function updateCompanyStatus(companyId: number, isActive: boolean, rowVersion: number) {
  return callApi(updateCompanyStatusContract, {
    body: { CompanyId: companyId, IsActive: isActive, RowVersion: rowVersion },
  });
}
