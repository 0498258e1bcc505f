// Issue 5 figure: a quote of 200 line items, its lines priced and its totals computed and returned,
// p95 < 100 ms on PostgreSQL. Standalone: node bench/quotes.mjs [--kind postgres|pglite]; PostgreSQL
// from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, where a database
// airquote_bench_quotes is made and dropped). PGlite is for context only: the target names PostgreSQL.
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
import { load } from './projects.mjs';

export const quoteTargets = { p95Ms: 100, lineItems: 200, clients: 20 };

async function prepareDatabase(kind) {
  const dataDir = await makeDataDir();
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir }, dataDir, cleanup: () => removeDir(dataDir) };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const run = async (sql) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run('drop database if exists airquote_bench_quotes with (force)');
  await run('create database airquote_bench_quotes');
  const url = new URL(adminUrl);
  url.pathname = '/airquote_bench_quotes';
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    dataDir,
    cleanup: async () => {
      await removeDir(dataDir);
      await run('drop database if exists airquote_bench_quotes with (force)');
    },
  };
}

/** A JSON API call that must answer 200. */
async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Through the API as rep@northwind.test: a new project and schedule, 200 line items of the models the
 * demo schedules use (so lines span categories and multipliers), a quote of that schedule and three
 * net adds. Answers the quote id.
 */
async function buildQuote(baseUrl, token) {
  const { Projects } = await api(baseUrl, token, 'POST', '/Project/search', {});
  const demo = Projects.find((project) => project.ProjectSchedules.length > 0);
  const headers = new Map();
  for (const project of Projects)
    for (const schedule of project.ProjectSchedules) {
      const lines = await api(
        baseUrl,
        token,
        'GET',
        `/ProjectScheduleLineItem/GetByProjectScheduleId/${schedule.ProjectScheduleId}`,
      );
      for (const line of lines)
        headers.set(line.ProductModelId, {
          ProductTypeId: line.ProductTypeId,
          ProductTypeCategoryId: line.ProductTypeCategoryId,
          ProductModelClassId: line.ProductModelClassId,
          ProductModelId: line.ProductModelId,
        });
    }
  const models = [...headers.values()];
  const project = await api(baseUrl, token, 'POST', '/Project', {
    Name: 'Quote benchmark tower',
    ExpectedCloseDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    CompanyId: demo.CompanyId,
    BrandId: demo.BrandId,
  });
  const schedule = await api(baseUrl, token, 'POST', '/ProjectSchedule', {
    ProjectId: project.ProjectId,
    Name: 'All floors',
  });
  for (let index = 0; index < quoteTargets.lineItems; index++) {
    await api(baseUrl, token, 'POST', '/ProjectScheduleLineItem', {
      ProjectScheduleId: schedule.ProjectScheduleId,
      ...models[index % models.length],
      ItemQty: 1 + ((index * 7) % 12),
    });
  }
  const quote = await api(baseUrl, token, 'POST', '/projectquote', {
    ProjectId: project.ProjectId,
    ProjectScheduleIds: [schedule.ProjectScheduleId],
  });
  for (const [NetAddType, Amount] of [
    ['Freight', '1845.50'],
    ['StartUp', '2400.00'],
    ['Misc', '0.10'],
  ])
    await api(baseUrl, token, 'POST', '/ProjectQuoteNetAdds', {
      ProjectQuoteId: quote.ProjectQuoteId,
      NetAddType,
      Amount,
    });
  return { quoteId: quote.ProjectQuoteId, models: models.length };
}

/** The answer is what the figure claims: 200 priced lines and a total that adds up. */
function checkAnswer(quote) {
  const cents = (text) => {
    const [whole, fraction] = text.split('.');
    return BigInt(whole) * 100n + BigInt(fraction);
  };
  if (quote.LineItems.length !== quoteTargets.lineItems)
    throw new Error(`the quote has ${quote.LineItems.length} lines, not ${quoteTargets.lineItems}`);
  if (!quote.Totals?.Total) throw new Error('the quote has no total (a line without a multiplier?)');
  const lines = quote.LineItems.reduce((sum, line) => sum + cents(line.Pricing.ExtendedNetPrice), 0n);
  if (lines + cents(quote.Totals.NetAddsTotal) !== cents(quote.Totals.Total))
    throw new Error(
      `lines ${lines} + net adds ${quote.Totals.NetAddsTotal} is not the total ${quote.Totals.Total}`,
    );
  return quote.Totals;
}

export async function benchQuotes(kind = 'postgres', { seconds = 10 } = {}) {
  const database = await prepareDatabase(kind);
  try {
    const port = await freePort(3940);
    const server = spawnServer({
      port,
      dataDir: database.dataDir,
      rateLimitMax: 100_000_000,
      env: database.env,
    });
    try {
      await waitUntilReady(server, apiIsServed, 180_000);
      const token = await loginToken(server.baseUrl);
      console.log(`  ${kind}: building a quote of ${quoteTargets.lineItems} line items through the API`);
      const { quoteId, models } = await buildQuote(server.baseUrl, token);
      const url = `${server.baseUrl}/api/projectquote/${quoteId}`;
      const headers = { authorization: `Bearer ${token}` };
      const totals = checkAnswer(await api(server.baseUrl, token, 'GET', `/projectquote/${quoteId}`));
      await load({ url, headers, clients: 4, seconds: 2 }); // warm-up
      const oneClient = await load({ url, headers, clients: 1, seconds });
      const manyClients = await load({ url, headers, clients: quoteTargets.clients, seconds });
      return { kind, models, totals, oneClient, manyClients, pass: oneClient.p95Ms < quoteTargets.p95Ms };
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.cleanup();
  }
}

export function describeQuotes(result) {
  const line = (name, run) =>
    `${name}: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, ${run.reqPerSec} req/s`;
  return [
    `${result.kind}: GET projectquote/{id}, ${quoteTargets.lineItems} line items of ${result.models} models, total ${result.totals.Total}`,
    line(
      `  1 client${result.kind === 'postgres' ? ' (judged)' : ' (context: the target names PostgreSQL)'}`,
      result.oneClient,
    ),
    line(`  ${quoteTargets.clients} clients (context)`, result.manyClients),
  ];
}

if (isMain(import.meta.url)) {
  if (!hasServerBuild()) throw new Error('apps/server/dist/server.mjs is missing: run npm run build first');
  const kind = process.argv.includes('--kind')
    ? process.argv[process.argv.indexOf('--kind') + 1]
    : 'postgres';
  const result = await benchQuotes(kind);
  for (const text of describeQuotes(result)) console.log(text);
  if (kind === 'postgres')
    console.log(`  target p95 < ${quoteTargets.p95Ms} ms at 1 client: ${result.pass ? 'PASS' : 'MISS'}`);
  process.exit(0);
}
