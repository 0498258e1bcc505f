// Runs every benchmark of bench/ and prints a summary table (target, measured, PASS/MISS); the figures
// also go to bench/results/latest.json. Builds first (npm run build at the root) only when the server
// bundle or the web build is missing. Usage: npm run bench [-- --skip-build] [-- --only login,startup]
// Names for --only: startup, login, authenticated, login-page-js, selection-api, selection, projects-postgres, projects-pglite, quotes, quotes-list, quote-pdf, submittal-pdf, schedule-spreadsheet, reports, hostile-files. Exit code 1 only when a benchmark
// could not run (a MISS is a measured figure, not an error).
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAuthenticated, describeAuthenticated } from './authenticated.mjs';
import { benchHostileFiles, describeHostileFiles, hostileFilesTarget } from './hostile-files.mjs';
import {
  benchDir,
  formatMs,
  hasServerBuild,
  hasWebBuild,
  repoRoot,
  serverEntry,
  startBenchServer,
} from './lib.mjs';
import { benchLogin, describeLogin } from './login.mjs';
import { benchLoginPageJs, describeLoginPageJs, kB, kiB } from './login-page-js.mjs';
import { benchProjects, describeProjects, projectTargets } from './projects.mjs';
import { benchQuotePdf, describeQuotePdf, quotePdfTarget } from './quote-pdf.mjs';
import { benchQuotes, describeQuotes, quoteTargets } from './quotes.mjs';
import { benchQuotesList, describeQuotesList, quotesListTargets } from './quotes-list.mjs';
import { benchReports, describeReports, reportTargets } from './reports.mjs';
import {
  benchScheduleSpreadsheet,
  describeScheduleSpreadsheet,
  spreadsheetTargets,
} from './schedule-spreadsheet.mjs';
import { benchSelection, describeSelection, selectionTarget } from './selection.mjs';
import { benchSelectionApi, describeSelectionApi, selectionApiTarget } from './selection-api.mjs';
import { benchStartup, describeStartup } from './startup.mjs';
import { benchSubmittalPdf, describeSubmittalPdf, submittalTargets } from './submittal-pdf.mjs';

const allBenches = [
  'startup',
  'login',
  'authenticated',
  'login-page-js',
  'selection-api',
  'selection',
  'projects-postgres',
  'projects-pglite',
  'quotes',
  'quotes-list',
  'quote-pdf',
  'submittal-pdf',
  'schedule-spreadsheet',
  'reports',
  'hostile-files',
];
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const onlyArg = args.find((arg) => arg.startsWith('--only'));
const onlyValue = onlyArg?.includes('=')
  ? onlyArg.split('=')[1]
  : onlyArg
    ? args[args.indexOf(onlyArg) + 1]
    : null;
const selected = onlyValue ? onlyValue.split(',').map((name) => name.trim()) : allBenches;
for (const name of selected) {
  if (!allBenches.includes(name))
    throw new Error(`Unknown benchmark "${name}"; known: ${allBenches.join(', ')}`);
}

// The whole run is bounded: a stuck step cannot keep the machine busy (children die with the process).
const watchdog = setTimeout(
  () => {
    console.error('The benchmark run exceeded 30 minutes; stopping.');
    process.exit(1);
  },
  30 * 60 * 1000,
);
watchdog.unref();

// ---------------------------------------------------------------------------------------------------
// Build when needed.

function runNpm(npmArgs, timeoutMs) {
  console.log(`> npm ${npmArgs.join(' ')}`);
  const result = spawnSync('npm', npmArgs, { cwd: repoRoot, stdio: 'inherit', timeout: timeoutMs });
  return result.status === 0;
}

function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const notes = [];
// Other work on the machine shifts every figure; say so rather than print figures that look clean.
const loadAtStart = os.loadavg()[0];
if (loadAtStart > os.cpus().length / 2) {
  notes.push(
    `The machine was busy when the run started (1-minute load ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores): figures are pessimistic.`,
  );
}

function ensureBuild() {
  if (hasServerBuild() && hasWebBuild()) {
    const sources = Math.max(
      newestMtime(path.join(repoRoot, 'apps/server/src')),
      newestMtime(path.join(repoRoot, 'packages/shared/src')),
    );
    if (sources > statSync(serverEntry).mtimeMs) {
      notes.push(
        'apps/server/dist/server.mjs is older than the sources: run npm run build for current figures.',
      );
    }
    return;
  }
  if (skipBuild) {
    notes.push('--skip-build: the missing build was not attempted.');
  } else {
    console.log('A build is missing (apps/server/dist/server.mjs or apps/web/dist/index.html): building.');
    if (!runNpm(['run', 'build'], 10 * 60 * 1000)) {
      notes.push('npm run build failed (see the output above).');
      if (!hasServerBuild()) {
        console.log('Building the server alone.');
        runNpm(['run', 'build', '-w', '@airquote/server'], 5 * 60 * 1000);
      }
    }
  }
  if (!hasServerBuild()) {
    console.error('apps/server/dist/server.mjs is missing and could not be built: no benchmark can run.');
    process.exit(1);
  }
  if (!hasWebBuild()) {
    notes.push(
      'The web app is not built (apps/web/dist/index.html missing): login page JavaScript skipped; startup measured until the API answers, not judged.',
    );
  }
}

// The selection engine benchmark runs in-process and needs no build.
if (selected.some((name) => name !== 'selection' && name !== 'quote-pdf')) ensureBuild();

// ---------------------------------------------------------------------------------------------------
// Run.

const results = {};
const errors = {};
const wants = (name) => selected.includes(name);

async function step(name, fn) {
  console.log(`\n== ${name}`);
  try {
    results[name] = await fn();
  } catch (error) {
    errors[name] = error instanceof Error ? error.message : String(error);
    console.error(`${name} failed: ${errors[name]}`);
  }
}

/** Runs benchmark `name` when it is selected: `bench()` measures, `describe(result)` gives its lines. */
async function measure(name, bench, describe) {
  if (!wants(name)) return;
  await step(name, async () => {
    const result = await bench();
    for (const line of describe(result)) console.log(line);
    return result;
  });
}

await measure('startup', () => benchStartup(), describeStartup);

const needsServer =
  wants('login') ||
  wants('authenticated') ||
  wants('selection-api') ||
  (wants('login-page-js') && hasWebBuild());
if (needsServer) {
  console.log('\n== starting a server for the load benchmarks (fresh temporary data directory)');
  let server = null;
  try {
    server = await startBenchServer();
    console.log(`server ready at ${server.baseUrl}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const name of ['login', 'authenticated', 'login-page-js', 'selection-api'])
      if (wants(name)) errors[name] = message;
    console.error(`The server did not start: ${message}`);
  }
  if (server) {
    try {
      await measure('login', () => benchLogin(server.baseUrl), describeLogin);
      await measure('authenticated', () => benchAuthenticated(server.baseUrl), describeAuthenticated);
      await measure('selection-api', () => benchSelectionApi(server.baseUrl), describeSelectionApi);
      if (hasWebBuild())
        await measure('login-page-js', () => benchLoginPageJs(server.baseUrl), describeLoginPageJs);
    } finally {
      await server.dispose();
    }
  }
}

// In-process (no server): the selection engine itself.
await measure('selection', () => benchSelection(), describeSelection);

// In-process (no server): the quote PDF of a 100-line quote.
await measure('quote-pdf', () => benchQuotePdf(), describeQuotePdf);

for (const kind of ['postgres', 'pglite'])
  await measure(`projects-${kind}`, () => benchProjects(kind), describeProjects);

await measure('submittal-pdf', () => benchSubmittalPdf(), describeSubmittalPdf);

await measure('quotes', () => benchQuotes('postgres'), describeQuotes);

await measure('quotes-list', () => benchQuotesList(), describeQuotesList);

await measure('reports', () => benchReports(), describeReports);

await measure('schedule-spreadsheet', () => benchScheduleSpreadsheet(), describeScheduleSpreadsheet);

await measure('hostile-files', () => benchHostileFiles(), describeHostileFiles);

// ---------------------------------------------------------------------------------------------------
// Summary.

const rows = [];
const verdict = (pass) => (pass ? 'PASS' : 'MISS');
const failed = (name) => `ERROR: ${errors[name].split('\n')[0].slice(0, 100)}`;

if (wants('login')) {
  const r = results.login;
  rows.push(
    r
      ? [
          'Login p99, 20 clients, argon2',
          '< 50 ms',
          `p99 ${r.p99Ms} ms, p50 ${r.p50Ms} ms, ${r.reqPerSec} req/s`,
          verdict(r.pass),
        ]
      : ['Login p99, 20 clients, argon2', '< 50 ms', failed('login'), 'ERROR'],
  );
}
if (wants('authenticated')) {
  const r = results.authenticated;
  rows.push(
    r
      ? [
          'isauthenticated vs bare Fastify',
          '>= 40 %',
          `${r.ratioPercent} % (${r.appReqPerSec} vs ${r.bareReqPerSec} req/s)`,
          verdict(r.pass),
        ]
      : ['isauthenticated vs bare Fastify', '>= 40 %', failed('authenticated'), 'ERROR'],
  );
}
if (wants('startup')) {
  const r = results.startup;
  if (r) {
    const judged = (pass) => (r.withWeb ? verdict(pass) : 'N/A (no web build)');
    const suffix = r.withWeb ? '' : ' (API only)';
    rows.push([
      'Fresh start to login page',
      '<= 15 s',
      `${formatMs(r.fresh.ms)}${suffix}`,
      judged(r.fresh.pass),
    ]);
    rows.push([
      'Restart to login page (slowest of 3)',
      '<= 3 s',
      `${formatMs(r.restart.maxMs)} (median ${formatMs(r.restart.medianMs)})${suffix}`,
      judged(r.restart.pass),
    ]);
  } else {
    rows.push(['Fresh start / restart', '<= 15 s / <= 3 s', failed('startup'), 'ERROR']);
  }
}
if (wants('login-page-js')) {
  const r = results['login-page-js'];
  if (r)
    rows.push([
      'Login page JavaScript, gzipped',
      '< 200 kB',
      `${kB(r.gzipBytes)} (${kiB(r.gzipBytes)}) in ${r.files.length} files`,
      verdict(r.pass),
    ]);
  else if (errors['login-page-js'])
    rows.push(['Login page JavaScript, gzipped', '< 200 kB', failed('login-page-js'), 'ERROR']);
  else rows.push(['Login page JavaScript, gzipped', '< 200 kB', 'skipped: web app not built', 'SKIPPED']);
}

if (wants('selection-api')) {
  const r = results['selection-api'];
  const target = `>= ${selectionApiTarget.reqPerSec} req/s`;
  if (r) {
    rows.push([
      'GetRRResults, a new request each time',
      target,
      `${r.varied.reqPerSec} req/s, p95 ${r.varied.p95Ms} ms`,
      verdict(r.pass),
    ]);
    rows.push([
      'GetRRResults, repeated request (cached answer)',
      target,
      `${r.repeated.reqPerSec} req/s, p95 ${r.repeated.p95Ms} ms`,
      verdict(r.repeated.reqPerSec >= selectionApiTarget.reqPerSec),
    ]);
  } else {
    rows.push(['GetRRResults', target, failed('selection-api'), 'ERROR']);
  }
}

if (wants('selection')) {
  const r = results.selection;
  const figure = 'Fan-coil selection, every model × rows × speed';
  const target = `median < ${selectionTarget.medianMs} ms`;
  rows.push(
    r
      ? [
          figure,
          target,
          `median ${r.allSpeeds.medianMs} ms, p95 ${r.allSpeeds.p95Ms} ms (${r.candidatesPerSpeed * 3} candidates)`,
          verdict(r.pass),
        ]
      : [figure, target, failed('selection'), 'ERROR'],
  );
}

if (wants('quote-pdf')) {
  const r = results['quote-pdf'];
  const figure = 'Quote PDF, 100 lines with options in words, addressed to a party';
  const target = `median < ${quotePdfTarget.medianMs} ms`;
  rows.push(
    r
      ? [figure, target, `median ${r.quote.medianMs} ms, p95 ${r.quote.p95Ms} ms`, verdict(r.pass)]
      : [figure, target, failed('quote-pdf'), 'ERROR'],
  );
}

for (const kind of ['postgres', 'pglite']) {
  const name = `projects-${kind}`;
  if (!wants(name)) continue;
  const r = results[name];
  const target = projectTargets[kind];
  if (r) {
    const worst = r.defaultSearch.p95Ms >= r.textSearch.p95Ms ? r.defaultSearch : r.textSearch;
    rows.push([
      `Project search p95, 20 clients, ${kind}`,
      `< ${target} ms`,
      `p95 ${worst.p95Ms} ms, ${r.defaultSearch.reqPerSec}/${r.textSearch.reqPerSec} req/s (default/text)`,
      verdict(r.searchPass),
    ]);
    rows.push([
      `Project search p95, never cached (a new text each request), ${kind}`,
      `< ${target} ms`,
      `p95 ${r.variedSearch.p95Ms} ms, ${r.variedSearch.reqPerSec} req/s`,
      verdict(r.variedSearchPass),
    ]);
    rows.push([
      `500-item grid p95, 20 clients, ${kind}`,
      `< ${projectTargets.grid} ms`,
      `p95 ${r.grid.p95Ms} ms`,
      verdict(r.gridPass),
    ]);
  } else {
    rows.push([`Project search p95, ${kind}`, `< ${target} ms`, failed(name), 'ERROR']);
  }
}

if (wants('submittal-pdf')) {
  const r = results['submittal-pdf'];
  const figure = `Submittal package, ${submittalTargets.units} units, all four options, postgres`;
  const target = `< ${submittalTargets.seconds} s, < ${submittalTargets.peakRssMb} MB`;
  rows.push(
    r
      ? [
          figure,
          target,
          `slowest ${r.slowestSeconds.toFixed(2)} s, peak RSS ${r.peakRssMb.toFixed(0)} MB`,
          verdict(r.pass),
        ]
      : [figure, target, failed('submittal-pdf'), 'ERROR'],
  );
}

if (wants('quotes')) {
  const r = results.quotes;
  const figure = `Quote of ${quoteTargets.lineItems} line items, totals, postgres`;
  const target = `p95 < ${quoteTargets.p95Ms} ms`;
  rows.push(
    r
      ? [
          figure,
          target,
          `p95 ${r.oneClient.p95Ms} ms at 1 client; p95 ${r.manyClients.p95Ms} ms, ${r.manyClients.reqPerSec} req/s at ${quoteTargets.clients}`,
          verdict(r.pass),
        ]
      : [figure, target, failed('quotes'), 'ERROR'],
  );
}

if (wants('quotes-list')) {
  const r = results['quotes-list'];
  const figure = `Quotes list over ${quotesListTargets.quotes.toLocaleString('en-US')} quotes, ${quotesListTargets.clients} clients, postgres`;
  const target = `p95 < ${quotesListTargets.p95Ms} ms`;
  rows.push(
    r
      ? [
          figure,
          target,
          `default p95 ${r.defaultList.p95Ms} ms, ${r.defaultList.reqPerSec} req/s; text p95 ${r.textSearch.p95Ms} ms, ${r.textSearch.reqPerSec} req/s`,
          verdict(r.pass),
        ]
      : [figure, target, failed('quotes-list'), 'ERROR'],
  );
}

if (wants('reports')) {
  const r = results.reports;
  const figure = `Each report over ${reportTargets.quotes.toLocaleString('en-US')} quotes, postgres`;
  const target = `p95 < ${reportTargets.p95Ms} ms`;
  rows.push(
    r
      ? [
          figure,
          target,
          `worst p95 ${r.worstP95Ms} ms of ${r.results.length} reports at ${reportTargets.clients} clients; rebuild after a change ${Math.max(...r.rebuildMs)} ms`,
          verdict(r.pass),
        ]
      : [figure, target, failed('reports'), 'ERROR'],
  );
}

if (wants('schedule-spreadsheet')) {
  const r = results['schedule-spreadsheet'];
  const figure = `Schedule spreadsheet of ${spreadsheetTargets.lineItems} line items, PGlite`;
  const target = `export < ${spreadsheetTargets.exportMs / 1000} s, import < ${spreadsheetTargets.importMs / 1000} s`;
  rows.push(
    r
      ? [
          figure,
          target,
          `export ${formatMs(r.medianExportMs)}, import ${formatMs(r.medianImportMs)} (median of ${r.exportMs.length})`,
          verdict(r.pass),
        ]
      : [figure, target, failed('schedule-spreadsheet'), 'ERROR'],
  );
}

if (wants('hostile-files')) {
  const r = results['hostile-files'];
  const figure = 'Other client p95 during PDF and spreadsheet bombs, PGlite';
  const target = `bombs 413, p95 < ${hostileFilesTarget.otherClientP95Ms} ms`;
  rows.push(
    r
      ? [
          figure,
          target,
          `p95 ${r.worstP95Ms} ms (quiet ${r.quiet.p95Ms} ms), bombs ${r.refused ? 'refused' : 'NOT refused'}`,
          verdict(r.pass),
        ]
      : [figure, target, failed('hostile-files'), 'ERROR'],
  );
}

const header = ['Figure', 'Target', 'Measured', 'Result'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(`\nAirQuote benchmarks (Node ${process.version}, ${os.cpus().length} cores, ${os.platform()})`);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
for (const note of notes) console.log(`Note: ${note}`);

let commit = null;
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const resultsDir = path.join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
const report = {
  measuredAt: new Date().toISOString(),
  commit,
  machine: {
    node: process.version,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
  },
  loadAverage: { atStart: Number(loadAtStart.toFixed(2)), atEnd: Number(os.loadavg()[0].toFixed(2)) },
  webBuilt: hasWebBuild(),
  notes,
  summary: rows.map(([figure, target, measured, result]) => ({ figure, target, measured, result })),
  results,
  errors,
};
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Results written to ${path.relative(repoRoot, path.join(resultsDir, 'latest.json'))}`);
process.exit(Object.keys(errors).length > 0 ? 1 : 0);
