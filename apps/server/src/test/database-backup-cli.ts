import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npm run db:backup|db:restore -- <file>` as a person would, with only the given variables. */
export function runBackupCommand(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', `db:${command}`, '--', file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
