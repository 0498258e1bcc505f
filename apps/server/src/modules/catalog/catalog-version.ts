/**
 * An in-process count of catalog writes: ExcelUploader uploads and the catalog writes call
 * catalogChanged() after their transaction has committed (before the commit, a cache could be
 * refilled with the old rows and trusted as current).
 *
 * The selection catalog cache (modules/selection/selection-catalog.ts) trusts the catalog data
 * version it confirmed in the database for a second unless this number moved, so this process's
 * catalog changes show at once; the database version (raised by triggers for every writer, migration
 * 0007) covers other instances.
 */
let version = 0;

export function catalogVersion(): number {
  return version;
}

export function catalogChanged(): void {
  version += 1;
}
