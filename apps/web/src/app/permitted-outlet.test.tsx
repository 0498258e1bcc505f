import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../config/route-handle.ts';
import { sessionStore } from '../lib/session-store.ts';
import { themeForBrand } from '../lib/theme.ts';
import { mockApi } from '../test/mock-api.ts';
import { signInAsInternalUser } from '../test/user-info.ts';
import { PermittedOutlet } from './route-guard.tsx';

const orders: RouteHandle = {
  requires: {
    anyPermission: ['order.request', 'order.process'],
    title: 'Orders',
    message: 'Your account has no access to orders.',
  },
};

let mounted = 0;
function OrdersList() {
  mounted++;
  return <div>the orders list</div>;
}

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PermittedOutlet />,
        children: [
          { path: '/topmenu/orders', handle: orders, element: <OrdersList /> },
          { path: '/topmenu/help', element: <div>the help page</div> },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

afterEach(() => {
  sessionStore.clearAll();
  mounted = 0;
});

describe('PermittedOutlet (issue #15: a route knows the permissions it needs)', () => {
  it('shows the no-access page without mounting the screen, and asks the server nothing', async () => {
    signInAsInternalUser(['project.view', 'report.view']);
    const api = mockApi({});
    renderAt('/topmenu/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Your account has no access to orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/topmenu/project',
    );
    expect(screen.queryByText('the orders list')).toBeNull();
    expect(mounted).toBe(0);
    expect(api.calls).toHaveLength(0);
  });

  it('mounts the screen for a user holding any one of the permissions', async () => {
    signInAsInternalUser(['order.process']);
    renderAt('/topmenu/orders');
    expect(await screen.findByText('the orders list')).toBeInTheDocument();
  });

  it('leaves routes that require nothing alone', async () => {
    signInAsInternalUser([]);
    renderAt('/topmenu/help');
    expect(await screen.findByText('the help page')).toBeInTheDocument();
  });
});
