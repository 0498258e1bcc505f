import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { searchAnswer, userNotification } from '../test-data.ts';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const order = userNotification({
  NotificationKey: 'OrderRequest-4',
  NotificationType: 1,
  NotificationTypeName: 'Order request',
  Queue: 3,
  QueueName: 'Pending',
  Title: 'Order SO-2026-000004 requested',
  Notification: 'PO PO-77, requested ship date 2026-12-20, ordered by Nora Walsh.',
  ProjectOrderId: 4,
  LinkTarget: 'Order',
  StatusName: 'Requested',
});

describe('NotificationsPage', () => {
  it('shows the queue of the address with every count, and links each row to its quote', async () => {
    signInAsNorthwindRep(['project.view', 'quote.view']);
    const api = mockApi({
      'POST /Notification/search': () => searchAnswer([userNotification()], { ActionNeeded: 1, Pending: 3 }),
    });
    renderWithApp(<NotificationsPage />, { at: '/?queue=ActionNeeded' });
    const [row] = await screen.findAllByTestId('notification-row');
    expect(row).toHaveTextContent('Multiplier request');
    expect(row).toHaveTextContent('Multiplier request to decide');
    expect(row).toHaveTextContent('asks for lower multipliers');
    expect(within(row as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/1/project-quote-form?projectQuoteId=8',
    );
    expect(screen.getByRole('tab', { name: /Action needed/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tab', { name: /Pending/ })).getByText('3')).toBeInTheDocument();
    expect(api.callsTo('POST /Notification/search')[0]?.body).toEqual({
      Queue: 1,
      PageNumber: 1,
      PageSize: 50,
    });
  });

  it('switches queue and type through the address; an order row links to the orders list', async () => {
    signInAsNorthwindRep(['project.view', 'quote.view']);
    const api = mockApi({
      'POST /Notification/search': (request) =>
        (request.body as { Queue: number }).Queue === 3 ? searchAnswer([order]) : searchAnswer([]),
    });
    const { router } = renderWithApp(<NotificationsPage />, { at: '/' });
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('Nothing needs you now.');
    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    const [row] = await screen.findAllByTestId('notification-row');
    expect(router.state.location.search).toBe('?queue=Pending');
    expect(within(row as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/topmenu/orders?projectOrderId=4',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Order request' }));
    await waitFor(() => expect(router.state.location.search).toBe('?queue=Pending&type=OrderRequest'));
    await waitFor(() =>
      expect(api.callsTo('POST /Notification/search').at(-1)?.body).toEqual({
        Queue: 3,
        NotificationType: 1,
        PageNumber: 1,
        PageSize: 50,
      }),
    );
  });
});
