import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { themeForBrand } from '../lib/theme.ts';

/**
 * Renders a screen as the app does: Mantine, a fresh query client (no retries) and a memory router
 * at the given address, with the route pattern the screen expects.
 */
export function renderWithApp(
  element: ReactElement,
  { path = '/', at = '/' }: { path?: string; at?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div>elsewhere</div> },
    ],
    {
      initialEntries: [at],
    },
  );
  const view = render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
