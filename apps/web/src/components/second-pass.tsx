import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first draw, true from the next frame on (issue #18): what depends on it is
 * drawn in a second pass, as a transition that yields to the browser, once the first pass is on
 * screen.
 */
export function useSecondPass(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

/** Children drawn in a second pass (useSecondPass); the fallback, if any, until then. */
export function SecondPass({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useSecondPass() ? children : fallback;
}
