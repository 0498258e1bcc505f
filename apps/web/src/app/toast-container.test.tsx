import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../components/toast.tsx';
import { mockApi } from '../test/mock-api.ts';
import { signInAsInternalUser } from '../test/user-info.ts';
import { RootLayout } from './root-layout.tsx';

// Issue #2: the toast container is a lazy chunk, loaded on the login page only once a toast is due.
describe('RootLayout toast container, loaded on demand', () => {
  afterEach(() => {
    cleanup();
    notifications.clean();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  function renderLayout() {
    mockApi({
      'GET /Brand/getBrands': () => [],
      'GET /Config/client': () => ({ InactivityTimeoutSeconds: 900, InactivityCountdownSeconds: 30 }),
    });
    const router = createMemoryRouter([
      { element: <RootLayout />, children: [{ path: '/', element: <div>the page</div> }] },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('signed out, mounts no toast container until a toast is shown, then keeps it', async () => {
    renderLayout();
    await screen.findByText('the page');
    expect(document.querySelector('.aq-toast-container')).toBeNull();
    act(() => {
      showToast({ type: 'Success', message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    act(() => {
      notifications.clean();
    });
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
    expect(document.querySelector('.aq-toast-container')).not.toBeNull();
  });

  it('shows a toast raised before the layout was mounted (a toast carried over a redirect)', async () => {
    showToast({ type: 'Warning', message: 'Logged out due to inactivity.' });
    renderLayout();
    const toast = await screen.findByText('Logged out due to inactivity.');
    expect(toast.closest('.aq-toast-container')).toHaveAttribute('data-position', 'top-right');
  });

  it('for a signed-in user, mounts the toast container from the start', async () => {
    signInAsInternalUser([]);
    renderLayout();
    await screen.findByText('the page');
    await waitFor(() => expect(document.querySelector('.aq-toast-container')).not.toBeNull());
  });
});
