import { type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code is loaded the first time it opens (its component is a React.lazy one) and
 * which stays mounted from then on, so it closes with its transition and gives the focus back to
 * what opened it, as a dialog mounted from the start does. A screen thus parses and runs none of its
 * dialogs' code before it is first drawn (issue #14 part 5).
 */
export function LoadedWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(opened);
  if (opened && !loaded) setLoaded(true);
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}
