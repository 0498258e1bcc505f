import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../config/paths.ts';
import { lockDataDirectory } from './directory-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** A throw-away in-memory database, optionally started from a dump (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
) & {
  /** Sees every statement (tests count the queries of a request with it). */
  logger?: Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can fail (server restart, a dropped test database); without a listener
    // that error would end the process. The next query gets a fresh connection.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection failed: ${error.message}`));
    const db = drizzleNodePostgres({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: options.logger,
    }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePostgres(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const unlock = options.kind === 'pglite' ? lockDataDirectory(options.dataDir) : () => {};
  try {
    // pg_trgm backs the project text search index (migration 0007); PostgreSQL ships it as contrib.
    const extensions = { pg_trgm };
    const client =
      options.kind === 'pglite'
        ? await PGlite.create({ dataDir: options.dataDir, extensions })
        : await PGlite.create(
            options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
          );
    const db = drizzlePglite({
      client,
      schema,
      casing: 'snake_case',
      logger: options.logger,
    }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
