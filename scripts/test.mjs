// The one test command (npm test): typecheck, lint, dependency rules, migration check,
// unit/component/API tests, build, JavaScript budgets, operations tests (two built servers behind
// haproxy on PostgreSQL and Redis), then browser tests against the built product. Stops at the first failing step and
// ends with one 'N passed, N failed' line counting every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestReport = path.join(tmp, 'vitest-report.json');
const opsReport = path.join(tmp, 'vitest-ops-report.json');
const playwrightReport = path.join(tmp, 'playwright-report.json');
rmSync(vitestReport, { force: true });
rmSync(opsReport, { force: true });
rmSync(playwrightReport, { force: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('biome'), ['check', '--error-on-warnings', '.']],
  ['dependency rules', 'npm', ['run', '--silent', 'deps']],
  ['migrations', process.execPath, ['scripts/check-migrations.mjs']],
  [
    'unit, component and API tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['build', 'npm', ['run', 'build']],
  // Issue #18: the login page's and each route's JavaScript, from the build's manifest (ADR 34).
  ['JavaScript budgets', process.execPath, ['scripts/check-web-budget.mjs']],
  [
    'operations tests',
    bin('vitest'),
    [
      'run',
      '--config=apps/server/vitest.ops.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${opsReport}`,
    ],
  ],
  ['browser tests', bin('playwright'), ['test', '--reporter=list,json']],
];

let passed = 0;
let failed = 0;

function countVitest(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright() {
  if (!existsSync(playwrightReport)) return;
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += (stats.unexpected ?? 0) + (stats.skipped ?? 0);
}

let exitCode = 0;
let failedStep = null;
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const env = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    FORCE_COLOR: process.env.CI ? '0' : '1',
  };
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(
    `  ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    exitCode = result.status ?? 1;
    failedStep = name;
    break;
  }
}
countVitest(vitestReport);
countVitest(opsReport);
countPlaywright();
// A failed step that reported no failed test (a typecheck, a crash before any test) counts as one.
if (failedStep && failed === 0) failed = 1;
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
