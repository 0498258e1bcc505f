import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockDataDirectory } from './directory-lock.ts';

let dataDir: string;
let lockFile: string;
const releases: (() => void)[] = [];
const children: ChildProcess[] = [];

function lock(): () => void {
  const release = lockDataDirectory(dataDir);
  releases.push(release);
  return release;
}

/** The pid of a process that has exited (and been reaped), so no process has it now. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  if (!result.pid) throw new Error('could not start a child process');
  return result.pid;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'airquote-lock-'));
  lockFile = path.join(dataDir, 'airquote.lock');
});

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('lockDataDirectory', () => {
  it('writes our pid into a lock file and removes it on release', () => {
    const release = lock();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second lock of the same directory with DatabaseLockedError', () => {
    lock();
    expect(() => lockDataDirectory(dataDir)).toThrow(DatabaseLockedError);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('locks the directory again once the first lock is released', () => {
    const release = lock();
    release();
    expect(() => lock()).not.toThrow();
    expect(existsSync(lockFile)).toBe(true);
  });

  it('refuses a directory locked by another live process, naming its pid', () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(child);
    writeFileSync(lockFile, String(child.pid));
    expect(() => lockDataDirectory(dataDir)).toThrow(DatabaseLockedError);
    expect(() => lockDataDirectory(dataDir)).toThrow(`pid ${child.pid}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(child.pid));
  });

  it('takes over a stale lock left by a dead process', () => {
    writeFileSync(lockFile, String(deadPid()));
    lock();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock with our pid that this process does not hold (a restarted container reuses pids)', () => {
    writeFileSync(lockFile, String(process.pid));
    lock();
    expect(() => lockDataDirectory(dataDir)).toThrow(DatabaseLockedError);
  });

  it('takes over an empty lock file (a crash between create and write)', () => {
    writeFileSync(lockFile, '');
    lock();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('releasing twice does not remove a lock taken in between', () => {
    const first = lock();
    first();
    lock();
    first();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDirectory(dataDir)).toThrow(DatabaseLockedError);
  });
});
