// Loading code on demand (spec section 4): a chunk that fails to load reloads the page once per
// address. Routes (app/lazy-route.ts) and components in any layer load their code through this.
import { type ComponentType, lazy } from 'react';

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

/** A chunk came: the next chunk error at this address may reload again. */
export function loaded<M>(module: M): M {
  sessionStorage.removeItem(RELOADED_KEY);
  return module;
}

/**
 * A lazily loaded component (a screen's tab, a dialog, a section drawn later), with the reload on
 * chunk errors. Render it inside a Suspense.
 */
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
