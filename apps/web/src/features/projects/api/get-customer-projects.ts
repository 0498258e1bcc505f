import { getCustomerProjects as getCustomerProjectsContract } from '@airquote/shared/contracts/project/get-customer-projects';
import { callApi } from '../../../lib/api-client.ts';

export function getCustomerProjects(companyId: number, options: { signal?: AbortSignal } = {}) {
  return callApi(getCustomerProjectsContract, { params: { companyId } }, options);
}
