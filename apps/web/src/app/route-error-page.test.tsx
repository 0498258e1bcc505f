import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('a screen failed');
}

describe('RouteErrorPage', () => {
  it('shows its apology in place of the root layout, which carried the only MantineProvider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // As in the app's route table: the root route's element provides Mantine, its error element
    // replaces it.
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        children: [{ index: true, Component: Broken }],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
