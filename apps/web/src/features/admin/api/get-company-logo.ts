import { getCompanyLogo as getCompanyLogoContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { callApi } from '../../../lib/api-client.ts';

export function getCompanyLogo(companyId: number) {
  return callApi(getCompanyLogoContract, { params: { companyId } });
}
