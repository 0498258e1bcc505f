import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { order } from '../test-data.ts';
import { OrderRequestButton } from './order-request-button.tsx';

const orderPermissions = [...quotePermissions, 'order.request'];
const shipTo = {
  LocationId: 9,
  Address1: '5 Dock St',
  Address2: '',
  City: 'Halifax',
  StateProvinceCode: 'NS',
  PostalCode: 'B3H 1A1',
  CountryCode: 'CA',
  RowVersion: 1,
};
const inThirtyDays = () => {
  const date = new Date(Date.now() + 30 * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

beforeEach(() => signInAsNorthwindRep(orderPermissions));
afterEach(() => vi.unstubAllGlobals());

const render = (overrides: Parameters<typeof quote>[0] = {}) =>
  renderWithApp(
    <OrderRequestButton quote={quote({ ShipToLocation: shipTo, ...overrides })} onReload={() => {}} />,
    {
      path: '/quote',
      at: '/quote',
    },
  );

describe('OrderRequestButton', { timeout: 20_000 }, () => {
  it('asks for the PO number, sends the order with the quote version, attaches the files to the quote and opens the order', async () => {
    const api = mockApi({
      'POST /ProjectOrder': () => order({ ProjectOrderId: 55 }),
      'POST /Project/UpsertProjectAttachment': () => ({
        ProjectAttachmentId: 3,
        ProjectId: 1,
        ProjectQuoteId: 7,
        AttachmentName: 'signed-po',
        FileName: 'signed-po.pdf',
        ContentType: 'application/pdf',
        SizeBytes: 9,
        ProjectAttachmentLookupValue: 6,
        IsActive: true,
        UploadedByName: 'Nora Walsh',
        DateCreated: '2026-11-21T10:00:00Z',
        RowVersion: 1,
      }),
    });
    const { router } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    const dialog = await screen.findByRole('dialog', { name: /Order quote Q-000007 rev 1/ });
    // Issue 15 item 6: both addresses are prefilled from the quote's location and typed over here.
    const shipTo = within(within(dialog).getByTestId('order-address-ShipTo'));
    const billTo = within(within(dialog).getByTestId('order-address-BillTo'));
    expect(shipTo.getByLabelText(/^Street address\s*\*?$/)).toHaveValue('5 Dock St');
    expect(shipTo.getByLabelText(/^Name/)).toHaveValue(quote().ProjectName);
    expect(billTo.getByLabelText(/^Street address\s*\*?$/)).toHaveValue('5 Dock St');
    expect(billTo.getByLabelText(/^Name/)).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send order request' }));
    expect(await within(dialog).findByText('Enter the PO number.')).toBeInTheDocument();
    const sent = () => api.calls.filter((call) => call.method !== 'GET');
    expect(sent()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/PO Number/), 'PO-4471');
    await userEvent.type(within(dialog).getByLabelText(/Requested Ship Date/), inThirtyDays());
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Dock 2');
    expect(await billTo.findByText('Enter the name (company or person) of the address.')).toBeInTheDocument();
    await userEvent.type(billTo.getByLabelText(/^Name/), 'Northwind Mechanical');
    const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // The picker's accept list aside, as a user dropping any file would be.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput, [
        new File(['%PDF-1.7'], 'signed-po.pdf', { type: 'application/pdf' }),
        new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
      ]);
    // A type not allowed is refused at once and not kept.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('tool.exe');
    expect(within(dialog).getByRole('list', { name: 'Files to attach' })).toHaveTextContent('signed-po.pdf');
    expect(within(dialog).queryByText('tool.exe')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send order request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topmenu/orders/55'));
    expect(sent().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /ProjectOrder',
      'POST /Project/UpsertProjectAttachment',
    ]);
    expect(sent()[0]?.body).toEqual({
      ProjectQuoteId: 7,
      RowVersion: 3,
      PoNumber: 'PO-4471',
      RequestedShipDate: inThirtyDays(),
      Note: 'Dock 2',
      ShipTo: {
        Name: quote().ProjectName,
        Attention: '',
        Address1: '5 Dock St',
        Address2: '',
        City: 'Halifax',
        StateProvinceCode: 'NS',
        PostalCode: 'B3H 1A1',
        CountryCode: 'CA',
      },
      BillTo: {
        Name: 'Northwind Mechanical',
        Attention: '',
        Address1: '5 Dock St',
        Address2: '',
        City: 'Halifax',
        StateProvinceCode: 'NS',
        PostalCode: 'B3H 1A1',
        CountryCode: 'CA',
      },
    });
    const form = sent()[1]?.body as FormData;
    expect(form.get('projectId')).toBe('1');
    expect(form.get('projectQuoteId')).toBe('7');
    expect(form.get('projectAttachmentLookupValue')).toBe('6');
    expect((form.get('file') as File).name).toBe('signed-po.pdf');
  });

  it("shows the server's refusal in the form and stays open", async () => {
    mockApi({
      'POST /ProjectOrder': () =>
        errorAnswer(
          400,
          'A quote can be ordered only while it is open; this quote is waiting for an engineering review.',
        ),
    });
    const { router } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/PO Number/), 'PO-1');
    await userEvent.type(within(dialog).getByLabelText(/Requested Ship Date/), inThirtyDays());
    await userEvent.type(
      within(within(dialog).getByTestId('order-address-BillTo')).getByLabelText(/^Name/),
      'Northwind Mechanical',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send order request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('waiting for an engineering review');
    expect(router.state.location.pathname).toBe('/quote');
  });

  it('is not offered without order.request, on hold, or on a superseded revision', async () => {
    mockApi({});
    signInAsNorthwindRep(quotePermissions);
    const first = render();
    expect(screen.queryByRole('button', { name: 'Order' })).not.toBeInTheDocument();
    first.unmount();
    signInAsNorthwindRep(orderPermissions);
    const held = render({ QuoteStatusId: 4, QuoteStatusName: 'Hold' });
    expect(screen.queryByRole('button', { name: 'Order' })).not.toBeInTheDocument();
    held.unmount();
    render({ IsSuperseded: true });
    expect(screen.queryByRole('button', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('links an ordered quote to its order', async () => {
    mockApi({
      'POST /ProjectOrder/search': () => ({
        Orders: [order({ ProjectOrderId: 55, OrderNumber: 'SO-2026-000055' })],
        TotalCount: 1,
        PageNumber: 1,
        PageSize: 200,
      }),
    });
    render({ QuoteStatusId: 5, QuoteStatusName: 'Ordered' });
    const link = await screen.findByRole('link', { name: /Order SO-2026-000055/ });
    expect(link).toHaveAttribute('href', '/topmenu/orders/55');
  });
});
