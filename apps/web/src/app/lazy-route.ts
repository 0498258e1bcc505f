import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { loaded } from '../lib/lazy-load.ts';

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
  // On a machine whose cores are saturated the loader's module, which imports its contracts and with
  // them zod, arrives with the page's chunks rather than before them (measured, ADR 50).
  // Not `loaded`: the small loader module loading says nothing of the page's chunk, and clearing the
  // reload marker for it would let a page whose chunk keeps failing reload without end.
  const loaderModule = async () => pickLoader(await loadLoader());
  return {
    Component: async () => pick(loaded(await load())),
    loader: async () => (await loaderModule()).loader,
    shouldRevalidate: async () => (await loaderModule()).shouldRevalidate,
  };
}
