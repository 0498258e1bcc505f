import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../test/database-backup-cli.ts';
import { BackupError, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { selectRows } from './raw-sql.ts';

/** The embedded database's backup and restore, through the npm scripts a person runs. */
let folder: string;
let dataDir: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'airquote-backup-'));
  dataDir = path.join(folder, 'data');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function withDatabase<T>(
  work: (query: (text: string) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work((text) => selectRows(database.db, sql.raw(text)));
  } finally {
    await database.close();
  }
}

const quoteNames = () => withDatabase((query) => query('select name from quote_name order by name'));

describe('db:backup and db:restore on the embedded database', () => {
  it('restores the data as it was at the backup, keeping the replaced data aside', async () => {
    await withDatabase(async (query) => {
      await query('create table quote_name (name text not null)');
      await query("insert into quote_name values ('Before backup')");
    });
    const file = path.join(folder, 'backups', 'airquote.tar.gz');
    const backup = runBackupCommand('backup', file, { DATA_DIR: dataDir });
    expect(backup.output).toContain('Backed up the embedded database');
    expect(backup.status).toBe(0);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(existsSync(`${file}.partial`)).toBe(false);

    await withDatabase(async (query) => {
      await query("update quote_name set name = 'Changed after backup'");
      await query("insert into quote_name values ('Added after backup')");
    });
    expect(await quoteNames()).toEqual([{ name: 'Added after backup' }, { name: 'Changed after backup' }]);

    const restore = runBackupCommand('restore', file, { DATA_DIR: dataDir });
    expect(restore.output).toContain('Restored the embedded database');
    expect(restore.status).toBe(0);
    expect(await quoteNames()).toEqual([{ name: 'Before backup' }]);
    // What the restore replaced is kept beside DATA_DIR, unlocked, with the later changes in it.
    const kept = /kept in (\S+):/.exec(restore.output)?.[1] ?? '';
    expect(path.dirname(kept)).toBe(folder);
    expect(existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(kept, 'airquote.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'airquote.lock'))).toBe(false);
  });

  it('refuses to back up or restore while a server holds the database, and changes nothing', async () => {
    const file = path.join(folder, 'backups', 'airquote.tar.gz');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.db.execute(sql.raw("insert into quote_name values ('Written while running')"));
      const backupRefused = runBackupCommand('backup', path.join(folder, 'while-running.tar.gz'), {
        DATA_DIR: dataDir,
      });
      const restoreRefused = runBackupCommand('restore', file, { DATA_DIR: dataDir });
      for (const refused of [backupRefused, restoreRefused]) {
        expect(refused.status).toBe(1);
        expect(refused.output).toContain(`in use by another AirQuote process (pid ${process.pid})`);
        expect(refused.output).toContain('with the server stopped');
      }
      expect(existsSync(path.join(folder, 'while-running.tar.gz'))).toBe(false);
    } finally {
      await database.close();
    }
    expect(await quoteNames()).toEqual([{ name: 'Before backup' }, { name: 'Written while running' }]);
  });

  it('says what is wrong with a file that is not an embedded backup, or no file', async () => {
    const notABackup = path.join(folder, 'not-a-backup.dump');
    writeFileSync(notABackup, 'PGDMP-not-ours');
    await expect(restoreDatabase({ kind: 'pglite', dataDir }, notABackup)).rejects.toThrow(
      /not a backup of the embedded database/,
    );
    await expect(restoreDatabase({ kind: 'pglite', dataDir }, path.join(folder, 'missing'))).rejects.toThrow(
      BackupError,
    );
    const usage = runBackupCommand('backup', '', { DATA_DIR: dataDir });
    expect(usage.status).toBe(1);
    expect(usage.output).toContain('Usage: npm run db:backup -- <file>');
  });
});
