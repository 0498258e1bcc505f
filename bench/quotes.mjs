// Issue 5 figure: a quote of 200 line items, its lines priced and its totals computed and returned,
// p95 < 100 ms on PostgreSQL. Standalone: node bench/quotes.mjs [--kind postgres|pglite]; PostgreSQL
// from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, where a database
// airquote_bench_quotes is made and dropped). PGlite is for context only: the target names PostgreSQL.
import {
  apiJson as api,
  argValue,
  createProject,
  demoScheduleModels,
  formatLatencies,
  isMain,
  load,
  loginToken,
  requireServerBuild,
  withDatabase,
  withServer,
} from './lib.mjs';

export const quoteTargets = { p95Ms: 100, lineItems: 200, clients: 20 };

/**
 * Through the API as rep@northwind.test: a new project and schedule, 200 line items of the models the
 * demo schedules use (so lines span categories and multipliers), a quote of that schedule and three
 * net adds. Answers the quote id.
 */
async function buildQuote(baseUrl, token) {
  const { demo, models } = await demoScheduleModels(baseUrl, token);
  const project = await createProject(baseUrl, token, demo, 'Quote benchmark tower');
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

export function benchQuotes(kind = 'postgres', { seconds = 10 } = {}) {
  return withDatabase(kind, 'airquote_bench_quotes', (database) =>
    withServer(database, { portFrom: 3940 }, async (server) => {
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
    }),
  );
}

export function describeQuotes(result) {
  const line = (name, run) => `${name}: ${formatLatencies(run)}`;
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
  requireServerBuild();
  const kind = argValue('--kind', 'postgres');
  const result = await benchQuotes(kind);
  for (const text of describeQuotes(result)) console.log(text);
  if (kind === 'postgres')
    console.log(`  target p95 < ${quoteTargets.p95Ms} ms at 1 client: ${result.pass ? 'PASS' : 'MISS'}`);
  process.exit(0);
}
