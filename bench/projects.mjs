// Issue 3 figures: project search with 10,000 projects, 50,000 schedules and 500,000 line items,
// p95 < 50 ms on PostgreSQL and < 150 ms on the embedded database at 20 concurrent clients (with
// requests per second), and the line-item grid of a 500-item schedule, p95 < 100 ms.
// Standalone: node bench/projects.mjs [--only pglite|postgres]; PostgreSQL from BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, where a database airquote_bench is made).
import {
  argValue,
  formatLatencies,
  isMain,
  load,
  loginToken,
  requireServerBuild,
  seedDatabase,
  withDatabase,
  withServer,
} from './lib.mjs';
import { addVolume } from './volume-data.mjs';

export const projectTargets = { postgres: 50, pglite: 150, grid: 100, clients: 20 };

const port = { portFrom: 3920 };

/** Seeds, adds the volume, then measures search and the grid on one database kind. */
export function benchProjects(kind, { seconds = 10 } = {}) {
  return withDatabase(kind, 'airquote_bench', async (database) => {
    console.log(`  ${kind}: migrate and seed`);
    await seedDatabase(database, port);
    console.log(`  ${kind}: adding 10,000 projects, 50,000 schedules, 500,000 line items`);
    const startedAt = performance.now();
    const volume = await database.query((query) => addVolume(query));
    console.log(
      `  ${kind}: volume added in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      volume,
    );
    return withServer(database, port, async (server) => {
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
    });
  });
}

export function describeProjects(result) {
  const line = (name, run) => `${name}: ${formatLatencies(run)}`;
  return [
    `${result.kind} (${result.volume.projects} projects, ${result.volume.schedules} schedules, ${result.volume.lineItems} line items)`,
    line('  search, default (DateModified desc, page of 50)', result.defaultSearch),
    line('  search, text "medical" sorted by Name', result.textSearch),
    line('  search, a different text every request (never cached)', result.variedSearch),
    line('  grid of a 500-item schedule', result.grid),
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const only = argValue('--only', null);
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
