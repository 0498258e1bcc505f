import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { orderSummary, searchAnswer } from '../test-data.ts';
import { OrdersListPage } from './orders-list-page.tsx';

beforeEach(() => signInAsNorthwindRep([...quotePermissions, 'order.request']));
afterEach(() => vi.unstubAllGlobals());

const brands = () => [
  { BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' },
  { BrandId: 2, Name: 'Borealis', CssClass: 'brand-borealis' },
];
const searches = (calls: MockRequest[]) =>
  calls
    .filter((call) => call.path === '/ProjectOrder/search')
    .map((call) => call.body as Record<string, unknown>);

describe('OrdersListPage', () => {
  it('lists the orders newest first with their status and total, sorts by a header and pages', async () => {
    const api = mockApi({
      'GET /Brand/getBrands': brands,
      'POST /ProjectOrder/search': () =>
        searchAnswer(
          [
            orderSummary(),
            orderSummary({
              ProjectOrderId: 56,
              OrderNumber: 'SO-2026-000056',
              Status: 3,
              StatusName: 'Shipped',
              PoNumber: 'PO-9',
              Total: '250.50',
            }),
          ],
          60,
        ),
    });
    const { router } = renderWithApp(<OrdersListPage />, { path: '/topmenu/orders', at: '/topmenu/orders' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(rows[1]).toHaveTextContent('$250.50');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'SO-2026-000055' })).toHaveAttribute(
      'href',
      '/topmenu/orders/55',
    );
    expect(screen.getByTestId('order-count')).toHaveTextContent('60 orders');
    expect(searches(api.calls)[0]).toMatchObject({
      Text: '',
      SortRequest: { SortField: 'DateCreated', SortDirection: 'Descending' },
      PageNumber: 1,
      PageSize: 25,
    });
    expect(screen.getByRole('columnheader', { name: /Requested$/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    screen.getByRole('button', { name: /PO Number/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searches(api.calls)).toHaveLength(2));
    expect(searches(api.calls)[1]).toMatchObject({
      SortRequest: { SortField: 'PoNumber', SortDirection: 'Ascending' },
    });
    expect(router.state.location.search).toBe('?sort=PoNumber&dir=asc');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searches(api.calls).at(-1)).toMatchObject({ PageNumber: 3 }));
    expect(router.state.location.search).toContain('page=3');
  });

  it('reads its filters from the address, sends them, and says when nothing matches', async () => {
    const api = mockApi({
      'GET /Brand/getBrands': brands,
      'POST /ProjectOrder/search': () => searchAnswer([]),
    });
    const { router } = renderWithApp(<OrdersListPage />, {
      path: '/topmenu/orders',
      at: '/topmenu/orders?status=2&brand=1&from=2026-11-01&to=2026-11-30&q=lincoln',
    });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No order matches these filters.');
    expect(searches(api.calls)[0]).toMatchObject({
      Status: 2,
      BrandId: 1,
      DateFrom: '2026-11-01',
      DateTo: '2026-11-30',
      Text: 'lincoln',
    });
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveValue('lincoln');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(searches(api.calls).at(-1)).toEqual(expect.not.objectContaining({ Status: 2 })),
    );
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders yet.');
  });

  it('does not search with a start date after the end date and says why', async () => {
    const api = mockApi({
      'GET /Brand/getBrands': brands,
      'POST /ProjectOrder/search': () => searchAnswer([]),
    });
    renderWithApp(<OrdersListPage />, {
      path: '/topmenu/orders',
      at: '/topmenu/orders?from=2026-12-01&to=2026-11-01',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(searches(api.calls)).toHaveLength(0);
  });

  it('sends a link of the old form (?projectOrderId=) to the order page', async () => {
    mockApi({ 'GET /Brand/getBrands': brands });
    const { router } = renderWithApp(<OrdersListPage />, {
      path: '/topmenu/orders',
      at: '/topmenu/orders?projectOrderId=55',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/topmenu/orders/55'));
  });
});
