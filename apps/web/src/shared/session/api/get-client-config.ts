import { getClientConfig as getClientConfigContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sessionKeys } from './query-keys.ts';

export function getClientConfig() {
  return callApi(getClientConfigContract, {});
}

/** The server's settings for the browser (idle timing), read once per page. */
export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.clientConfig,
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
