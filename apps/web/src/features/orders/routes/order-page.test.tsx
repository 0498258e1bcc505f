import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { order } from '../test-data.ts';
import { OrderPage } from './order-page.tsx';

beforeEach(() => signInAsNorthwindRep(['project.view', 'quote.view', 'pricing.view', 'order.process']));
afterEach(() => vi.unstubAllGlobals());

const notes = () => [];
const at = { path: '/topmenu/orders/:projectOrderId', at: '/topmenu/orders/55' };

describe('OrderPage', () => {
  it('shows the frozen lines and totals, and moves the order on with a confirmed note', async () => {
    // The server's state: after the change it reads Entered.
    let current = order({ NextStatusIds: [2, 4] });
    const api = mockApi({
      'GET /ProjectOrder/55': () => current,
      'GET /ProjectQuote/GetQuoteNotesByQuoteId/7': notes,
      'PUT /ProjectOrder/status': () => {
        current = order({ Status: 2, StatusName: 'Entered', RowVersion: 2, NextStatusIds: [3, 4] });
        return current;
      },
    });
    renderWithApp(<OrderPage />, at);
    expect(await screen.findByRole('heading', { name: 'Order SO-2026-000055' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Requested');
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,100.00');

    // Cancelling asks for a note before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Say why the order is cancelled in the note.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));

    await userEvent.click(screen.getByRole('button', { name: 'Mark entered' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark entered?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'ERP 88123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark entered' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Entered'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ProjectOrderId: 55,
      Status: 2,
      Note: 'ERP 88123',
      RowVersion: 1,
    });
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
  });

  it('shows no prices without totals, and a stale change as the reload warning', async () => {
    let reads = 0;
    mockApi({
      'GET /ProjectOrder/55': () => {
        reads += 1;
        const base = order({ NextStatusIds: [2, 4], Total: null });
        return {
          ...base,
          Snapshot: {
            LineItems: base.Snapshot.LineItems.map((line) => ({ ...line, Pricing: null })),
            NetAdds: [],
            Totals: null,
          },
        };
      },
      'GET /ProjectQuote/GetQuoteNotesByQuoteId/7': notes,
      'PUT /ProjectOrder/status': () => errorAnswer(409, STALE_ROW_VERSION_MESSAGE),
    });
    renderWithApp(<OrderPage />, at);
    expect(await screen.findByRole('heading', { name: 'Order SO-2026-000055' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Net Unit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark entered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark entered?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark entered' }));
    const warning = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(warning).toHaveTextContent(STALE_ROW_VERSION_MESSAGE);
    await userEvent.click(within(warning).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads).toBe(2));
  });
});
