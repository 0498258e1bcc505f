// Fails when the Drizzle schema changed without a committed migration (or the journal is broken).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const committed = path.join(serverDir, 'src/db/migrations');
// Inside apps/server and passed as a relative path: drizzle-kit prefixes `./` to the `out` folder,
// so an absolute path fails (and drizzle-kit still exits 0).
const scratch = mkdtempSync(path.join(serverDir, '.migration-check-'));
const run = (args) =>
  execFileSync(
    process.execPath,
    [path.resolve(import.meta.dirname, '../node_modules/drizzle-kit/bin.cjs'), ...args],
    {
      cwd: serverDir,
      stdio: 'pipe',
      encoding: 'utf8',
    },
  );

try {
  run(['check']);
  cpSync(committed, path.join(scratch, 'migrations'), { recursive: true });
  const config = path.join(serverDir, 'drizzle.check.config.ts');
  writeFileSync(
    config,
    `import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'postgresql', schema: './src/db/schema/index.ts', out: ${JSON.stringify(`./${path.relative(serverDir, path.join(scratch, 'migrations'))}`)}, casing: 'snake_case' });\n`,
  );
  try {
    const output = run(['generate', '--config', config, '--name', 'drift']);
    // Never trust silence: drizzle-kit reports either no change or the file it wrote.
    if (!/No schema changes|Your SQL migration file/.test(output)) {
      console.error(`drizzle-kit generate did not run as expected:\n${output}`);
      process.exit(1);
    }
  } finally {
    rmSync(config, { force: true });
  }
  const before = readdirSync(committed).filter((name) => name.endsWith('.sql'));
  const after = readdirSync(path.join(scratch, 'migrations')).filter((name) => name.endsWith('.sql'));
  if (after.length !== before.length) {
    console.error(
      `The schema changed without a migration: run \`npm run db:generate\` and commit ${after.filter((name) => !before.includes(name)).join(', ')}.`,
    );
    process.exit(1);
  }
  console.log(`migrations: ${before.length} committed, schema in sync`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
