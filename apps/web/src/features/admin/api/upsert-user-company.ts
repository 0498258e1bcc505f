import { upsertUserCompany as upsertUserCompanyContract } from '@airquote/shared/contracts/employee/upsert-user-company';
import { callApi } from '../../../lib/api-client.ts';

export function upsertUserCompany(userId: number, companyId: number, isDefaultCompany: boolean) {
  return callApi(upsertUserCompanyContract, {
    body: { UserId: userId, CompanyId: companyId, IsDefaultCompany: isDefaultCompany },
  });
}
