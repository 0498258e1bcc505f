/**
 * An in-process count of catalog writes (ExcelUploader uploads, catalog admin writes); call
 * catalogChanged() after the writing transaction has committed.
 *
 * The selection catalog cache (modules/selection/selection-catalog.ts) does not depend on it: it
 * reads the database's 'catalog' data_version, which triggers raise for every writer and every
 * server instance (migration 0007). This counter is only a local signal and may be dropped.
 */
let version = 0;

export function catalogVersion(): number {
  return version;
}

export function catalogChanged(): void {
  version += 1;
}
