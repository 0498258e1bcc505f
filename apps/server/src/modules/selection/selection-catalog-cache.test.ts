import { describe, expect, it } from 'vitest';
import { type CatalogSource, type SelectionCatalog, SelectionCatalogCache } from './selection-catalog.ts';

/** A database stand-in: a committed version, a catalog per load, and counts of both reads. */
function fakeSource() {
  const state = { version: 1, versionReads: 0, loads: 0 };
  const source: CatalogSource = {
    readVersion: async () => {
      state.versionReads += 1;
      return String(state.version);
    },
    load: async () => {
      state.loads += 1;
      return { loadNumber: state.loads } as unknown as SelectionCatalog;
    },
  };
  return { state, source };
}

function cacheWith(source: CatalogSource) {
  const clock = { now: 0, local: 0 };
  const cache = new SelectionCatalogCache(source, {
    confirmMs: 1_000,
    now: () => clock.now,
    localVersion: () => clock.local,
  });
  return { cache, clock };
}

const loadNumber = async (cache: SelectionCatalogCache) =>
  ((await cache.get()).catalog as unknown as { loadNumber: number }).loadNumber;

describe('SelectionCatalogCache', () => {
  it('loads once and trusts the confirmed version without asking again within the window', async () => {
    const { state, source } = fakeSource();
    const { cache, clock } = cacheWith(source);
    expect(await loadNumber(cache)).toBe(1);
    clock.now = 999;
    expect(await loadNumber(cache)).toBe(1);
    expect(state).toMatchObject({ versionReads: 1, loads: 1 });
  });

  it("sees this process's catalog write at once", async () => {
    const { state, source } = fakeSource();
    const { cache, clock } = cacheWith(source);
    await cache.get();
    state.version = 2;
    clock.local = 1;
    expect(await loadNumber(cache)).toBe(2);
    expect(state.versionReads).toBe(2);
  });

  it("sees another instance's write once the window has passed, and only re-reads the version when nothing changed", async () => {
    const { state, source } = fakeSource();
    const { cache, clock } = cacheWith(source);
    await cache.get();
    state.version = 2;
    clock.now = 500;
    expect(await loadNumber(cache)).toBe(1);
    clock.now = 1_000;
    expect(await loadNumber(cache)).toBe(2);
    clock.now = 2_500;
    expect(await loadNumber(cache)).toBe(2);
    expect(state).toMatchObject({ versionReads: 3, loads: 2 });
  });

  it('shares version reads and the load among concurrent callers', async () => {
    const { state, source } = fakeSource();
    const { cache } = cacheWith(source);
    const answers = await Promise.all(Array.from({ length: 10 }, () => loadNumber(cache)));
    expect(answers).toEqual(Array(10).fill(1));
    // The first caller's read, then one more for everyone who arrived while it ran.
    expect(state).toMatchObject({ versionReads: 2, loads: 1 });
  });

  it('makes callers arriving during a version read wait for the next one', async () => {
    const { state, source } = fakeSource();
    const { cache, clock } = cacheWith(source);
    const first = cache.get();
    // A write commits and is announced while the first read is running.
    state.version = 2;
    clock.local = 1;
    const second = cache.get();
    expect(await loadNumber({ get: () => first } as unknown as SelectionCatalogCache)).toBe(1);
    expect(await loadNumber({ get: () => second } as unknown as SelectionCatalogCache)).toBe(2);
    expect(state.versionReads).toBe(2);
  });

  it('tries again after a failed read', async () => {
    const { state, source } = fakeSource();
    let fail = true;
    const failing: CatalogSource = {
      readVersion: async () => {
        if (fail) throw new Error('database unavailable');
        return source.readVersion();
      },
      load: source.load,
    };
    const { cache } = cacheWith(failing);
    await expect(cache.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await loadNumber(cache)).toBe(1);
    expect(state.loads).toBe(1);
  });
});
