import './app/mantine-styles.ts';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import type { RouteHandle } from './config/route-handle.ts';
import { setSessionEndHandler } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { brandsQueryOptions } from './shared/session/api/get-brands.ts';
import { clientConfigQueryOptions } from './shared/session/api/get-client-config.ts';
import { startSignInCheck } from './shared/session/early-sign-in-check.ts';
import { logout } from './shared/session/logout.ts';

// Spec section 8: a 401/403 (or a token of another user) signs out and goes to the login page.
setSessionEndHandler(() => void logout({ callServer: false }));

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

const router = createAppRouter();
// Issue #18: what every page asks the server at startup (the root layout's brands and settings, the
// guard's sign-in check) is asked now, while the first route's chunks load, not after them.
void queryClient.prefetchQuery(brandsQueryOptions());
void queryClient.prefetchQuery(clientConfigQueryOptions());
startSignInCheck(router.state.matches.map((match) => match.route.handle as RouteHandle | undefined));

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
