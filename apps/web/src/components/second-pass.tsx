import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Children drawn in a second pass (issue #18): the first pass puts the rest of the screen on screen,
 * then, from the next frame, these render as a transition that yields to the browser.
 */
export function SecondPass({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready ? children : fallback;
}
