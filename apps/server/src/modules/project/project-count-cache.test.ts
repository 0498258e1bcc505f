import { describe, expect, it, vi } from 'vitest';
import { ProjectCountCache } from './project-count-cache.ts';

const counts = (active: number) => ({ active, inactive: 0, mine: 0 });

describe('ProjectCountCache', () => {
  it('answers from the cache until invalidated', async () => {
    const cache = new ProjectCountCache(60_000);
    const load = vi.fn(async () => counts(1));
    expect(await cache.get('user-1', load)).toEqual(counts(1));
    expect(await cache.get('user-1', load)).toEqual(counts(1));
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    load.mockResolvedValueOnce(counts(2));
    expect(await cache.get('user-1', load)).toEqual(counts(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep counts read while a change committed', async () => {
    const cache = new ProjectCountCache(60_000);
    const stale = cache.get('user-1', async () => {
      cache.invalidate(); // a write commits while the counts are being read
      return counts(1);
    });
    expect(await stale).toEqual(counts(1));
    const load = vi.fn(async () => counts(2));
    expect(await cache.get('user-1', load)).toEqual(counts(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('expires entries after the time-to-live, and keeps nothing with a zero time-to-live', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ProjectCountCache(1_000);
      const load = vi.fn(async () => counts(1));
      await cache.get('k', load);
      vi.advanceTimersByTime(1_001);
      await cache.get('k', load);
      expect(load).toHaveBeenCalledTimes(2);
      const uncached = new ProjectCountCache(0);
      await uncached.get('k', load);
      await uncached.get('k', load);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
