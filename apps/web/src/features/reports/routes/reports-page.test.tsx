import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { reportKeys } from '../api/query-keys.ts';
import { reportsLoader } from './reports-loader.ts';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const pipeline = (money: boolean) => ({
  Rows: [
    { Id: 1, Name: 'Open', QuoteCount: 3, Value: money ? '12345.67' : null, UnpricedCount: 1 },
    { Id: 5, Name: 'Ordered', QuoteCount: 1, Value: money ? '100.00' : null, UnpricedCount: 0 },
  ],
  TotalQuoteCount: 4,
  TotalValue: money ? '12445.67' : null,
  ShowsMoney: money,
});

function mockReports(money: boolean) {
  return mockApi({
    'GET /Brand/getBrands': () => [
      { BrandId: 1, Name: 'Zephyr Air', CssClass: 'brand-1' },
      { BrandId: 2, Name: 'Polaris Coil', CssClass: 'brand-2' },
    ],
    'GET /Report/Regions': () => [
      { RegionId: 1, Name: 'Midwest' },
      { RegionId: 3, Name: 'Southeast' },
    ],
    'POST /Report/PipelineByStatus': () => pipeline(money),
    'POST /Report/PipelineByBrand': () => pipeline(money),
    'POST /Report/PipelineByRegion': () => pipeline(money),
    'POST /Report/PipelineByRep': () => pipeline(money),
    'POST /Report/ValueByMonth': () => ({
      Rows: [
        {
          Month: '2026-03',
          QuotedCount: 3,
          QuotedValue: money ? '12345.67' : null,
          OrderedCount: 1,
          OrderedValue: money ? '100.00' : null,
        },
      ],
      ShowsMoney: money,
    }),
    'POST /Report/WeightedForecast': () => ({
      Rows: [
        {
          Month: '2026-06',
          QuoteCount: 3,
          Value: money ? '100.00' : null,
          WeightedValue: money ? '75.00' : null,
        },
      ],
      TotalValue: money ? '100.00' : null,
      TotalWeightedValue: money ? '75.00' : null,
      ShowsMoney: money,
    }),
    'POST /Report/ReviewTurnaround': () => ({
      Rows: [
        {
          Review: 'Engineering',
          DecidedCount: 2,
          PendingCount: 1,
          AverageHours: '0.2',
          MedianHours: '0.2',
          MaxHours: '36.0',
          Average: '14 min',
          Median: '14 min',
          Longest: '36.0 h',
        },
        {
          Review: 'Multiplier',
          DecidedCount: 0,
          PendingCount: 0,
          AverageHours: null,
          MedianHours: null,
          MaxHours: null,
          Average: null,
          Median: null,
          Longest: null,
        },
      ],
    }),
  });
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('ReportsPage', () => {
  it('asks each report with the filters of the address and shows a chart and the exact numbers beside it', async () => {
    signInAsInternalUser(['report.view', 'pricing.view']);
    const api = mockReports(true);
    renderWithApp(<ReportsPage />, {
      path: '/topmenu/reports',
      at: '/topmenu/reports?from=2026-01-01&to=2026-03-31&brand=2',
    });
    const status = section('Pipeline by quote status');
    const open = await within(status).findByRole('row', { name: /^Open/ });
    const cells = within(open).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-value'))).toEqual(['Open', '3', '12345.67', '1']);
    expect(cells[2]?.textContent).toMatch(/12,345\.67/);
    expect(within(status).getByTestId('report-chart')).toBeInTheDocument();
    expect(within(status).getByRole('row', { name: /^Total/ })).toHaveTextContent(/12,445\.67/);
    const [call] = api.callsTo('POST /Report/PipelineByStatus');
    expect(call?.body).toEqual({ DateFrom: '2026-01-01', DateTo: '2026-03-31', BrandId: 2, RegionId: null });
    for (const kind of ['ValueByMonth', 'WeightedForecast', 'ReviewTurnaround', 'PipelineByRep'])
      await waitFor(() => expect(api.callsTo(`POST /Report/${kind}`)).toHaveLength(1));
    expect(screen.getAllByLabelText('Region').length).toBeGreaterThan(0);
    expect(
      await within(section('Review turnaround')).findByRole('row', { name: /^Engineering/ }),
    ).toHaveTextContent('Engineering2114 min14 min36.0 h');
  }, 20_000);

  it('shows counts without money columns, and the region filter too, to a reader without pricing.view', async () => {
    signInAsInternalUser(['report.view']);
    const api = mockReports(false);
    renderWithApp(<ReportsPage />, { path: '/topmenu/reports', at: '/topmenu/reports' });
    const status = section('Pipeline by quote status');
    await within(status).findByRole('row', { name: /^Open/ });
    expect(within(status).queryByRole('columnheader', { name: 'Value' })).toBeNull();
    expect(
      within(section('Quoted and ordered per month')).queryByRole('columnheader', { name: 'Quoted value' }),
    ).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    // Regions come from the reports' own call, not the pricing one such a reader may not use.
    expect(api.callsTo('GET /Report/Regions')).toHaveLength(1);
    expect(api.callsTo('POST /Region/search')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByRole('option', { name: 'Southeast' })).toBeInTheDocument();
  }, 20_000);

  it('labels each chart by what the reader may see, and Clear filters empties the address', async () => {
    signInAsInternalUser(['report.view']);
    const api = mockReports(false);
    const { router } = renderWithApp(<ReportsPage />, {
      path: '/topmenu/reports',
      at: '/topmenu/reports?from=2026-01-01&brand=2&region=3',
    });
    const byRep = section('Pipeline by rep');
    await within(byRep).findByRole('row', { name: /^Open/ });
    expect(within(byRep).getByTestId('report-chart')).toHaveAttribute(
      'aria-label',
      'Pipeline by rep: quotes per rep',
    );
    const perMonth = section('Quoted and ordered per month');
    const headers = await within(perMonth).findAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Month', 'Quotes', 'Orders']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(api.callsTo('POST /Report/PipelineByRep').at(-1)?.body).toEqual({
        DateFrom: null,
        DateTo: null,
        BrandId: null,
        RegionId: null,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  }, 20_000);

  it('says the date range is wrong and asks nothing until it is right', async () => {
    signInAsInternalUser(['report.view', 'pricing.view']);
    const api = mockReports(true);
    renderWithApp(<ReportsPage />, {
      path: '/topmenu/reports',
      at: '/topmenu/reports?from=2026-05-01&to=2026-04-01',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    // No report is asked for (the region list for the filter is).
    expect(
      api.calls.filter((call) => call.path.startsWith('/Report/') && call.path !== '/Report/Regions'),
    ).toHaveLength(0);
  });

  it('tells a reader without report.view so and calls no report (a 403 would sign them out)', () => {
    signInAsInternalUser(['project.view']);
    const api = mockReports(true);
    renderWithApp(<ReportsPage />, { path: '/topmenu/reports', at: '/topmenu/reports' });
    expect(screen.getByText(/Your roles do not include reports/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  describe('its loader (issue #18: the calls start as soon as the page code is loaded)', () => {
    afterEach(() => {
      queryClient.clear();
      sessionStore.clearAll();
    });
    const load = (address: string) =>
      reportsLoader({
        request: new Request(`http://localhost${address}`),
        params: {},
        context: undefined,
      } as Parameters<typeof reportsLoader>[0]);

    it("asks every report with the address's filters, under the keys the sections read", async () => {
      signInAsInternalUser(['report.view', 'pricing.view']);
      const api = mockReports(true);
      expect(load('/topmenu/reports?from=2026-01-01&brand=2')).toBeNull();
      const filters = { DateFrom: '2026-01-01', DateTo: null, BrandId: 2, RegionId: null };
      const kinds = ['PipelineByStatus', 'PipelineByBrand', 'PipelineByRegion', 'PipelineByRep'];
      for (const kind of [...kinds, 'ValueByMonth', 'WeightedForecast', 'ReviewTurnaround']) {
        await waitFor(() => expect(queryClient.getQueryData(reportKeys.report(kind, filters))).toBeDefined());
        expect(api.callsTo(`POST /Report/${kind}`).map((call) => call.body)).toEqual([filters]);
      }
      await waitFor(() => expect(queryClient.getQueryData(reportKeys.regions)).toHaveLength(2));
    });

    it('asks nothing for a reader without report.view, or for a date range the page refuses', () => {
      signInAsInternalUser(['pricing.view']);
      const api = mockReports(true);
      load('/topmenu/reports');
      signInAsInternalUser(['report.view']);
      load('/topmenu/reports?from=2026-03-31&to=2026-01-01');
      expect(api.calls).toHaveLength(0);
    });
  });
});
