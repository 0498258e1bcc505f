import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../test/database-backup-cli.ts';
import { withDatabaseName } from '../test/template-database.ts';

/**
 * PostgreSQL's backup and restore (pg_dump -Fc, pg_restore --clean --if-exists) through the npm
 * scripts, on a scratch database of the local server. Runs where TEST_DATABASE_URL is set (CI).
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `airquote_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const url = withDatabaseName(adminUrl, name);
let folder: string;

async function withClient<T>(target: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoteNames = () =>
  withClient(url, async (client) => (await client.query('select name from quote_name order by name')).rows);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'airquote-pg-backup-'));
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
});

describe('db:backup and db:restore on PostgreSQL', () => {
  it('restores the data as it was at the backup', async () => {
    await withClient(url, async (client) => {
      await client.query('create table quote_name (name text not null)');
      await client.query("insert into quote_name values ('Before backup')");
    });
    const file = path.join(folder, 'airquote.dump');
    const backup = runBackupCommand('backup', file, { DATABASE_URL: url });
    expect(backup.output).toContain('Backed up the PostgreSQL database of DATABASE_URL');
    expect(backup.status).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await withClient(url, async (client) => {
      await client.query("update quote_name set name = 'Changed after backup'");
      await client.query("insert into quote_name values ('Added after backup')");
    });
    expect(await quoteNames()).toEqual([{ name: 'Added after backup' }, { name: 'Changed after backup' }]);

    // Refused while another client (a running instance) is connected; nothing changes.
    const running = new pg.Client({ connectionString: url });
    await running.connect();
    try {
      const refused = runBackupCommand('restore', file, { DATABASE_URL: url });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('1 other connection(s) use this database');
    } finally {
      await running.end();
    }
    expect(await quoteNames()).toHaveLength(2);

    const restore = runBackupCommand('restore', file, { DATABASE_URL: url });
    expect(restore.output).toContain('Restored the PostgreSQL database of DATABASE_URL');
    expect(restore.status).toBe(0);
    expect(await quoteNames()).toEqual([{ name: 'Before backup' }]);
  });

  it('refuses an embedded backup and says why pg_dump failed', async () => {
    const embedded = path.join(folder, 'embedded.tar.gz');
    writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0, 0, 0]));
    const wrongKind = runBackupCommand('restore', embedded, { DATABASE_URL: url });
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.output).toContain('is not a PostgreSQL backup');
    const missing = runBackupCommand('backup', path.join(folder, 'x.dump'), {
      DATABASE_URL: withDatabaseName(adminUrl, `${name}_missing`),
    });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('pg_dump failed');
    expect(missing.output).toContain('does not exist');
  });
});
