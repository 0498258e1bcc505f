import { type ComponentType, lazy } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';

const RELOADED_KEY = 'aq-chunk-reload';

/** The page reload used on a chunk error; an object so a test can watch it (jsdom cannot reload). */
export const pageReload = { reload: (): void => window.location.reload() };

export function isChunkLoadError(error: unknown): boolean {
  const message = String((error as Error)?.message ?? '');
  return (
    (error as Error)?.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

/**
 * Spec section 4: a chunk-load error (a new deployment replaced the chunks) reloads the page, once
 * per address so a chunk that is really gone cannot loop. Returns whether it reloads.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const address = window.location.pathname + window.location.search;
  if (sessionStorage.getItem(RELOADED_KEY) === address) return false;
  sessionStorage.setItem(RELOADED_KEY, address);
  pageReload.reload();
  return true;
}

function loaded<M>(module: M): M {
  sessionStorage.removeItem(RELOADED_KEY);
  return module;
}

/**
 * A lazily loaded route component. A load error reaches the route's error element (which reloads
 * on chunk errors, at the address the user was going to).
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(loaded(await load())) });
}

/**
 * A lazily loaded route whose loader (and revalidation rule) is a small module of its own: the
 * router runs the loader as soon as that module is loaded, beside the page's chunk rather than after
 * it (issue #18). Load errors behave as in lazyRoute.
 */
export function lazyRouteWithLoader<M, L>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loadLoader: () => Promise<L>,
  pickLoader: (module: L) => { loader: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction },
) {
  // Not `loaded`: the small loader module loading says nothing of the page's chunk, and clearing the
  // reload marker for it would let a page whose chunk keeps failing reload without end.
  const loaderModule = async () => pickLoader(await loadLoader());
  return {
    Component: async () => pick(loaded(await load())),
    loader: async () => (await loaderModule()).loader,
    shouldRevalidate: async () => (await loaderModule()).shouldRevalidate,
  };
}

/** A lazily loaded component outside the route table, with the same reload on chunk errors. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: loaded(await load()) };
    } catch (error) {
      if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
  });
}
