import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { QuoteView } from './quote-view.tsx';

const common = {
  'GET /Brand/getBrands': () => [{ BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' }],
  'GET /ProjectQuote/GetQuoteNotesByQuoteId/7': () => [],
  'GET /location/AddressLookUpData': () => ({ Countries: [] }),
  'GET /Project/1': () =>
    project({
      ProjectSchedules: [
        {
          ProjectScheduleId: 11,
          Name: 'Level 1',
          IsActive: true,
          LineItemCount: 1,
          DateModified: '2026-11-01',
        },
        {
          ProjectScheduleId: 12,
          Name: 'Level 2',
          IsActive: true,
          LineItemCount: 0,
          DateModified: '2026-11-01',
        },
      ],
    }),
};

beforeEach(() => signInAsNorthwindRep(quotePermissions));
afterEach(() => vi.unstubAllGlobals());

describe('QuoteView', () => {
  it('puts the quote on hold only after confirmation, with the row version it read', async () => {
    const api = mockApi({
      ...common,
      'POST /projectquote': () => quote({ QuoteStatusId: 4, QuoteStatusName: 'Hold', RowVersion: 4 }),
    });
    renderWithApp(<QuoteView quote={quote()} onReload={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(api.callsTo('POST /projectquote')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hold' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hold?' })).getByRole('button', { name: 'Hold' }),
    );
    await waitFor(() => expect(api.callsTo('POST /projectquote')).toHaveLength(1));
    expect(api.callsTo('POST /projectquote')[0]?.body).toEqual({
      ProjectQuoteId: 7,
      RowVersion: 3,
      QuoteStatusId: 4,
    });
  });

  it('a stale status change opens the changed-by-someone-else alert, whose Reload refetches', async () => {
    mockApi({ ...common, 'POST /projectquote': () => errorAnswer(409, STALE_ROW_VERSION_MESSAGE) });
    const onReload = vi.fn();
    renderWithApp(<QuoteView quote={quote()} onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel quote' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel quote?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel quote' }));
    const alert = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows prices and totals to a pricing reader, and no price column when prices are withheld', async () => {
    mockApi(common);
    const { unmount } = renderWithApp(<QuoteView quote={quote()} onReload={() => {}} />);
    const lines = screen.getByRole('table', { name: 'Quote lines' });
    expect(within(lines).getByRole('columnheader', { name: 'Net Unit' })).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('1,100.00');
    unmount();
    renderWithApp(
      <QuoteView
        quote={quote({
          Totals: null,
          Total: null,
          LineItems: quote().LineItems.map((l) => ({ ...l, Pricing: null })),
        })}
        onReload={() => {}}
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Quote lines' })).queryByRole('columnheader', {
        name: 'Net Unit',
      }),
    ).toBeNull();
    expect(screen.queryByTestId('quote-total')).toBeNull();
  });

  it('adds a net add with the amount as typed, then reloads the quote', async () => {
    const api = mockApi({
      ...common,
      'POST /ProjectQuoteNetAdds': () => ({ ...quote().NetAdds[0], ProjectQuoteNetAddId: 32 }),
    });
    const onReload = vi.fn();
    renderWithApp(<QuoteView quote={quote()} onReload={onReload} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Start-up visit');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '250.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    expect(api.callsTo('POST /ProjectQuoteNetAdds')[0]?.body).toEqual({
      ProjectQuoteId: 7,
      NetAddType: 'Freight',
      Description: 'Start-up visit',
      Amount: '250.5',
    });
  });

  it('an editor may add another schedule of the project; Save sends it with the row version', async () => {
    const api = mockApi({
      ...common,
      'POST /projectquote': () => quote({ ProjectScheduleIds: [11, 12], RowVersion: 4 }),
    });
    renderWithApp(<QuoteView quote={quote()} onReload={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Level 1' })).toBeChecked();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Level 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /projectquote')).toHaveLength(1));
    expect(api.callsTo('POST /projectquote')[0]?.body).toMatchObject({
      ProjectQuoteId: 7,
      RowVersion: 3,
      ProjectScheduleIds: [11, 12],
      TransactionType: 1,
    });
  });

  it('asks before unsaved settings are left (issue #15): Stay keeps them; undone, the link goes at once', async () => {
    mockApi(common);
    const { router } = renderWithApp(<QuoteView quote={quote()} onReload={() => {}} />);
    const levelTwo = await screen.findByRole('checkbox', { name: 'Level 2' });
    await userEvent.click(levelTwo);
    const projectLink = screen.getByRole('link', { name: quote().ProjectName });
    await userEvent.click(projectLink);
    const prompt = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');
    expect(levelTwo).toBeChecked();
    await userEvent.click(levelTwo);
    await userEvent.click(projectLink);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('a superseded revision is read-only, with a banner linking to the newer one', async () => {
    mockApi(common);
    renderWithApp(
      <QuoteView
        quote={quote({
          IsSuperseded: true,
          SupersededByProjectQuoteId: 8,
          CanEdit: false,
          NextStatusIds: [],
        })}
        onReload={() => {}}
      />,
    );
    const banner = screen.getByTestId('superseded-banner');
    expect(within(banner).getByRole('link', { name: 'Open the newer revision' })).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/1/project-quote-form?projectQuoteId=8',
    );
    expect(screen.queryByRole('button', { name: 'Hold' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New revision' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
