import { getCompanyLogo as getCompanyLogoContract } from '@airquote/shared/contracts/company/get-company-logo';
import { callApi } from '../../../lib/api-client.ts';

export function getCompanyLogo(companyId: number) {
  return callApi(getCompanyLogoContract, { params: { companyId } });
}
