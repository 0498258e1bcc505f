import type { QuoteListItem } from '@airquote/shared/contracts/quote/search-project-quotes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { QuotesListPage } from './quotes-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: MockRequest | undefined) => call?.body as Record<string, unknown>;

function row(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return {
    ProjectQuoteId: 41,
    QuoteNumber: 'Q-2026-000041',
    Revision: 2,
    ProjectId: 7,
    ProjectName: 'Lincoln Elementary',
    CompanyId: 3,
    CompanyName: 'Northwind Reps',
    BrandId: 1,
    BrandName: 'Zephyr',
    QuoteStatusId: 4,
    QuoteStatusName: 'Hold',
    Total: '12345.60',
    ValidUntil: '2026-12-31',
    DateCreated: '2026-11-01T10:00:00.000Z',
    DateModified: '2026-11-20T10:00:00.000Z',
    CreatedByName: 'Nora Walsh',
    IsSuperseded: false,
    ...overrides,
  };
}

const lookups = {
  'GET /Brand/getBrands': () => [
    { BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' },
    { BrandId: 2, Name: 'Polaris', CssClass: 'brand-polaris' },
  ],
  'GET /ProjectQuote/GetQuoteStatusLookups': () => [
    { Id: 1, Name: 'Open', IsActive: true },
    { Id: 4, Name: 'Hold', IsActive: true },
    { Id: 6, Name: 'Cancelled', IsActive: true },
  ],
};

const route = { path: '/topmenu/quotes' };

describe('QuotesListPage', () => {
  beforeEach(() => signInAsNorthwindRep(quotePermissions));

  it('lists quotes with links, badge and total, sorts by a header and keeps filters in the address', async () => {
    const api = mockApi({
      ...lookups,
      'POST /ProjectQuote/search': () => ({ Quotes: [row()], TotalCount: 1, PageNumber: 1, PageSize: 25 }),
    });
    const { router } = renderWithApp(<QuotesListPage />, {
      ...route,
      at: '/topmenu/quotes?status=4&brand=1',
    });
    const quoteLink = await screen.findByRole('link', { name: 'Q-2026-000041 rev 2' });
    expect(quoteLink).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/7/project-quote-form?projectQuoteId=41',
    );
    expect(screen.getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/7',
    );
    const quoteRow = screen.getByTestId('quote-row');
    expect(within(quoteRow).getByTestId('quote-status')).toHaveTextContent('Hold');
    expect(quoteRow).toHaveTextContent('Northwind Reps');
    expect(quoteRow).toHaveTextContent('12,345.60');
    expect(screen.getByTestId('quote-count')).toHaveTextContent('1 quote');
    // The address's filters are the request's.
    expect(bodyOf(api.calls.find((call) => call.path === '/ProjectQuote/search'))).toMatchObject({
      QuoteStatusIds: [4],
      BrandId: 1,
      IncludeSuperseded: false,
      SortRequest: { SortField: 'DateModified', SortDirection: 'Descending' },
      PageNumber: 1,
    });

    screen.getByRole('button', { name: /Quote$/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodyOf(api.calls.filter((call) => call.path === '/ProjectQuote/search').at(-1))).toMatchObject({
        SortRequest: { SortField: 'QuoteNumber', SortDirection: 'Ascending' },
        QuoteStatusIds: [4],
      }),
    );
    expect(router.state.location.search).toContain('sort=QuoteNumber');
    expect(router.state.location.search).toContain('status=4');
  });

  it('searches typed text once typing pauses, and says when nothing matches', async () => {
    const api = mockApi({
      ...lookups,
      'POST /ProjectQuote/search': (request) =>
        (request.body as { SearchText: string }).SearchText === ''
          ? { Quotes: [row()], TotalCount: 1, PageNumber: 1, PageSize: 25 }
          : { Quotes: [], TotalCount: 0, PageNumber: 1, PageSize: 25 },
    });
    const { router } = renderWithApp(<QuotesListPage />, { ...route, at: '/topmenu/quotes' });
    await screen.findByRole('link', { name: 'Q-2026-000041 rev 2' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Search quotes' }));
    await userEvent.paste('nothing here');
    expect(
      await screen.findByText('No quote matches these filters.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const searches = api.calls.filter((call) => call.path === '/ProjectQuote/search');
    // One search for the typed text, not one per key.
    expect(searches.map((call) => bodyOf(call).SearchText)).toEqual(['', 'nothing here']);
    expect(router.state.location.search).toContain('q=nothing+here');
  }, 15_000);

  it('asks nothing of the server for a user without quote.view (an Engineer)', async () => {
    signInAsNorthwindRep(['project.view']);
    const api = mockApi({ ...lookups });
    renderWithApp(<QuotesListPage />, { ...route, at: '/topmenu/quotes' });
    expect(await screen.findByText('Your account has no access to quotes.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
