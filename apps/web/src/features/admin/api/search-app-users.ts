import { searchAppUsers as searchAppUsersContract } from '@airquote/shared/contracts/app-user/search-app-users';
import { callApi } from '../../../lib/api-client.ts';

export function searchAppUsers(searchText: string, options: { signal?: AbortSignal } = {}) {
  return callApi(searchAppUsersContract, { query: { searchText, includeInactive: 'false' } }, options);
}
