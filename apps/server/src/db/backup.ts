import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { DatabaseLockedError, lockDataDirectory } from './directory-lock.ts';

/** Which database a backup is taken from or restored into (the server's DATABASE_URL or DATA_DIR). */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The extensions the server opens the embedded database with (db/client.ts): the same here. */
const pgliteExtensions = { pg_trgm };
const LOCK_FILE = 'airquote.lock';
/** pg_dump's custom format starts with these bytes; a gzip file (the embedded dump) with 1f 8b. */
const PG_CUSTOM_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export class BackupError extends Error {}

/**
 * Writes a consistent backup of the database to `file`: pg_dump's custom format for PostgreSQL, a
 * gzipped tar of the data directory for the embedded database. The file appears only when complete.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    if (target.kind === 'postgres')
      await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], target.url);
    else await dumpDataDirectory(target.dataDir, partial);
    // A backup holds everything, password hashes and the token secret too: readable by its owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

/**
 * Replaces the database's content with a backup. PostgreSQL: pg_restore --clean --if-exists in one
 * transaction, refused while other clients (running instances) are connected. Embedded: the backup
 * is unpacked beside DATA_DIR and swapped in under the directory lock (refused while a server holds
 * it); the replaced directory is kept beside it and its path returned.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ replacedDataDir: string | null }> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${path.resolve(file)}.`);
  const head = readFileSync(file).subarray(0, 5);
  if (target.kind === 'postgres') {
    if (!head.subarray(0, PG_CUSTOM_MAGIC.length).equals(PG_CUSTOM_MAGIC))
      throw new BackupError(
        `${file} is not a PostgreSQL backup (pg_dump custom format). A backup of the embedded database is restored with DATABASE_URL unset.`,
      );
    await refuseWhileInUse(target.url);
    await runPostgresTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file],
      target.url,
    );
    return { replacedDataDir: null };
  }
  if (!head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC))
    throw new BackupError(
      `${file} is not a backup of the embedded database (a gzipped data directory). A PostgreSQL backup is restored with DATABASE_URL set.`,
    );
  return { replacedDataDir: await swapInDataDirectory(target.dataDir, file) };
}

/** The embedded database is dumped with no server running: the lock says whether one is. */
function lockForBackup(dataDir: string, action: string): () => void {
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError)
      throw new BackupError(`${error.message} The embedded database is ${action} with the server stopped.`);
    throw error;
  }
}

async function dumpDataDirectory(dataDir: string, outFile: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${path.resolve(dataDir)} (DATA_DIR).`);
  const unlock = lockForBackup(dataDir, 'backed up');
  try {
    // Opening runs recovery if the last server did not close cleanly; the dump is then taken between
    // statements (PGlite's dumpDataDir), the same consistent copy PGlite's own clone() uses.
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

async function swapInDataDirectory(dataDir: string, file: string): Promise<string | null> {
  const target = path.resolve(dataDir);
  const unlock = lockForBackup(dataDir, 'restored');
  const staging = `${target}.restoring-${process.pid}`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const dump = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
    const client = await PGlite.create({ dataDir: staging, loadDataDir: dump, extensions: pgliteExtensions });
    try {
      await client.query('select count(*) from pg_class');
    } finally {
      await client.close();
    }
    // The dump holds the lock file of the process that took it; the restored directory gets ours,
    // so it is locked from the moment it takes DATA_DIR's place until this restore ends.
    writeFileSync(path.join(staging, LOCK_FILE), readFileSync(path.join(target, LOCK_FILE)));
    const holdsData = readdirSync(target).some((entry) => entry !== LOCK_FILE);
    let replaced: string | null = null;
    if (holdsData) {
      replaced = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-').replace(/\..*$/, '')}`;
      renameSync(target, replaced);
      rmSync(path.join(replaced, LOCK_FILE), { force: true });
    } else {
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    return replaced;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

/** A restore under running instances would fight their locks and leave them caches of the old data. */
async function refuseWhileInUse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const others = rows[0]?.others ?? 0;
    if (others > 0)
      throw new BackupError(
        `${others} other connection(s) use this database (running AirQuote instances?). Stop them before restoring.`,
      );
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL. The password goes through PGPASSWORD, not the command
 * line, where any user of the machine could read it.
 */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${connection.toString()}`, ...args], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
