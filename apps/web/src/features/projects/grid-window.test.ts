import { describe, expect, it } from 'vitest';
import { rowWindow } from './grid-window.ts';

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
