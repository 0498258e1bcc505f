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
import { installReliableNodePgTransactions } from './node-postgres-transaction.ts';
import { defaultPostgresTimeouts, type PostgresTimeouts, ResilientPool } from './postgres-pool.ts';
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
  /**
   * Runs start-up work (migrations, seeding) while holding the database's start-up lock, so
   * instances started together on one PostgreSQL take turns (a PostgreSQL advisory lock; the
   * embedded database is locked to one process already).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Answers within timeoutMs or throws: the readiness check. */
  ping(timeoutMs: number): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); undefined for the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/** One key for every AirQuote instance: pg_advisory_lock(STARTUP_LOCK_KEY) serializes start-ups. */
export const STARTUP_LOCK_KEY = 4_242_026_001;

export type DatabaseOptions = (
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: Partial<PostgresTimeouts>;
      /**
       * Told of a connection that failed outside a request (idle, or between a transaction's
       * queries), at most once every 5 s: an outage breaks every connection at once.
       */
      onConnectionError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir: string }
  /** A throw-away in-memory database, optionally started from a dump (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
) & {
  /** Sees every statement (tests count the queries of a request with it). */
  logger?: Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    installReliableNodePgTransactions();
    const pool = new ResilientPool(
      { connectionString: options.url, max: options.poolSize ?? 10 },
      { ...defaultPostgresTimeouts, ...options.timeouts },
      atMostEvery(5_000, options.onConnectionError ?? printConnectionError),
    );
    const db = drizzleNodePostgres({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: options.logger,
    }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      // On a connection of its own: the pool's statement timeout must not cut a long migration.
      migrate: () =>
        withOwnClient(options.url, (client) =>
          migrateNodePostgres(drizzleNodePostgres({ client, casing: 'snake_case' }), { migrationsFolder }),
        ),
      withStartupLock: (work) => withAdvisoryLock(options.url, work),
      ping: (timeoutMs) => pingWithin(() => pool.query('select 1'), timeoutMs),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
      withStartupLock: (work) => work(),
      ping: (timeoutMs) => pingWithin(() => client.query('select 1'), timeoutMs),
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

/** Calls report at most once per interval; the calls in between are dropped. */
function atMostEvery(intervalMs: number, report: (error: Error) => void): (error: Error) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    report(error);
  };
}

const printConnectionError = (error: Error) =>
  console.error(`PostgreSQL connection failed: ${error.message}`);
/** The start-up lock's and migrations' own connections report here. */
const reportOwnConnectionError = atMostEvery(5_000, printConnectionError);

async function pingWithin(query: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Query read timeout (readiness check)')), timeoutMs);
  });
  try {
    await Promise.race([query(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Holds a session-level advisory lock on a connection of its own (not the pool's, whose statement
 * timeout would cut a long migration) while the work runs.
 */
function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  return withOwnClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  });
}

async function withOwnClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', reportOwnConnectionError);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
