// Issue 3 figures: project search with 10,000 projects, 50,000 schedules and 500,000 line items,
// p95 < 50 ms on PostgreSQL and < 150 ms on the embedded database at 20 concurrent clients (with
// requests per second), and the line-item grid of a 500-item schedule, p95 < 100 ms.
// Standalone: node bench/projects.mjs [--only pglite|postgres]; PostgreSQL from BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, where a database airquote_bench is made).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  apiIsServed,
  freePort,
  hasServerBuild,
  isMain,
  loginToken,
  makeDataDir,
  removeDir,
  spawnServer,
  stopServer,
  waitUntilReady,
} from './lib.mjs';
import { addVolume } from './volume-data.mjs';

export const projectTargets = { postgres: 50, pglite: 150, grid: 100, clients: 20 };

/**
 * A closed loop of `clients` workers for `seconds`; every answer must be 200. `body` may be a
 * function of the request number, to send a different request each time.
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
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  if (failures > 0) throw new Error(`${failures} of ${latencies.length} requests to ${url} failed`);
  return {
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p95Ms: Math.round(at(0.95) * 10) / 10,
    p99Ms: Math.round(at(0.99) * 10) / 10,
  };
}

async function prepareDatabase(kind) {
  if (kind === 'pglite') {
    const dataDir = await makeDataDir();
    return {
      env: { DATA_DIR: dataDir },
      query: async (run) => {
        const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
        try {
          return await run((sql) => db.query(sql));
        } finally {
          await db.close();
        }
      },
      cleanup: () => removeDir(dataDir),
      dataDir,
    };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists airquote_bench with (force)');
  await admin.query('create database airquote_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/airquote_bench';
  const dataDir = await makeDataDir();
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    query: async (run) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await run((sql) => client.query(sql));
      } finally {
        await client.end();
      }
    },
    cleanup: async () => {
      await removeDir(dataDir);
      const cleanupClient = new pg.Client({ connectionString: adminUrl });
      await cleanupClient.connect();
      await cleanupClient.query('drop database if exists airquote_bench with (force)');
      await cleanupClient.end();
    },
  };
}

async function startOn(database) {
  const port = await freePort(3920);
  const server = spawnServer({
    port,
    dataDir: database.dataDir,
    rateLimitMax: 100_000_000,
    env: database.env,
  });
  await waitUntilReady(server, apiIsServed, 180_000);
  return server;
}

/** Seeds, adds the volume, then measures search and the grid on one database kind. */
export async function benchProjects(kind, { seconds = 10 } = {}) {
  const database = await prepareDatabase(kind);
  try {
    console.log(`  ${kind}: migrate and seed`);
    await stopServer(await startOn(database));
    console.log(`  ${kind}: adding 10,000 projects, 50,000 schedules, 500,000 line items`);
    const startedAt = performance.now();
    const volume = await database.query((query) => addVolume(query));
    console.log(
      `  ${kind}: volume added in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      volume,
    );
    const server = await startOn(database);
    try {
      const token = await loginToken(server.baseUrl);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const search = (body) => ({
        url: `${server.baseUrl}/api/Project/search`,
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        clients: projectTargets.clients,
        seconds,
      });
      await load({ ...search({}), seconds: 2 }); // warm-up
      const defaultSearch = await load(search({}));
      const textSearch = await load(
        search({ SearchText: 'medical', SortRequest: { SortField: 'Name', SortDirection: 'Ascending' } }),
      );
      // Every request a different text (a project name fragment): no answer comes from memory.
      const words = ['medical', 'school', 'office', 'hotel', 'lab', 'apartments', 'data', 'library'];
      const variedSearch = await load({
        ...search({}),
        body: (n) =>
          JSON.stringify({ SearchText: `${words[n % words.length]} ${1 + ((n * 7919) % 10_000)}` }),
      });
      const grid = await load({
        url: `${server.baseUrl}/api/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${volume.bigScheduleId}`,
        headers,
        clients: projectTargets.clients,
        seconds,
      });
      const target = projectTargets[kind];
      return {
        kind,
        volume,
        defaultSearch,
        textSearch,
        variedSearch,
        grid,
        searchPass: Math.max(defaultSearch.p95Ms, textSearch.p95Ms) < target,
        variedSearchPass: variedSearch.p95Ms < target,
        gridPass: grid.p95Ms < projectTargets.grid,
        target,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.cleanup();
  }
}

export function describeProjects(result) {
  const line = (name, run) =>
    `${name}: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, ${run.reqPerSec} req/s`;
  return [
    `${result.kind} (${result.volume.projects} projects, ${result.volume.schedules} schedules, ${result.volume.lineItems} line items)`,
    line('  search, default (DateModified desc, page of 50)', result.defaultSearch),
    line('  search, text "medical" sorted by Name', result.textSearch),
    line('  search, a different text every request (never cached)', result.variedSearch),
    line('  grid of a 500-item schedule', result.grid),
  ];
}

if (isMain(import.meta.url)) {
  if (!hasServerBuild()) throw new Error('apps/server/dist/server.mjs is missing: run npm run build first');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  for (const kind of ['postgres', 'pglite']) {
    if (only && only !== kind) continue;
    const result = await benchProjects(kind);
    for (const text of describeProjects(result)) console.log(text);
    console.log(
      `  target search p95 < ${result.target} ms: ${result.searchPass ? 'PASS' : 'MISS'} (never cached: ${result.variedSearchPass ? 'PASS' : 'MISS'}); grid p95 < ${projectTargets.grid} ms: ${result.gridPass ? 'PASS' : 'MISS'}`,
    );
  }
  process.exit(0);
}
