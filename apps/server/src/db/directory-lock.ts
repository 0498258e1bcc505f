import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: a file with our own pid that is not here was left by an earlier process. */
const heldLocks = new Map<string, symbol>();

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * This takes an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 * A second lock of the same directory in this process is refused as well (two PGlite instances
 * on one directory corrupt it just the same).
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'airquote.lock');
  if (heldLocks.has(lockPath)) {
    throw new DatabaseLockedError(
      `The database in ${path.resolve(dataDir)} is already open in this process. Close it first.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(lockPath, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      const holder = Symbol(lockPath);
      heldLocks.set(lockPath, holder);
      return () => {
        // Releasing twice must not remove a lock taken again in between.
        if (heldLocks.get(lockPath) !== holder) return;
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new DatabaseLockedError(
          `The database in ${path.resolve(dataDir)} is in use by another AirQuote process (pid ${ownerPid}). ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Cannot lock the database in ${path.resolve(dataDir)}`);
}
