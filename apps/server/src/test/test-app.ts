import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type Env, loadEnv } from '../config/env.ts';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import {
  PGLITE_TEMPLATE_FILE,
  POSTGRES_TEMPLATE_NAME,
  TEST_DEMO_PASSWORD,
  withDatabaseName,
} from './template-database.ts';

export { TEST_DEMO_PASSWORD };

/** A fresh copy of the seeded template database for one test file. */
async function openTestDatabase(
  logger: Logger | undefined,
  env: Env,
  connectThrough?: (url: string) => string,
): Promise<DatabaseConnection> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: dump, logger });
  }
  const name = `airquote_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_NAME}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: (connectThrough ?? ((direct) => direct))(withDatabaseName(url, name)),
    poolSize: 4,
    logger,
    timeouts: {
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    onConnectionError: () => {},
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

export type TestAppOptions = {
  env?: Record<string, string>;
  principalCacheTtlMs?: number;
  /** Sees every SQL statement the app runs (to count the queries of a request). */
  queryLogger?: Logger;
  /** PostgreSQL only: rewrites the test database's URL (fault tests connect through a proxy). */
  connectThrough?: (url: string) => string;
  /** Keeps the app's real log (level info, its serializers and redaction) in this stream. */
  logStream?: NodeJS.WritableStream;
  /** A logger of the test's own instead (silent by default). */
  logger?: import('fastify').FastifyServerOptions['logger'];
};

/** The real application on its own database, built exactly as the server builds it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://airquote.test:3000',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...options.env,
  });
  const database = await openTestDatabase(options.queryLogger, env, options.connectThrough);
  const app = await buildApp({
    env,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: options.logger ?? false }),
    principalCacheTtlMs: options.principalCacheTtlMs ?? 0,
  });
  await app.ready();
  return app;
}

/** Signs in through the API and returns the session token. */
export async function signIn(app: App, email: string, password = TEST_DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AppUser/Login',
    payload: { Email: email, Password: password },
  });
  const token = response.headers[AUTH_TOKEN_HEADER.toLowerCase()];
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
