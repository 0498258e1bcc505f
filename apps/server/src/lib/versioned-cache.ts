/**
 * Answers kept in memory with the data version they were built from (db/data-version.ts). The
 * caller reads the current version BEFORE building an answer and stores it under that version, so
 * an entry is never newer than its label; an entry whose version differs from the current one is
 * never served. Bounded: the least recently stored entries go first.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, value });
  }

  /** The entry for this version, or what build() makes (stored under that version). */
  async getOrBuild(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const cached = this.get(key, version);
    if (cached !== undefined) return cached;
    const value = await build();
    this.set(key, version, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
