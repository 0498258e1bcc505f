import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import {
  airFlowProfiles,
  coilProfiles,
  filterPressureDrops,
  heatPumpRatings,
  type RatingSource,
} from '../schema/catalog-engineering.ts';

/**
 * Brings untouched seeded rating rows to the current published values (ADR 0045). A row whose source
 * is 'catalog' and whose values differ from today's reference takes the reference's values; an
 * 'upload' row (an admin's) is never written. A row without a source (stored before migration 0026)
 * is first classified: 'catalog' if its values equal what a seed wrote (today's reference or an
 * earlier seed's, legacy-seed-ratings.ts), else 'upload'. Idempotent: a second run writes nothing.
 */

type CoilValues = Omit<typeof coilProfiles.$inferInsert, 'coilProfileId' | 'source'>;
type FanValues = Omit<typeof airFlowProfiles.$inferInsert, 'airFlowProfileId' | 'source'>;
type FilterValues = Omit<typeof filterPressureDrops.$inferInsert, 'filterPressureDropId' | 'source'>;
type HeatPumpValues = Omit<typeof heatPumpRatings.$inferInsert, 'heatPumpRatingId' | 'source'>;

/** What the seed writes for one table: today's reference rows, and rows earlier seeds wrote instead. */
export type SeededRows<Values> = { current: Values[]; legacy: Values[] };

export type SeededRatings = {
  coils: SeededRows<CoilValues>;
  fans: SeededRows<FanValues>;
  filters: SeededRows<FilterValues>;
  heatPumps: SeededRows<HeatPumpValues>;
};

/** Per table: rows brought to today's reference, and rows without a source classified either way. */
export type RatingTableRefresh = { refreshed: number; classifiedCatalog: number; classifiedUpload: number };
export type RatingsRefresh = Record<keyof SeededRatings, RatingTableRefresh>;

/** Stored and seeded engineering numbers are equal when they agree to 9 significant digits. */
function near(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      near((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

/** The stored row has the seeded values (the seed's columns only; ids and source are not values). */
export function sameRatingValues(stored: object, seeded: object): boolean {
  return Object.entries(seeded).every(([column, value]) =>
    near((stored as Record<string, unknown>)[column], value),
  );
}

export type RatingUpdate<Values> = { id: number; set: Partial<Values> & { source?: RatingSource } };

/** What one table needs written: each update, and the counts the start-up log reports. */
export function planRatingRefresh<Values extends object>(
  stored: Array<{ id: number; source: RatingSource | null; row: object }>,
  seeded: SeededRows<Values>,
  keyOf: (row: object) => string,
): { updates: RatingUpdate<Values>[]; counts: RatingTableRefresh } {
  const current = new Map(seeded.current.map((row) => [keyOf(row), row]));
  const legacy = new Map<string, Values[]>();
  for (const row of seeded.legacy) legacy.set(keyOf(row), [...(legacy.get(keyOf(row)) ?? []), row]);
  const counts: RatingTableRefresh = { refreshed: 0, classifiedCatalog: 0, classifiedUpload: 0 };
  const updates: RatingUpdate<Values>[] = [];
  for (const { id, source, row } of stored) {
    const key = keyOf(row);
    const reference = current.get(key);
    const upToDate = reference !== undefined && sameRatingValues(row, reference);
    let classified = source;
    if (classified === null) {
      const seededBefore = (legacy.get(key) ?? []).some((old) => sameRatingValues(row, old));
      classified = upToDate || seededBefore ? 'catalog' : 'upload';
      if (classified === 'catalog') counts.classifiedCatalog++;
      else counts.classifiedUpload++;
    }
    if (classified === 'catalog' && reference !== undefined && !upToDate) {
      counts.refreshed++;
      updates.push({ id, set: { ...reference, source: classified } });
    } else if (source === null) {
      updates.push({ id, set: { source: classified } as RatingUpdate<Values>['set'] });
    }
  }
  return { updates, counts };
}

const coilKey = (row: object) => {
  const coil = row as CoilValues;
  return `${coil.productModelId}/${coil.duty}/${coil.rows}`;
};
const fanKey = (row: object) => {
  const fan = row as FanValues;
  return `${fan.productModelId}/${fan.motorType}`;
};
const filterKey = (row: object) => {
  const filter = row as FilterValues;
  return `${filter.productModelId}/${filter.filterName}`;
};
const heatPumpKey = (row: object) => String((row as HeatPumpValues).productModelId);

/** Classifies and refreshes the four rating tables in one transaction; returns what it did per table. */
export async function refreshCatalogRatings(
  db: DatabaseOrTransaction,
  seeded: SeededRatings,
): Promise<RatingsRefresh> {
  return db.transaction(async (tx) => {
    const coils = planRatingRefresh(
      (await tx.select().from(coilProfiles)).map((row) => ({
        id: row.coilProfileId,
        source: row.source,
        row,
      })),
      seeded.coils,
      coilKey,
    );
    for (const { id, set } of coils.updates)
      await tx.update(coilProfiles).set(set).where(eq(coilProfiles.coilProfileId, id));

    const fans = planRatingRefresh(
      (await tx.select().from(airFlowProfiles)).map((row) => ({
        id: row.airFlowProfileId,
        source: row.source,
        row,
      })),
      seeded.fans,
      fanKey,
    );
    for (const { id, set } of fans.updates)
      await tx.update(airFlowProfiles).set(set).where(eq(airFlowProfiles.airFlowProfileId, id));

    const filters = planRatingRefresh(
      (await tx.select().from(filterPressureDrops)).map((row) => ({
        id: row.filterPressureDropId,
        source: row.source,
        row,
      })),
      seeded.filters,
      filterKey,
    );
    for (const { id, set } of filters.updates)
      await tx.update(filterPressureDrops).set(set).where(eq(filterPressureDrops.filterPressureDropId, id));

    const heatPumps = planRatingRefresh(
      (await tx.select().from(heatPumpRatings)).map((row) => ({
        id: row.heatPumpRatingId,
        source: row.source,
        row,
      })),
      seeded.heatPumps,
      heatPumpKey,
    );
    for (const { id, set } of heatPumps.updates)
      await tx.update(heatPumpRatings).set(set).where(eq(heatPumpRatings.heatPumpRatingId, id));

    return {
      coils: coils.counts,
      fans: fans.counts,
      filters: filters.counts,
      heatPumps: heatPumps.counts,
    };
  });
}

/** One line for the start-up log, or null when nothing was classified or refreshed. */
export function describeRatingsRefresh(refresh: RatingsRefresh): string | null {
  const parts = Object.entries(refresh).flatMap(([table, counts]) => {
    const said = [
      counts.refreshed ? `${counts.refreshed} refreshed` : '',
      counts.classifiedCatalog ? `${counts.classifiedCatalog} classified catalog` : '',
      counts.classifiedUpload ? `${counts.classifiedUpload} classified upload (kept)` : '',
    ].filter(Boolean);
    return said.length ? [`${table}: ${said.join(', ')}`] : [];
  });
  return parts.length
    ? `Catalog ratings brought to the current published values (ADR 0045): ${parts.join('; ')}`
    : null;
}
