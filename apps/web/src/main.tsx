import './app/mantine-styles.ts';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { createAppRouter, routes } from './app/router.tsx';
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

// Issue #18: what every page asks the server at startup (the root layout's brands and settings, the
// guard's sign-in check) is asked first, before the router starts loading the first route's chunks:
// their requests would otherwise queue behind the chunks' for the browser's few connections.
void queryClient.prefetchQuery(brandsQueryOptions());
void queryClient.prefetchQuery(clientConfigQueryOptions());
const firstMatches = matchRoutes(routes, window.location) ?? [];
startSignInCheck(firstMatches.map((match) => match.route.handle as RouteHandle | undefined));
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
