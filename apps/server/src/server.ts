import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { readOrCreateTokenSecret } from './config/token-secret.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts } from './db/seed/demo-data.ts';
import { seedDatabase } from './db/seed/seed-database.ts';

/** Starts AirQuote: validate env, open and migrate the database, seed, listen, close cleanly. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const env = loadEnv();
  if (!env.TOKEN_SECRET) env.tokenSecret = readOrCreateTokenSecret(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          timeouts: {
            connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
            statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
          },
          onConnectionError: (error) => logConnectionError(app, error),
        }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    // Instances started together on one PostgreSQL take turns: the first migrates and seeds, the
    // others find the work done (issue #16, item 6).
    const seeded = await database.withStartupLock(async () => {
      await database.migrate();
      return seedDatabase(database.db, env, logStartup);
    });
    app = await buildApp({ env, database, startMailWorker: true, takeOverStalledJobs: true });
    await app.listen({ port: env.PORT, host: env.HOST });
    const lines = [
      `AirQuote is running at ${env.appUrl} (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'}, ready in ${Date.now() - startedAt} ms)`,
      `API documentation: ${env.appUrl}/api/docs`,
    ];
    if (env.seedDemoData) {
      lines.push(`${seeded ? 'Demo data seeded. ' : ''}Demo accounts (password ${env.DEMO_PASSWORD}):`);
      for (const account of demoAccounts) lines.push(`  ${account.email.padEnd(28)} ${account.who}`);
      lines.push(`Local mailbox: ${env.appUrl}/dev/mail`);
      lines.push(demoAccountsWarning(env.HOST));
    }
    if (!env.TOKEN_SECRET)
      lines.push(
        `Session tokens are signed with a key kept in ${env.DATA_DIR}/token-secret (set TOKEN_SECRET to choose one).`,
      );
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }

  // A promise nobody awaited must not end a server that serves everyone: say it and go on.
  process.on('unhandledRejection', (reason) => {
    app?.log.error({ err: reason }, 'unhandled promise rejection');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** A lost connection outside a request, in the server's JSON log (the pool limits how often). */
function logConnectionError(
  app: { log: { warn(object: object, message: string): void } } | null,
  error: Error,
) {
  const details = { err: { message: error.message, code: (error as { code?: string }).code } };
  if (app) app.log.warn(details, 'PostgreSQL connection failed');
  else
    process.stderr.write(
      `${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: 'PostgreSQL connection failed' })}\n`,
    );
}

/** What start-up changed in existing data (the app's logger starts later), as a JSON log line. */
function logStartup(message: string) {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);
}

/** Said loudly: demo accounts with a known password must never be reachable by accident. */
function demoAccountsWarning(host: string): string {
  const everyInterface = host === '0.0.0.0' || host === '::';
  const bar = '!'.repeat(96);
  return [
    bar,
    `!! WARNING: the demo accounts above exist and share one known password${everyInterface ? `, and the server listens on every network interface (HOST=${host})` : ''}.`,
    '!! For anything but a local trial set NODE_ENV=production (no demo data) or SEED_DEMO_DATA=false, and HOST=127.0.0.1.',
    bar,
  ].join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `AirQuote could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
