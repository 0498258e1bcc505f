import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('serves an entry only for the version it was stored with', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('grid:1', '7', 'answer');
    expect(cache.get('grid:1', '7')).toBe('answer');
    expect(cache.get('grid:1', '8')).toBeUndefined();
    expect(cache.get('grid:2', '7')).toBeUndefined();
  });

  it('drops the oldest stored entry when full, and a stored key counts as new again', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', '1', 1);
    cache.set('b', '1', 2);
    cache.set('a', '1', 3);
    cache.set('c', '1', 4);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe(3);
    expect(cache.get('c', '1')).toBe(4);
  });
});
