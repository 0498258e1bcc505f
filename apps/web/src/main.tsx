import './app/mantine-styles.ts';
import './app/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { setSessionEndHandler } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { logout } from './shared/session/logout.ts';

// Spec section 8: a 401/403 (or a token of another user) signs out and goes to the login page.
setSessionEndHandler(() => void logout({ callServer: false }));

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
