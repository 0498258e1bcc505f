import type { ProjectCounts } from './project-list.repository.ts';

/**
 * The counts of a project search (active, inactive, mine) cached per user and filter, since they
 * scan every visible project while the page reads only its own rows, and sorting or paging does not
 * change them. Any project or project-user change made by this process empties the cache at once
 * (a generation number); changes made by another instance show within the time-to-live. With the
 * embedded database there is only one process, so the counts are always exact.
 */
export class ProjectCountCache {
  private generation = 0;
  private readonly entries = new Map<
    string,
    { counts: ProjectCounts; generation: number; expiresAt: number }
  >();

  constructor(private readonly ttlMs: number) {}

  async get(key: string, load: () => Promise<ProjectCounts>): Promise<ProjectCounts> {
    const cached = this.entries.get(key);
    if (cached && cached.generation === this.generation && cached.expiresAt > Date.now())
      return cached.counts;
    const generation = this.generation;
    const counts = await load();
    // A change committed while the counts were read may be missing from them: keep them only if
    // nothing changed meanwhile.
    if (this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= 10_000) this.entries.clear();
      this.entries.set(key, { counts, generation, expiresAt: Date.now() + this.ttlMs });
    }
    return counts;
  }

  /** Call after a change to projects or project users has committed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
