import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowWindow, useRowWindow, WINDOW_ROW_HEIGHT } from './grid-window.ts';

describe('rowWindow', () => {
  it('renders the rows in view and the overscan, with spacers for the rest', () => {
    expect(rowWindow(500, 0, 400, 40, 5)).toEqual({ start: 0, end: 16, before: 0, after: 484 * 40 });
    const middle = rowWindow(500, 4000, 400, 40, 5);
    expect(middle).toEqual({ start: 95, end: 116, before: 95 * 40, after: 384 * 40 });
  });

  it('stops at the last row and never goes negative', () => {
    expect(rowWindow(500, 1_000_000, 400, 40, 5)).toEqual({
      start: 495,
      end: 500,
      before: 495 * 40,
      after: 0,
    });
    expect(rowWindow(3, -50, 400, 40, 5)).toEqual({ start: 0, end: 3, before: 0, after: 0 });
  });
});

describe('useRowWindow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the rows in view first, then adds the overscan once the browser has laid the grid out', async () => {
    let report: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const element = document.createElement('section');
    Object.defineProperty(element, 'clientHeight', { value: 410 });
    const { result } = renderHook(() => useRowWindow({ current: element }, 500, true));
    // Before the layout is reported: the default 640 px of rows (16 + 1), no overscan.
    expect(result.current).toMatchObject({ start: 0, end: 17 });
    act(() => report());
    // 410 px: 10 + 1 rows in view and 8 below.
    await waitFor(() => expect(result.current).toMatchObject({ start: 0, end: 19 }));
    expect(result.current.after).toBe((500 - 19) * WINDOW_ROW_HEIGHT);
  });

  it('renders every row when not windowed', () => {
    const { result } = renderHook(() => useRowWindow({ current: null }, 50, false));
    expect(result.current).toMatchObject({ start: 0, end: 50, before: 0, after: 0 });
  });
});
