import { searchAppUsers as searchAppUsersContract } from '@airquote/shared/contracts/app-user/search-app-users';
import { callApi } from '../../../lib/api-client.ts';

export function searchAppUsers(
  searchText: string,
  options: { signal?: AbortSignal; includeInactive?: boolean } = {},
) {
  return callApi(
    searchAppUsersContract,
    { query: { searchText, includeInactive: options.includeInactive ? 'true' : 'false' } },
    options.signal ? { signal: options.signal } : {},
  );
}
