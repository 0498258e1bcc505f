// Shared helpers for the benchmarks: repository paths, free ports, starting and stopping the built server
// (and the bare Fastify comparison server) as child processes, polling for readiness, autocannon runs.
// Every request goes to 127.0.0.1; every child process is tracked and killed when the bench process ends.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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
 * Spawns `node apps/server/dist/server.mjs`. Output is kept (last 20 kB) for error messages.
 * Returns { child, port, baseUrl, spawnedAt, output(), exited }.
 */
export function spawnServer({ port, dataDir, rateLimitMax, env = {} }) {
  const spawnedAt = performance.now();
  const child = track(
    spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...serverEnv({ port, dataDir, rateLimitMax }), ...env },
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

/** Signs in as the demo sales rep; returns the session token from the X-Auth-Token header. */
export async function loginToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/AppUser/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoLogin),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json().catch(() => null);
  const token = response.headers.get('x-auth-token');
  if (response.status !== 200 || body?.Authenticated !== true || !token) {
    throw new Error(
      `Login as ${demoLogin.Email} failed: HTTP ${response.status}, body ${JSON.stringify(body)}, token ${token ? 'present' : 'missing'}`,
    );
  }
  return token;
}

// ---------------------------------------------------------------------------------------------------
// The bare Fastify comparison server (bench/bare-fastify.mjs in its own process).

export async function startBareFastify() {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = track(
    spawn(process.execPath, [path.join(benchDir, 'bare-fastify.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = {
    child,
    port,
    baseUrl: `http://${host}:${port}`,
    spawnedAt,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
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

/** Throws if a run had failures: the figures would be meaningless (e.g. 429 from the rate limit). */
export function assertClean(run, what) {
  if (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0 || run.mismatches > 0 || run.requests === 0) {
    throw new Error(
      `${what}: ${run.requests} requests, ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts, ${run.mismatches} unexpected bodies`,
    );
  }
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
