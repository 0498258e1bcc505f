import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The session-token key when TOKEN_SECRET is not given (development, a local install): a random
 * key made on first start and kept in DATA_DIR, readable by this user only, so sessions survive a
 * restart and no install signs with a key anyone can read in the source (issue #16, item 11).
 */
export function readOrCreateTokenSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'token-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
