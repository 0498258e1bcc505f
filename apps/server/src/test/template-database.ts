import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed-database.ts';

export const TEST_DEMO_PASSWORD = 'Demo#2026';
export const PGLITE_TEMPLATE_FILE = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/.tmp/test-db/template.tar.gz',
);
export const POSTGRES_TEMPLATE_NAME = 'airquote_test_template';

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Builds the migrated, seeded database every test file starts from, once per run: a PostgreSQL
 * template database when TEST_DATABASE_URL is set, otherwise a PGlite dump on disk.
 */
export async function buildTemplateDatabase(testDatabaseUrl: string | undefined): Promise<void> {
  const seedEnv = { seedDemoData: true, DEMO_PASSWORD: TEST_DEMO_PASSWORD };
  if (testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_NAME} with (force)`);
      await admin.query(`create database ${POSTGRES_TEMPLATE_NAME}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(testDatabaseUrl, POSTGRES_TEMPLATE_NAME),
      poolSize: 1,
    });
    try {
      await database.migrate();
      await seedDatabase(database.db, seedEnv);
    } finally {
      await database.close();
    }
    return;
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await database.migrate();
    await seedDatabase(database.db, seedEnv);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
    writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
