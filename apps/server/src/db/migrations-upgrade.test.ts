import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { seedDatabase } from './seed/seed-database.ts';

/**
 * An installation upgraded, not created: a database with catalog rows at migration 0023 takes every
 * later migration and the start-up seed (ADR 0045). Migration 0024's UPDATE once left deferred
 * trigger events that made its ALTER TABLE fail on any database holding heat pump ratings.
 */
const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
let database: DatabaseConnection | undefined;
let scratch: string | undefined;
afterEach(async () => {
  await database?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  database = undefined;
  scratch = undefined;
});

/** The committed migrations up to and including `lastIndex`, as an older release shipped them. */
function migrationsUpTo(lastIndex: number): string {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'airquote-migrations-'));
  cpSync(migrationsFolder, scratch, { recursive: true });
  const journalFile = path.join(scratch, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalFile, JSON.stringify(journal));
  return scratch;
}

/** Rows of a raw query (the database kinds' results differ in type, not in `rows`). */
async function rowsOf(query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await (database as DatabaseConnection).db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('upgrading a database created by an older release', () => {
  it('migrates a database holding heat pump ratings and coils from 0023 to today, and seeds it', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const db = database.db;
    await migrate(db as never, { migrationsFolder: migrationsUpTo(23) });
    // An admin's model (not in the seed) with a heat pump rating and a coil, as 0023 stored them.
    await db.execute(sql`insert into product_type (product_type_id, name) values (99, 'Upgrade test')`);
    await db.execute(sql`insert into product_type_category (product_type_category_id, product_type_id, name, product_type_lookup)
      values (990, 99, 'Upgrade test', 1)`);
    await db.execute(sql`insert into product_model_class (product_model_class_id, product_type_category_id, name)
      values (990, 990, 'UPG')`);
    await db.execute(sql`insert into product_model (product_model_id, product_model_class_id, name, unit_size, nominal_cfm, nominal_capacity_mbh, base_list_price_cents)
      values (9900, 990, 'UPG-024', '024', 800, 24, 100000)`);
    await db.execute(sql`insert into heat_pump_rating (product_model_id, rated_cfm, rated_gpm, rated_cooling_mbh, rated_sensible_ratio,
      rated_eer, rated_heating_mbh, rated_cop, rated_fluid_pd_ft, corrections, min_cooling_ewt_f, max_cooling_ewt_f,
      min_heating_ewt_f, max_heating_ewt_f, min_cfm, max_cfm, min_gpm, max_gpm)
      values (9900, 800, 6, 24, 0.72, 15, 29, 4.6, 9, '{}', 45, 120, 20, 90, 600, 1000, 4, 9)`);
    await db.execute(sql`insert into coil_profile (product_model_id, duty, rows, fins_per_inch, face_area_sq_ft, tube_circuits,
      rated_cfm, rated_entering_db_f, rated_entering_wb_f, rated_entering_fluid_f, rated_fluid_delta_t_f, rated_total_mbh,
      rated_sensible_mbh, rated_fluid_pd_ft, rated_air_pd_in_wg, min_cfm, max_cfm, min_gpm, max_gpm,
      min_entering_fluid_f, max_entering_fluid_f)
      values (9900, 'Cooling', 3, 12, 1.9, 4, 800, 80, 67, 45, 10, 23, 17, 5, 0.1, 300, 1000, 1, 10, 35, 200)`);

    await database.migrate();
    const logged: string[] = [];
    await seedDatabase(db as never, { seedDemoData: false, DEMO_PASSWORD: 'unused' }, (line) =>
      logged.push(line),
    );

    const heatPump = await rowsOf(
      sql`select water_passage_diameter_in, rated_eer, source from heat_pump_rating where product_model_id = 9900`,
    );
    expect(heatPump).toEqual([{ water_passage_diameter_in: 0.84, rated_eer: 15, source: 'upload' }]);
    const coil = await rowsOf(
      sql`select tube_inside_diameter_in, rated_total_mbh, source from coil_profile where product_model_id = 9900`,
    );
    expect(coil).toEqual([{ tube_inside_diameter_in: 0.347, rated_total_mbh: 23, source: 'upload' }]);
    // Only the admin's two rows needed classifying: the seed wrote every other row this start.
    expect(logged).toEqual([
      'Catalog ratings brought to the current published values (ADR 0045): coils: 1 classified upload (kept); heatPumps: 1 classified upload (kept)',
    ]);
  });
});
