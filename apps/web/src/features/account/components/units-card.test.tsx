import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { nora, signInAsNora } from '../account-test-data.ts';
import { AccountPage } from '../routes/account-page.tsx';

describe('Units on the account page (ADR 0031)', () => {
  it('saves SI through the contract and the cached user info follows, so every screen switches at once', async () => {
    signInAsNora();
    const api = mockApi({
      'PUT /AppUser/unitsystem': (request) => ({ ...nora, ...(request.body as object) }),
    });
    renderWithApp(<AccountPage />, { path: '/topmenu/account', at: '/topmenu/account' });
    const units = screen.getByRole('region', { name: 'Units' });
    expect(screen.getByRole('radio', { name: 'I-P' })).toBeChecked();
    expect(units).toHaveTextContent('°F, MBH, cfm');
    await userEvent.click(screen.getByText('SI', { exact: true }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/unitsystem')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({ UnitSystem: 'SI' });
    await waitFor(() => expect(sessionStore.getUserInfo()?.AppUser.UnitSystem).toBe('SI'));
    expect(screen.getByRole('radio', { name: 'SI' })).toBeChecked();
    expect(units).toHaveTextContent('°C, kW, l/s, Pa, kPa and m');
  });
});
