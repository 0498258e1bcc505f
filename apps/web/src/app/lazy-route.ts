import type { ComponentType } from 'react';

const RELOADED_KEY = 'aq-chunk-reload';

function isChunkLoadError(error: unknown): boolean {
  const message = String((error as Error)?.message ?? '');
  return (
    (error as Error)?.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

/**
 * A lazily loaded route component (spec section 4): on a chunk-load error (a new deployment
 * replaced the chunks) the page reloads once; other errors are rethrown.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_KEY);
      return { Component: pick(module) };
    } catch (error) {
      if (isChunkLoadError(error) && !sessionStorage.getItem(RELOADED_KEY)) {
        sessionStorage.setItem(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}
