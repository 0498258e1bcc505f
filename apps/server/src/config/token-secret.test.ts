import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { readOrCreateTokenSecret } from './token-secret.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the token secret without TOKEN_SECRET (issue #16 item 11)', () => {
  it('signs with no public development secret: each process without TOKEN_SECRET draws its own', () => {
    const first = loadEnv({}).tokenSecret;
    const second = loadEnv({}).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
    expect(first).not.toContain('development');
  });

  it('keeps a random secret in DATA_DIR, readable by its owner only, the same on every start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'airquote-secret-'));
    folders.push(dataDir);
    const secret = readOrCreateTokenSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateTokenSecret(dataDir)).toBe(secret);
    const file = path.join(dataDir, 'token-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('draws a new secret in another data directory', () => {
    const one = mkdtempSync(path.join(tmpdir(), 'airquote-secret-'));
    const two = mkdtempSync(path.join(tmpdir(), 'airquote-secret-'));
    folders.push(one, two);
    expect(readOrCreateTokenSecret(one)).not.toBe(readOrCreateTokenSecret(two));
  });

  it('turns the OpenAPI document off in production unless asked for, and on elsewhere', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadEnv({ NODE_ENV: 'production', TOKEN_SECRET: secret, DATABASE_URL: 'postgres://h/d' }).apiDocs,
    ).toBe(false);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        TOKEN_SECRET: secret,
        DATABASE_URL: 'postgres://h/d',
        API_DOCS: 'true',
      }).apiDocs,
    ).toBe(true);
    expect(loadEnv({}).apiDocs).toBe(true);
    expect(loadEnv({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
