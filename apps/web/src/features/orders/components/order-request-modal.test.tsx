import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quote } from '../../../test/quote-test-data.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { OrderRequestModal } from './order-request-modal.tsx';

// The required-data check (spec 5.8) on a real form of the app; the check itself is tested in
// components/required-data-check.test.tsx.
describe('order request modal', { timeout: 20_000 }, () => {
  it('the order request modal lists its empty PO Number and Requested Ship Date and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <OrderRequestModal
        opened
        quote={quote()}
        saving={false}
        refusal={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send order request' }));
    const popup = await screen.findByRole('dialog', { name: 'Error - Invalid Data' });
    expect(within(popup).getByText('Required Data Missing.')).toBeInTheDocument();
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PO Number is required', 'Requested Ship Date is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
