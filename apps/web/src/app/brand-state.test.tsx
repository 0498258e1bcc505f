import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../lib/api-client.ts';
import { useBrandState } from '../shared/session/brand-state.ts';
import { errorAnswer, mockApi } from '../test/mock-api.ts';
import { RootLayout } from './root-layout.tsx';

const brands = [
  { BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' },
  { BrandId: 2, Name: 'Polaris', CssClass: 'brand-polaris' },
];
const clientConfig = () => ({ InactivityTimeoutSeconds: 900, InactivityCountdownSeconds: 30 });

/** Shows the brand state as a page under the root layout would read it. */
function BrandStateProbe() {
  const state = useBrandState();
  return (
    <dl>
      <dt>loaded</dt>
      <dd data-testid="loaded">{String(state.loaded)}</dd>
      <dt>brands</dt>
      <dd data-testid="brands">{state.brands.map((brand) => `${brand.BrandId} ${brand.Name}`).join(', ')}</dd>
      <dt>error</dt>
      <dd data-testid="error">{state.error instanceof ApiCallError ? `${state.error.status}` : 'none'}</dd>
    </dl>
  );
}

function renderRootLayout(page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: page }] }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** An answer the test releases when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('brand state (spec sections 4 and 7)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the root layout loads the brands at startup, once, for a page that does not ask for them', async () => {
    const api = mockApi({ 'GET /Brand/getBrands': () => brands, 'GET /Config/client': clientConfig });
    const queryClient = renderRootLayout(<div>the login page</div>);
    await screen.findByText('the login page');
    await vi.waitFor(() => expect(queryClient.getQueryData(['brands'])).toEqual(brands));
    expect(api.callsTo('GET /Brand/getBrands')).toHaveLength(1);
  });

  it('is not loaded at first, then loaded with the list and no error', async () => {
    const answer = deferred<typeof brands>();
    const api = mockApi({ 'GET /Brand/getBrands': () => answer.promise, 'GET /Config/client': clientConfig });
    renderRootLayout(<BrandStateProbe />);
    expect(await screen.findByTestId('loaded')).toHaveTextContent('false');
    expect(screen.getByTestId('brands')).toBeEmptyDOMElement();
    await act(async () => answer.resolve(brands));
    expect(await screen.findByText('1 Zephyr, 2 Polaris')).toBeInTheDocument();
    expect(screen.getByTestId('loaded')).toHaveTextContent('true');
    expect(screen.getByTestId('error')).toHaveTextContent('none');
    // The layout and the page share the one call.
    expect(api.callsTo('GET /Brand/getBrands')).toHaveLength(1);
  });

  it('a failed load is loaded too, with the error and no brands', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /Brand/getBrands': () => errorAnswer(500, 'database down'),
      'GET /Config/client': clientConfig,
    });
    renderRootLayout(<BrandStateProbe />);
    await vi.waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('true'));
    expect(screen.getByTestId('error')).toHaveTextContent('500');
    expect(screen.getByTestId('brands')).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith('GET /api/Brand/getBrands answered 500', expect.anything());
  });
});
