import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';

/** Calls `onMounted` once its content has been committed (inside a Suspense, once loaded). */
function Committed({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(() => onMounted(), [onMounted]);
  return children;
}

/**
 * A dialog whose code is loaded the first time it opens (its component is a React.lazy one) and
 * which stays mounted from then on, so it closes with its transition. Once loaded it is drawn closed
 * for one commit and then opened, as a dialog mounted from the start is: Mantine's Modal notes what
 * had the focus when `opened` turns true (not when it mounts open) and gives the focus back to it on
 * closing. A screen thus parses and runs none of its dialogs' code before it is first drawn
 * (issue #14 part 5). `children` draws the dialog for the `opened` it is given.
 */
export function LoadedWhenOpened({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [loaded, setLoaded] = useState(opened);
  const [committed, setCommitted] = useState(false);
  const markCommitted = useCallback(() => setCommitted(true), []);
  if (opened && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Committed onMounted={markCommitted}>{children(opened && committed)}</Committed>
    </Suspense>
  );
}
