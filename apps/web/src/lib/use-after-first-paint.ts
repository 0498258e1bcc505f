import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen draws its first frame, true right after it has been painted. A part the user
 * does not need in that frame (the add-line-item form above a schedule's grid) is drawn in the next
 * one, so what the screen is opened for shows sooner (issue #14: a 500-line grid within 300 ms). The
 * caller keeps the part's place meanwhile, so nothing moves when it appears.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
