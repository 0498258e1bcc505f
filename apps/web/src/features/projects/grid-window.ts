import { type RefObject, useCallback, useEffect, useState } from 'react';

/** From this many rows on the grid renders only the rows in view (issue #14 part 5, ADR 0038). */
export const WINDOW_FROM_ROWS = 80;
/** The height every windowed row keeps (px): a row of small text with its action icons. */
export const WINDOW_ROW_HEIGHT = 41;
/** Rows rendered above and below those in view, so a fast scroll or Tab never meets a gap. */
export const WINDOW_OVERSCAN = 8;
/** The height of the scroll container of a windowed grid before it is measured. */
const DEFAULT_VIEWPORT = 640;

export type RowWindow = { start: number; end: number; before: number; after: number };

/**
 * The rows to render of `count` rows of `rowHeight` px in a container scrolled to `scrollTop` and
 * `viewport` px high: [start, end) with the heights of the spacers above and below them.
 */
export function rowWindow(
  count: number,
  scrollTop: number,
  viewport: number,
  rowHeight = WINDOW_ROW_HEIGHT,
  overscan = WINDOW_OVERSCAN,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewport, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count, first) - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: Math.max(0, count - end) * rowHeight };
}

/**
 * The window of rows of a scroll container (`ref`), following its scrolling and its size; every row
 * when `enabled` is false.
 */
export function useRowWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  enabled: boolean,
): RowWindow & { onScroll: () => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT);
  // The first draw renders only the rows in view; the overscan follows once it is on screen (ADR 0042).
  const [drawn, setDrawn] = useState(false);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element) setScrollTop(element.scrollTop);
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      setViewport(element.clientHeight || DEFAULT_VIEWPORT);
      setDrawn(true);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when a ResizeObserver reports, which it does once the browser has laid the grid out:
    // reading the height here would force that layout before the first paint, and the window would
    // grow by its overscan before the first draw is on screen (ADR 0042).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  if (!enabled) return { start: 0, end: count, before: 0, after: 0, onScroll };
  return {
    ...rowWindow(count, scrollTop, viewport, WINDOW_ROW_HEIGHT, drawn ? WINDOW_OVERSCAN : 0),
    onScroll,
  };
}
