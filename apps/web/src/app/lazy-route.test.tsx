import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, pageReload } from '../lib/lazy-load.ts';
import { themeForBrand } from '../lib/theme.ts';
import { lazyRoute, lazyRouteWithLoader } from './lazy-route.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/** What a browser raises when a deployment replaced the chunk a route needs. */
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js');

function renderLazyRoute(load: () => Promise<{ Page: ComponentType }>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      lazy: lazyRoute(load, (module) => module.Page),
    },
  ]);
  return render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <div>caught: {this.state.error.message}</div> : this.props.children;
  }
}

describe('lazy loading (spec section 4.14)', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('a route whose chunk fails to load reloads the page', async () => {
    renderLazyRoute(() => Promise.reject(chunkError()));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('a route failing for another reason is rethrown to the error page, without a reload', async () => {
    renderLazyRoute(() => Promise.reject(new Error('page module crashed')));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a loaded route is shown', async () => {
    renderLazyRoute(() => Promise.resolve({ Page: () => <div>the page</div> }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a lazy component whose chunk fails reloads the page instead of failing', async () => {
    const Lazy = lazyComponent<object>(() => Promise.reject(chunkError()));
    render(
      <Boundary>
        <Suspense fallback={<div>waiting</div>}>
          <Lazy />
        </Suspense>
      </Boundary>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText(/caught/)).toBeNull();
  });

  it('a lazy component failing for another reason rethrows the error', async () => {
    const Lazy = lazyComponent<object>(() => Promise.reject(new Error('component module crashed')));
    render(
      <Boundary>
        <Suspense fallback={<div>waiting</div>}>
          <Lazy />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('caught: component module crashed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads only once per address, so a chunk that is really gone cannot loop', async () => {
    renderLazyRoute(() => Promise.reject(chunkError()));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The reloaded page meets the same missing chunk: this time the error page is shown.
    renderLazyRoute(() => Promise.reject(chunkError()));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('a route whose loader is a module of its own (issue #18)', () => {
    function renderWithLoader(
      load: () => Promise<{ Page: ComponentType }>,
      loader: () => string,
      loadLoader: () => Promise<{ loader: () => string }> = () => Promise.resolve({ loader }),
    ) {
      const router = createMemoryRouter([
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          lazy: lazyRouteWithLoader(
            load,
            (module) => module.Page,
            loadLoader,
            (module) => ({
              loader: module.loader,
            }),
          ),
        },
      ]);
      return render(
        <MantineProvider theme={themeForBrand(null)} env="test">
          <RouterProvider router={router} />
        </MantineProvider>,
      );
    }

    it("runs the loader while the page's chunk is still loading, then shows the page", async () => {
      let pageLoaded: (module: { Page: ComponentType }) => void = () => {};
      const loader = vi.fn(() => 'loaded');
      renderWithLoader(() => new Promise((resolve) => (pageLoaded = resolve)), loader);
      await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      pageLoaded({ Page: () => <div>the page</div> });
      expect(await screen.findByText('the page')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledTimes(1);
    });

    it("a loader's chunk that fails to load reloads the page", async () => {
      renderWithLoader(
        () => Promise.resolve({ Page: () => <div>the page</div> }),
        () => 'never',
        () => Promise.reject(chunkError()),
      );
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });
  });
});
