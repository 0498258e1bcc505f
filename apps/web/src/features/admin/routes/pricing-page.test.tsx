import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PricingPage } from './pricing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PricingPage', () => {
  it('opens the section the address names and keeps the chosen one in the address', async () => {
    mockApi({
      'GET /Company': () => [],
      'POST /Region/search': () => ({ Regions: [] }),
      'POST /Distributor/search': () => ({ Distributors: [] }),
    });
    const { router } = renderWithApp(<PricingPage />, {
      path: '/topmenu/admin/pricing',
      at: '/topmenu/admin/pricing?section=regions',
    });
    expect(await screen.findByRole('tab', { name: 'Regions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Regions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Distributors' }));
    expect(await screen.findByRole('table', { name: 'Distributors' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?section=distributors'));
    expect(screen.queryByRole('table', { name: 'Regions' })).toBeNull();
  });
});
