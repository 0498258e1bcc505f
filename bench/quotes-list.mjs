// Issue 5 figure: the quotes list (POST ProjectQuote/search) over 20,000 quotes, p95 < 100 ms on
// PostgreSQL at 20 concurrent clients, with requests per second, for the default list (newest change
// first, page of 50, totals priced) and a text search. Standalone: node bench/quotes-list.mjs;
// PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, where a
// database airquote_bench_quotes_list is made and dropped).
import {
  formatLatencies,
  isMain,
  load,
  loginToken,
  requireServerBuild,
  seedDatabase,
  withDatabase,
  withServer,
} from './lib.mjs';
import { idsTableSql, lineItemsSql, modelsTableSql, projectsSql } from './volume-data.mjs';

export const quotesListTargets = { p95Ms: 100, quotes: 20_000, clients: 20 };

const DATABASE = 'airquote_bench_quotes_list';

/** 2,000 projects (three in four Northwind's) of 2 schedules × 8 line items, and 10 quotes each. */
const VOLUME = { projects: 2_000, quotesPerProject: 10, schedulesPerProject: 2, lineItemsPerSchedule: 8 };

const statements = ({ projects, quotesPerProject, schedulesPerProject, lineItemsPerSchedule }) => [
  idsTableSql,
  projectsSql({
    count: projects,
    prefix: 'QL',
    description: 'Generated for the quotes list benchmark',
    dateCreated: 'now() - make_interval(days => g % 300)',
  }),
  `insert into project_schedule (project_id, name, description, is_active, next_tag_number,
       created_by_user_id, date_created, date_modified)
   select p.project_id, 'Schedule ' || n, '', true, ${lineItemsPerSchedule + 1}, p.created_by_user_id,
          p.date_created, p.date_modified
   from project p cross join generate_series(1, ${schedulesPerProject}) n
   where p.name like 'QL %'`,
  modelsTableSql,
  lineItemsSql({ projectsLike: 'QL %', perSchedule: lineItemsPerSchedule }),
  // Ten quotes per project; every fifth is revision 1 of the next one (superseded), statuses vary.
  `insert into project_quote (project_id, quote_number, revision, status, brand_id, transaction_type,
       valid_until, created_by_user_id, modified_by_user_id, date_created, date_modified, date_status_changed)
   select p.project_id,
          'Q-QL-' || lpad((case when q % 5 = 1 then q + 1 else q end + (p.project_id * ${quotesPerProject}))::text, 8, '0'),
          case when q % 5 = 1 then 1 when q % 5 = 2 then 2 else 1 end,
          1 + ((p.project_id + q) % 6), p.brand_id, 1 + (q % 2),
          current_date + (q * 3), p.created_by_user_id, p.created_by_user_id,
          now() - make_interval(days => (p.project_id + q) % 200),
          now() - make_interval(mins => (p.project_id * ${quotesPerProject} + q) % 100000),
          now() - make_interval(days => q)
   from project p cross join generate_series(1, ${quotesPerProject}) q
   where p.name like 'QL %'`,
  `update project_quote old set superseded_by_quote_id = new.project_quote_id
   from project_quote new
   where old.quote_number like 'Q-QL-%' and old.quote_number = new.quote_number
     and old.revision = 1 and new.revision = 2`,
  `update project_quote new set supersedes_quote_id = old.project_quote_id
   from project_quote old
   where new.quote_number like 'Q-QL-%' and old.superseded_by_quote_id = new.project_quote_id`,
  `insert into project_quote_schedule (project_quote_id, project_schedule_id)
   select q.project_quote_id, s.project_schedule_id
   from project_quote q join project_schedule s on s.project_id = q.project_id
   where q.quote_number like 'Q-QL-%' and (q.project_quote_id % 2 = 0 or s.name = 'Schedule 1')`,
  `insert into project_quote_net_add (project_quote_id, net_add_type, description, amount_cents, created_by_user_id)
   select q.project_quote_id, 'Freight', 'Delivery', 10000 + (q.project_quote_id % 500) * 100, q.created_by_user_id
   from project_quote q where q.quote_number like 'Q-QL-%'`,
  'analyze',
];

const port = { portFrom: 3960 };

/** The answer is what the figure claims: a full page of priced quotes out of thousands. */
async function checkAnswer(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(answer)}`);
  const priced = answer.Quotes.filter((quote) => quote.Total !== null).length;
  return { totalCount: answer.TotalCount, rows: answer.Quotes.length, priced };
}

export function benchQuotesList({ seconds = 10 } = {}) {
  return withDatabase('postgres', DATABASE, async (database) => {
    console.log('  postgres: migrate and seed');
    await seedDatabase(database, port);
    const startedAt = performance.now();
    const counts = await database.query(async (query) => {
      for (const statement of statements(VOLUME)) await query(statement);
      return (await query('select count(*)::int as quotes from project_quote')).rows[0];
    });
    console.log(
      `  postgres: ${counts.quotes} quotes in all, added in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    return withServer(database, port, async (server) => {
      const token = await loginToken(server.baseUrl);
      const url = `${server.baseUrl}/api/ProjectQuote/search`;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const search = (request) => ({
        url,
        method: 'POST',
        headers,
        body: JSON.stringify(request),
        clients: quotesListTargets.clients,
        seconds,
      });
      const textRequest = {
        SearchText: 'hotel',
        SortRequest: { SortField: 'QuoteNumber', SortDirection: 'Ascending' },
      };
      const defaultAnswer = await checkAnswer(url, headers, JSON.stringify({}));
      const textAnswer = await checkAnswer(url, headers, JSON.stringify(textRequest));
      if (defaultAnswer.rows !== 50 || defaultAnswer.priced === 0)
        throw new Error(`the default page is not a page of priced quotes: ${JSON.stringify(defaultAnswer)}`);
      await load({ ...search({}), seconds: 2 }); // warm-up
      const defaultList = await load(search({}));
      const textSearch = await load(search(textRequest));
      // Every request a different text (a project number): no answer comes from memory (context).
      const variedSearch = await load({
        ...search({}),
        body: (n) => JSON.stringify({ SearchText: `hotel ${1 + ((n * 7919) % VOLUME.projects)}` }),
      });
      // Sorted by total, every request a page not asked for before: each prices all 12,002 quotes
      // (context: what a user waits for the first time after any quote changed).
      const totalSort = await load({
        ...search({}),
        clients: 1,
        body: (n) =>
          JSON.stringify({
            SortRequest: { SortField: 'Total', SortDirection: n % 2 ? 'Ascending' : 'Descending' },
            PageNumber: 1 + Math.floor(n / 2),
          }),
      });
      const pass = Math.max(defaultList.p95Ms, textSearch.p95Ms) < quotesListTargets.p95Ms;
      return {
        quotes: counts.quotes,
        defaultAnswer,
        textAnswer,
        defaultList,
        textSearch,
        variedSearch,
        totalSort,
        pass,
      };
    });
  });
}

export function describeQuotesList(result) {
  const line = (name, run) => `${name}: ${formatLatencies(run)}`;
  return [
    `postgres: POST ProjectQuote/search over ${result.quotes} quotes as rep@northwind.test, ${quotesListTargets.clients} clients`,
    line(
      `  default list (DateModified desc, page of 50, ${result.defaultAnswer.priced} priced, ${result.defaultAnswer.totalCount} matching)`,
      result.defaultList,
    ),
    line(
      `  text "hotel" by QuoteNumber (${result.textAnswer.rows} rows, ${result.textAnswer.totalCount} matching)`,
      result.textSearch,
    ),
    line('  a different text every request (never cached; context)', result.variedSearch),
    line(
      '  sorted by total, a new page every request, 1 client (every quote priced; context)',
      result.totalSort,
    ),
  ];
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const result = await benchQuotesList();
  for (const text of describeQuotesList(result)) console.log(text);
  console.log(
    `  target p95 < ${quotesListTargets.p95Ms} ms at ${quotesListTargets.clients} clients: ${result.pass ? 'PASS' : 'MISS'}`,
  );
  process.exit(0);
}
