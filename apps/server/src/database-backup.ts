import path from 'node:path';
import { loadEnv } from './config/env.ts';
import { BackupError, type BackupTarget, backupDatabase, restoreDatabase } from './db/backup.ts';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (in the image:
 * `node apps/server/dist/database-backup.mjs backup|restore <file>`), on the database the server
 * would use: PostgreSQL when DATABASE_URL is set, otherwise the embedded one in DATA_DIR.
 */
async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    throw new BackupError(
      'Usage: npm run db:backup -- <file>   or   npm run db:restore -- <file>\n' +
        '(node apps/server/dist/database-backup.mjs backup|restore <file> where npm is not at hand)',
    );
  }
  const env = loadEnv();
  const target: BackupTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
  const where =
    target.kind === 'postgres'
      ? 'the PostgreSQL database of DATABASE_URL'
      : `the embedded database in ${target.dataDir}`;
  const startedAt = Date.now();
  const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
  if (command === 'backup') {
    const { bytes } = await backupDatabase(target, file);
    process.stdout.write(
      `Backed up ${where} to ${path.resolve(file)} (${(bytes / 1_048_576).toFixed(1)} MB) in ${seconds()} s.\n`,
    );
    return;
  }
  const { replacedDataDir } = await restoreDatabase(target, file);
  process.stdout.write(`Restored ${where} from ${path.resolve(file)} in ${seconds()} s.\n`);
  if (replacedDataDir)
    process.stdout.write(
      `The data it replaced is kept in ${replacedDataDir}: delete it once the restore is checked.\n`,
    );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
