import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts } from './db/seed/demo-data.ts';
import { seedDatabase } from './db/seed/seed-database.ts';

/** Starts AirQuote: validate env, open and migrate the database, seed, listen, close cleanly. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await database.migrate();
    const seeded = await seedDatabase(database.db, env);
    app = await buildApp({ env, database, startMailWorker: true });
    await app.listen({ port: env.PORT, host: env.HOST });
    const lines = [
      `AirQuote is running at ${env.appUrl} (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'}, ready in ${Date.now() - startedAt} ms)`,
      `API documentation: ${env.appUrl}/api/docs`,
    ];
    if (env.seedDemoData) {
      lines.push(`${seeded ? 'Demo data seeded. ' : ''}Demo accounts (password ${env.DEMO_PASSWORD}):`);
      for (const account of demoAccounts) lines.push(`  ${account.email.padEnd(28)} ${account.who}`);
      lines.push(`Local mailbox: ${env.appUrl}/dev/mail`);
    }
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }

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

main().catch((error: unknown) => {
  process.stderr.write(
    `AirQuote could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
