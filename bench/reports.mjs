// Issue 7 figure: each report over 20,000 quotes, p95 < 200 ms on PostgreSQL. Standalone:
// node bench/reports.mjs; PostgreSQL from BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, where a database airquote_bench_reports is made and
// dropped). 5,000 projects with 10,000 schedules, 40,000 line items, 20,000 quotes (net adds on a
// third), 2,000 orders and 2,000 review requests are added by set-based SQL after the seed.
import path from 'node:path';
import {
  formatLatencies,
  importBundle,
  isMain,
  load,
  loginToken,
  repoRoot,
  requireServerBuild,
  seedDatabase,
  withDatabase,
  withServer,
} from './lib.mjs';
import { idsTableSql, lineItemsSql, modelsTableSql } from './volume-data.mjs';

export const reportTargets = { p95Ms: 200, quotes: 20_000, clients: 10 };

/** The report kinds of the shared contract, so that a new report is measured too. */
async function loadReportKinds() {
  const { reportKinds } = await importBundle({
    name: 'report-kinds',
    contents: `export { reportKinds } from './report-schemas.ts';`,
    resolveDir: path.join(repoRoot, 'packages/shared/src/contracts/report'),
  });
  return reportKinds;
}

const volume = [
  idsTableSql,
  `insert into project (company_id, brand_id, name, description, expected_close_date, is_active,
       created_by_user_id, modified_by_user_id, win_probability_id)
   select case when g % 4 = 0 then ids.contoso else ids.northwind end,
          case when g % 4 = 0 then 2 else 1 end,
          'Report bench ' || g, '', current_date + (g % 540), true,
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          case when g % 4 = 0 then ids.contoso_rep else ids.northwind_rep end,
          (select id from win_probability order by id offset (g % 5) limit 1)
   from generate_series(1, ${reportTargets.quotes / 4}) g cross join bench_ids ids`,
  `insert into project_schedule (project_id, name, description, is_active, next_tag_number, created_by_user_id)
   select p.project_id, 'Schedule ' || n, '', true, 3, p.created_by_user_id
   from project p cross join generate_series(1, 2) n where p.name like 'Report bench %'`,
  modelsTableSql,
  lineItemsSql({
    projectsLike: 'Report bench %',
    perSchedule: 4,
    spread: 's.project_schedule_id * 7 + n',
  }),
  // Four quotes per project over the last 18 months, each covering one of its schedules; every
  // status occurs (1 in 10 ordered, 1 in 20 cancelled).
  `insert into project_quote (project_id, quote_number, revision, status, brand_id, transaction_type,
       valid_until, created_by_user_id, modified_by_user_id, date_created)
   select p.project_id, 'QB-' || p.project_id || '-' || n, 1,
          case when (p.project_id * 4 + n) % 10 = 0 then 5 when (p.project_id * 4 + n) % 20 = 1 then 6
               else 1 + (p.project_id + n) % 4 end,
          p.brand_id, 1 + (n % 2), current_date + 60, p.created_by_user_id, p.created_by_user_id,
          now() - make_interval(days => ((p.project_id * 4 + n) * 13) % 540)
   from project p cross join generate_series(1, 4) n where p.name like 'Report bench %'`,
  `insert into project_quote_schedule (project_quote_id, project_schedule_id)
   select q.project_quote_id, s.project_schedule_id
   from project_quote q
   join (select project_schedule_id, project_id,
                row_number() over (partition by project_id order by project_schedule_id) as position
         from project_schedule) s
     on s.project_id = q.project_id and s.position = 1 + q.project_quote_id % 2
   where q.quote_number like 'QB-%'`,
  `insert into project_quote_net_add (project_quote_id, net_add_type, description, amount_cents, created_by_user_id)
   select q.project_quote_id, 'Freight', '', 10000 + (q.project_quote_id % 500) * 101, q.created_by_user_id
   from project_quote q where q.quote_number like 'QB-%' and q.project_quote_id % 3 = 0`,
  `insert into project_order (order_number, project_quote_id, status, po_number, requested_ship_date, snapshot,
       created_by_user_id, modified_by_user_id, date_created)
   select 'SB-' || q.project_quote_id, q.project_quote_id, 1 + q.project_quote_id % 3, 'PO-' || q.project_quote_id,
          current_date + 30,
          jsonb_build_object('LineItems', '[]'::jsonb, 'NetAdds', '[]'::jsonb, 'Totals',
            jsonb_build_object('Total', ((50000 + q.project_quote_id % 9000) * 3)::text || '.25')),
          q.created_by_user_id, q.created_by_user_id, q.date_created + interval '3 days'
   from project_quote q where q.quote_number like 'QB-%' and q.status = 5`,
  `insert into project_quote_eng_request (project_quote_id, description, status, requested_by_user_id, sent_at,
       date_modified)
   select q.project_quote_id, 'Bench request', case when q.project_quote_id % 5 = 0 then 2 else 4 end,
          q.created_by_user_id, q.date_created + interval '1 hour',
          q.date_created + make_interval(hours => 2 + q.project_quote_id % 70)
   from project_quote q where q.quote_number like 'QB-%' and q.project_quote_id % 10 = 3`,
  `insert into project_quote_cat_multiplier (project_quote_id, product_type_category_id, requested_multiplier,
       standard_multiplier, status, requested_by_user_id, sent_at, decided_at)
   select q.project_quote_id, (select product_type_category_id from product_type_category order by 1 limit 1),
          0.4000, 0.5000, 'Rejected', q.created_by_user_id, q.date_created + interval '2 hours',
          q.date_created + make_interval(hours => 3 + q.project_quote_id % 40)
   from project_quote q where q.quote_number like 'QB-%' and q.project_quote_id % 10 = 7`,
  'analyze',
];

const counts = `select (select count(*) from project_quote where superseded_by_quote_id is null) as quotes,
  (select count(*) from project_schedule_line_item) as line_items, (select count(*) from project_order) as orders,
  (select count(*) from project_quote_eng_request) + (select count(*) from project_quote_cat_multiplier) as reviews`;

const port = { portFrom: 3960 };

/** Runs `statements` in turn on one connection; answers the last one's result. */
const runStatements = (database, statements) =>
  database.query(async (query) => {
    let last;
    for (const statement of statements) last = await query(statement);
    return last;
  });

async function post(url, token, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return { answer: JSON.parse(text), ms: performance.now() - started };
}

/** Date ranges that change per request: the answers are not the same twice in a row. */
const filtersOf = (index) => {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return [
    {},
    { DateFrom: day(365), DateTo: day(index % 30) },
    { BrandId: 1 },
    { DateFrom: day(200 + (index % 90)) },
  ][index % 4];
};

export function benchReports({ seconds = 5 } = {}) {
  return withDatabase('postgres', 'airquote_bench_reports', async (database) => {
    console.log('  reports: migrate and seed');
    await seedDatabase(database, port);
    const startedAt = performance.now();
    const added = (await runStatements(database, [...volume, counts])).rows[0];
    console.log(`  reports: volume added in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`, added);
    return withServer(database, port, async (server) => {
      const internal = await loginToken(server.baseUrl, 'pricing@airquote.test');
      const rep = await loginToken(server.baseUrl, 'rep@northwind.test');
      const url = (name) => `${server.baseUrl}/api/Report/${name}`;
      const first = await post(url('PipelineByStatus'), internal, {});
      if (first.answer.TotalQuoteCount < reportTargets.quotes)
        throw new Error(
          `the report counts ${first.answer.TotalQuoteCount} quotes, not ${reportTargets.quotes}`,
        );
      // The first answer after a change builds the data set again: measured apart (context).
      const rebuilds = [];
      for (let index = 0; index < 3; index++) {
        await runStatements(database, [
          `update project_quote set date_modified = now() where project_quote_id = (select min(project_quote_id) from project_quote)`,
        ]);
        rebuilds.push((await post(url('PipelineByStatus'), internal, {})).ms);
      }
      const results = [];
      for (const name of await loadReportKinds()) {
        const run = (token) =>
          load({
            url: url(name),
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: (index) => JSON.stringify(filtersOf(index)),
            clients: reportTargets.clients,
            seconds,
          });
        await load({
          ...{ url: url(name), method: 'POST' },
          headers: { authorization: `Bearer ${internal}`, 'content-type': 'application/json' },
          body: '{}',
          clients: 2,
          seconds: 1,
        });
        const internalRun = await run(internal);
        const repRun = await run(rep);
        results.push({
          name,
          internal: internalRun,
          rep: repRun,
          pass: internalRun.p95Ms < reportTargets.p95Ms && repRun.p95Ms < reportTargets.p95Ms,
        });
      }
      return {
        quotes: Number(added.quotes),
        lineItems: Number(added.line_items),
        orders: Number(added.orders),
        reviews: Number(added.reviews),
        firstMs: Math.round(first.ms),
        rebuildMs: rebuilds.map((ms) => Math.round(ms)),
        results,
        worstP95Ms: Math.max(...results.flatMap((result) => [result.internal.p95Ms, result.rep.p95Ms])),
        pass: results.every((result) => result.pass),
      };
    });
  });
}

export function describeReports(result) {
  return [
    `postgres: ${result.quotes} current quotes, ${result.lineItems} line items, ${result.orders} orders, ${result.reviews} review requests`,
    `  first answer (builds the data set) ${result.firstMs} ms; after a change ${result.rebuildMs.join(' / ')} ms (context)`,
    ...result.results.flatMap((entry) => [
      `  ${entry.name} at ${reportTargets.clients} clients, pricing director (all quotes): ${formatLatencies(entry.internal)}`,
      `  ${entry.name} at ${reportTargets.clients} clients, Northwind rep (visible quotes): ${formatLatencies(entry.rep)}`,
    ]),
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const result = await benchReports();
  for (const text of describeReports(result)) console.log(text);
  console.log(
    `  target p95 < ${reportTargets.p95Ms} ms for each report: worst ${result.worstP95Ms} ms ${result.pass ? 'PASS' : 'MISS'}`,
  );
  process.exit(0);
}
