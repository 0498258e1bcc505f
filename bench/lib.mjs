// Shared helpers for the benchmarks: repository paths, free ports, starting and stopping the built server
// (and the bare Fastify comparison server) as child processes, polling for readiness, the benchmark
// databases (a fresh PostgreSQL database or an embedded PGlite directory), JSON API calls, load runs
// (autocannon and a closed loop of fetch clients), percentiles, and in-process code bundled by esbuild.
// Every request goes to 127.0.0.1; every child process is tracked and killed when the bench process ends.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.mjs');
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
export const host = '127.0.0.1';

export const demoLogin = { Email: 'rep@northwind.test', Password: 'Demo#2026' };

// ---------------------------------------------------------------------------------------------------
// Child process bookkeeping: whatever happens, the children die with the bench process.

const children = new Set();

function killAll(signal = 'SIGKILL') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  }
}

// Temporary data directories still present at exit (e.g. after Ctrl-C) are removed too.
const tempDirs = new Set();

process.on('exit', () => {
  killAll();
  for (const directory of tempDirs) {
    try {
      rmSync(directory, { recursive: true, force: true });
    } catch {
      // best effort
    }
  }
});
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, () => {
    killAll();
    process.exit(128 + number);
  });
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// ---------------------------------------------------------------------------------------------------
// Small utilities.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when `promise` has not settled within `ms`; `what` names the step in the error. */
export async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

const handedOutPorts = new Set();

/** First free TCP port on 127.0.0.1 from `start` (3900 by default), never the same one twice per run. */
export async function freePort(start = 3900) {
  for (let port = start; port < start + 500; port++) {
    if (handedOutPorts.has(port)) continue;
    if (await isPortFree(port)) {
      handedOutPorts.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${start} and ${start + 499}`);
}

export async function makeDataDir() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'airquote-bench-'));
  tempDirs.add(directory);
  return directory;
}

export async function removeDir(directory) {
  await rm(directory, { recursive: true, force: true, maxRetries: 3 });
  tempDirs.delete(directory);
}

export function formatMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

// ---------------------------------------------------------------------------------------------------
// The AirQuote server.

/** Environment of a bench server: embedded database in `dataDir`, bound to 127.0.0.1, quiet logs. */
function serverEnv({ port, dataDir, rateLimitMax }) {
  const env = { ...process.env };
  // The bench measures the embedded default; never touch a developer's PostgreSQL, Redis or SMTP.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'TOKEN_SECRET', 'SEED_DEMO_DATA']) {
    delete env[name];
  }
  return {
    ...env,
    NODE_ENV: 'development',
    HOST: host,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(rateLimitMax ? { AUTH_RATE_LIMIT_MAX: String(rateLimitMax) } : {}),
  };
}

/**
 * Spawns `node <script>` with `env`, tracked (killed with the bench process); its output is kept (last
 * 20 kB) for error messages. Returns { child, port, baseUrl, spawnedAt, output(), exited }.
 */
/** Extra Node options for the servers a bench starts, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

function spawnNodeServer(script, port, env) {
  const spawnedAt = performance.now();
  const child = track(
    spawn(process.execPath, [...serverNodeArgs, script], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, port, baseUrl: `http://${host}:${port}`, spawnedAt, output: () => output, exited };
}

/**
 * Spawns `node apps/server/dist/server.mjs`. Output is kept (last 20 kB) for error messages.
 * Returns { child, port, baseUrl, spawnedAt, output(), exited }.
 */
export function spawnServer({ port, dataDir, rateLimitMax, env = {} }) {
  return spawnNodeServer(serverEntry, port, { ...serverEnv({ port, dataDir, rateLimitMax }), ...env });
}

/** GET / answers the login page: the SPA's index.html (200, text/html). */
export async function loginPageIsServed(baseUrl) {
  const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text();
  return response.status === 200 && type.includes('text/html') && /<script\b/i.test(body);
}

/** GET /api/health answers 200 (used when the web app is not built, so there is no login page). */
export async function apiIsServed(baseUrl) {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * Polls `probe(baseUrl)` every 20 ms until it is true; returns ms from the spawn to that answer.
 * Fails early if the server exits, and after `timeoutMs`.
 */
export async function waitUntilReady(server, probe, timeoutMs) {
  let exitedWith = null;
  server.exited.then((result) => {
    exitedWith = result;
  });
  const deadline = server.spawnedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (exitedWith) {
      throw new Error(
        `The server exited (code ${exitedWith.code}, signal ${exitedWith.signal}) before it was ready${
          exitedWith.code === 0
            ? ' (code 0 is its SIGTERM/SIGINT shutdown: did another process stop it?)'
            : ''
        }:\n${server.output()}`,
      );
    }
    try {
      if (await probe(server.baseUrl)) return performance.now() - server.spawnedAt;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`The server was not ready within ${Math.round(timeoutMs / 1000)} s:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended and how long the shutdown took. */
export async function stopServer(server, graceMs = 12_000) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null)
    return { code: child.exitCode, ms: 0, forced: false };
  const startedAt = performance.now();
  child.kill('SIGTERM');
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    child.kill('SIGKILL');
  }, graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return { ...result, ms: performance.now() - startedAt, forced };
}

/**
 * Starts a server on a fresh temporary data directory and waits until it answers.
 * Returns the server plus `dispose()`, which stops it and removes the directory.
 */
export async function startBenchServer({ rateLimitMax = 100_000_000, timeoutMs = 90_000 } = {}) {
  const dataDir = await makeDataDir();
  const port = await freePort();
  const server = spawnServer({ port, dataDir, rateLimitMax });
  try {
    await waitUntilReady(server, apiIsServed, timeoutMs);
  } catch (error) {
    await stopServer(server, 3000);
    await removeDir(dataDir);
    throw error;
  }
  return {
    ...server,
    dataDir,
    dispose: async () => {
      await stopServer(server);
      await removeDir(dataDir);
    },
  };
}

/**
 * Signs in as a demo account (all share the demo password), by default the demo sales rep; returns the
 * session token from the X-Auth-Token header.
 */
export async function loginToken(baseUrl, email = demoLogin.Email) {
  const response = await fetch(`${baseUrl}/api/AppUser/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: demoLogin.Password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json().catch(() => null);
  const token = response.headers.get('x-auth-token');
  if (response.status !== 200 || body?.Authenticated !== true || !token) {
    throw new Error(
      `Login as ${email} failed: HTTP ${response.status}, body ${JSON.stringify(body)}, token ${token ? 'present' : 'missing'}`,
    );
  }
  return token;
}

/** A JSON API call (`apiPath` after /api) as the holder of `token` that must answer 200; returns the answer. */
export async function apiJson(baseUrl, token, method, apiPath, body, { timeoutMs = 30_000 } = {}) {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A new project named `Name` of the company and brand of `like` (a seeded project), closing in 90 days. */
export function createProject(baseUrl, token, like, Name) {
  return apiJson(baseUrl, token, 'POST', '/Project', {
    Name,
    ExpectedCloseDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    CompanyId: like.CompanyId,
    BrandId: like.BrandId,
  });
}

/**
 * The models on the seeded schedules the signed-in user sees, once each and only those `keep` accepts,
 * as the header a new line item needs (`models`), and a seeded project with schedules (`demo`).
 */
export async function demoScheduleModels(baseUrl, token, keep = () => true) {
  const { Projects } = await apiJson(baseUrl, token, 'POST', '/Project/search', {});
  const headers = new Map();
  for (const project of Projects)
    for (const schedule of project.ProjectSchedules) {
      const lines = await apiJson(
        baseUrl,
        token,
        'GET',
        `/ProjectScheduleLineItem/GetByProjectScheduleId/${schedule.ProjectScheduleId}`,
      );
      for (const line of lines)
        if (keep(line))
          headers.set(line.ProductModelId, {
            ProductTypeId: line.ProductTypeId,
            ProductTypeCategoryId: line.ProductTypeCategoryId,
            ProductModelClassId: line.ProductModelClassId,
            ProductModelId: line.ProductModelId,
          });
    }
  return {
    demo: Projects.find((project) => project.ProjectSchedules.length > 0),
    models: [...headers.values()],
  };
}

// ---------------------------------------------------------------------------------------------------
// The databases of the volume benchmarks.

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, by default the local one. */
export const benchPostgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work(query)` on one connection to `url`, closed afterwards; `query(sql)` is pg's. */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/**
 * An empty database `name` on the benchmark PostgreSQL (one left over by an interrupted run is dropped
 * first). Returns its `url`, `query(work)` on it (see withPostgres) and `drop()`.
 */
export async function freshPostgresDatabase(name) {
  const adminUrl = benchPostgresUrl();
  const dropSql = `drop database if exists ${name} with (force)`;
  await withPostgres(adminUrl, async (query) => {
    await query(dropSql);
    await query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (work) => withPostgres(url.toString(), work),
    drop: () => withPostgres(adminUrl, (query) => query(dropSql)),
  };
}

/**
 * Where a benchmark server keeps its data, with a temporary data directory either way: `kind`
 * 'postgres' is a fresh database `name` (see freshPostgresDatabase), 'pglite' the embedded database in
 * the data directory. Returns { kind, dataDir, env (for the server), query(work) (see withPostgres; on
 * PGlite only while no server runs on it), cleanup() (removes the directory, drops the database) }.
 */
export async function benchDatabase(kind, name) {
  if (kind !== 'postgres' && kind !== 'pglite')
    throw new Error(`Unknown database kind "${kind}": postgres or pglite`);
  const dataDir = await makeDataDir();
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      query: async (work) => {
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
        try {
          return await work((sql) => db.query(sql));
        } finally {
          await db.close();
        }
      },
      cleanup: () => removeDir(dataDir),
    };
  }
  const database = await freshPostgresDatabase(name);
  return {
    kind,
    dataDir,
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    query: database.query,
    cleanup: async () => {
      await removeDir(dataDir);
      await database.drop();
    },
  };
}

/**
 * Starts the built server on `database` (see benchDatabase; a new one is migrated and seeded first) on a
 * free port from `portFrom` and waits until the API answers, 3 minutes at most. Stop it with stopServer.
 */
export async function startServer(database, { portFrom = 3900 } = {}) {
  const server = spawnServer({
    port: await freePort(portFrom),
    dataDir: database.dataDir,
    rateLimitMax: 100_000_000,
    env: database.env,
  });
  try {
    await waitUntilReady(server, apiIsServed, 180_000);
  } catch (error) {
    await stopServer(server, 3000);
    throw error;
  }
  return server;
}

/** Runs `work(database)` on a new benchDatabase(kind, name) and cleans it up afterwards, whatever happens. */
export async function withDatabase(kind, name, work) {
  const database = await benchDatabase(kind, name);
  try {
    return await work(database);
  } finally {
    await database.cleanup();
  }
}

/** Runs `work(server)` on a server started on `database` (see startServer) and stops it afterwards. */
export async function withServer(database, options, work) {
  const server = await startServer(database, options);
  try {
    return await work(server);
  } finally {
    await stopServer(server);
  }
}

/** Starts and stops the server once on a new `database`, which migrates and seeds it. */
export async function seedDatabase(database, options) {
  await stopServer(await startServer(database, options));
}

// ---------------------------------------------------------------------------------------------------
// The bare Fastify comparison server (bench/bare-fastify.mjs in its own process).

export async function startBareFastify() {
  const port = await freePort();
  const server = spawnNodeServer(path.join(benchDir, 'bare-fastify.mjs'), port, {
    ...process.env,
    PORT: String(port),
    HOST: host,
  });
  const probe = async (baseUrl) => (await fetch(`${baseUrl}/bare`, { signal: AbortSignal.timeout(1000) })).ok;
  await waitUntilReady(server, probe, 15_000);
  return { ...server, dispose: () => stopServer(server, 3000) };
}

// ---------------------------------------------------------------------------------------------------
// Load generation.

/** One autocannon run against 127.0.0.1, bounded by its duration plus a margin. */
export async function runAutocannon({
  url,
  method = 'GET',
  headers = {},
  body,
  expectBody,
  connections,
  duration,
}) {
  if (!url.startsWith(`http://${host}:`)) throw new Error(`Refusing to load anything but ${host}: ${url}`);
  const options = { url, method, headers, body, connections, duration, timeout: 10 };
  const run = autocannon(expectBody === undefined ? options : { ...options, expectBody });
  const result = await withTimeout(run, (duration + 20) * 1000, `autocannon ${method} ${url}`);
  const seconds = result.duration || duration;
  return {
    connections,
    durationS: Number(seconds.toFixed(2)),
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / seconds),
    reqPerSecMeanOfSamples: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: Number(result.latency.average.toFixed(2)),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches ?? 0,
  };
}

/**
 * A closed loop of `clients` fetch workers for `seconds`, each sending its next request when the last
 * answered; every answer must be 200. `body` may be a function of the request number, to send a
 * different request each time. Returns the requests, requests per second and latency percentiles.
 */
export async function load({ url, method = 'GET', headers, body, clients, seconds }) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  let failures = 0;
  let sent = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(url, {
        method,
        headers,
        body: typeof body === 'function' ? body(sent++) : body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures++;
      latencies.push(performance.now() - started);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - startedAt) / 1000;
  if (failures > 0) throw new Error(`${failures} of ${latencies.length} requests to ${url} failed`);
  return {
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / elapsed),
    ...latencyPercentiles(latencies),
  };
}

/** Throws if a run had failures: the figures would be meaningless (e.g. 429 from the rate limit). */
export function assertClean(run, what) {
  if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0 || run.mismatches > 0 || run.requests === 0) {
    throw new Error(
      `${what}: ${run.requests} requests, ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts, ${run.mismatches} unexpected bodies`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Figures.

/** The nearest-rank percentile of ascending `sorted` samples (0 when there are none). */
export const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

export const roundTo = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** p50, p95 and p99 of response times in ms, to 0.1 ms. */
export function latencyPercentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: roundTo(percentile(sorted, 0.5), 1),
    p95Ms: roundTo(percentile(sorted, 0.95), 1),
    p99Ms: roundTo(percentile(sorted, 0.99), 1),
  };
}

/** Median and p95 of timed runs in ms, to `decimals` places, and how many runs there were. */
export function summarize(samples, decimals = 1) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    medianMs: roundTo(percentile(sorted, 0.5), decimals),
    p95Ms: roundTo(percentile(sorted, 0.95), decimals),
    runs: samples.length,
  };
}

/** A load run (see load) as the volume benchmarks print it. */
export const formatLatencies = (run) =>
  `p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, ${run.reqPerSec} req/s`;

// ---------------------------------------------------------------------------------------------------
// In-process code and standalone runs.

/**
 * Bundles the TypeScript module `contents` (imports relative to `resolveDir`) with esbuild as the
 * server's build does, then imports it. The file goes to a temporary folder under the repository's
 * gitignored .tmp/, so that `external` packages resolve from node_modules, and is removed once loaded.
 */
export async function importBundle({ name, contents, resolveDir, external = [] }) {
  const bundled = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    external,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const parent = path.join(repoRoot, '.tmp');
  await mkdir(parent, { recursive: true });
  const directory = await mkdtemp(path.join(parent, `bench-${name}-`));
  const file = path.join(directory, `${name}.mjs`);
  try {
    await writeFile(file, bundled.outputFiles[0].contents);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The value after `flag` on the command line, or `fallback`. */
export function argValue(flag, fallback) {
  const index = process.argv.indexOf(flag);
  return index > 1 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}

/** A standalone run that needs the server bundle stops here without it (the scripts never build). */
export function requireServerBuild() {
  if (!hasServerBuild())
    throw new Error('apps/server/dist/server.mjs is missing: run npm run build (or npm run bench)');
}

/** Whether `import.meta.url` is the script node was started with (to let each bench run on its own). */
export function isMain(metaUrl) {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);
}

export function hasServerBuild() {
  return existsSync(serverEntry);
}

export function hasWebBuild() {
  return existsSync(webIndex);
}
