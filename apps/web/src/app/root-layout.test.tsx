import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../components/toast.tsx';
import { applyGlobalCss } from '../test/global-css.ts';
import { mockApi } from '../test/mock-api.ts';
import { RootLayout } from './root-layout.tsx';

describe('RootLayout toasts (spec section 9.27)', () => {
  let removeCss = () => {};
  afterEach(() => {
    // Unmounted first, so clearing the toasts starts no exit transitions that outlive the test.
    cleanup();
    notifications.clean();
    removeCss();
    vi.unstubAllGlobals();
  });

  it('puts toasts in a container 20vw wide, fixed 20 px from the top and right', async () => {
    removeCss = await applyGlobalCss();
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
    await screen.findByText('the page');
    act(() => {
      showToast({ type: 'Info', message: 'Where am I?' });
    });
    const toast = await screen.findByText('Where am I?');
    const container = toast.closest<HTMLElement>('.aq-toast-container');
    expect(container).not.toBeNull();
    expect(container).toHaveAttribute('data-position', 'top-right');
    const computed = getComputedStyle(container as HTMLElement);
    expect(computed.top).toBe('20px');
    expect(computed.right).toBe('20px');
    expect(computed.width).toBe('20vw');
    // Mantine's own width variable says the same.
    expect((container as HTMLElement).style.getPropertyValue('--notifications-container-width')).toBe('20vw');
  });
});
