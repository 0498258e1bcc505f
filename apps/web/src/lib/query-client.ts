import { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiCallError && error.status >= 400 && error.status < 500),
    },
  },
});
