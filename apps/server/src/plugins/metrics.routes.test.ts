import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { enqueueMail } from '../modules/mail/outbox.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

const METRICS_TOKEN = 'a-metrics-token-for-the-scraper';
const VOLTAGE_ROUTE = '/api/voltage/:id';

let app: App;
let logLines: Record<string, unknown>[];
beforeAll(async () => {
  logLines = [];
  app = await createTestApp({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
});
afterAll(async () => app.close());

async function scrape(target: App = app, headers: Record<string, string> = {}): Promise<string> {
  const response = await target.inject({ method: 'GET', url: '/api/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.body;
}

/** The value of one sample, e.g. `http_requests_total{method="GET",route="/api/x",status_class="2xx"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[3] ?? '').split(',').filter(Boolean);
    if (wanted.every((label) => present.includes(label))) return Number(match[4]);
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  it('counts requests and their durations by route pattern and status class, never by address', async () => {
    const rep = await signIn(app, 'rep@northwind.test');
    const labels = (statusClass: string) => ({
      method: 'GET',
      route: VOLTAGE_ROUTE,
      status_class: statusClass,
    });
    const before = await scrape();
    const countBefore = sample(before, 'http_requests_total', labels('4xx')) ?? 0;
    const histogramBefore = sample(before, 'http_request_duration_seconds_count', labels('4xx')) ?? 0;

    // Two unknown voltages (404) and an unknown address carrying something secret-looking.
    for (const id of [987_654_321, 987_654_322]) {
      const response = await app.inject({ method: 'GET', url: `/api/voltage/${id}`, headers: bearer(rep) });
      expect(response.statusCode).toBe(404);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/NoSuch/reset-token-5f1c9e?token=abc123secret',
    });
    expect(unknown.statusCode).toBe(404);
    const known = await app.inject({ method: 'GET', url: '/api/voltage', headers: bearer(rep) });
    expect(known.statusCode).toBe(200);

    const after = await scrape();
    expect(sample(after, 'http_requests_total', labels('4xx'))).toBe(countBefore + 2);
    expect(sample(after, 'http_request_duration_seconds_count', labels('4xx'))).toBe(histogramBefore + 2);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...labels('4xx'), le: '+Inf' })).toBe(
      histogramBefore + 2,
    );
    expect(
      sample(after, 'http_requests_total', { route: '/api/voltage', status_class: '2xx' }),
    ).toBeGreaterThan(0);
    expect(sample(after, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(
      0,
    );
    expect(
      sample(after, 'http_requests_total', { method: 'POST', route: '/api/AppUser/Login' }),
    ).toBeGreaterThan(0);
    // Only patterns become labels: no id, token or query string of a request appears anywhere.
    for (const raw of ['987654321', '987654322', 'reset-token', 'abc123secret', rep])
      expect(after).not.toContain(raw);
    const routes = new Set([...after.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    for (const route of routes) expect(route === 'unmatched' || route?.startsWith('/')).toBe(true);
  });

  it('reports the process: event-loop delay, CPU, memory', async () => {
    // The event-loop delay is sampled every 10 ms and reset by each scrape: give it a few samples.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_mean_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the mail outbox: mails waiting and the age of the oldest', async () => {
    const before = await scrape();
    const pendingBefore = sample(before, 'airquote_mail_outbox_pending') ?? -1;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);
    await app.deps.db.transaction((tx) =>
      enqueueMail(tx, { to: 'ops@example.com', subject: 'Queued', text: 'x', html: '<p>x</p>' }),
    );
    const after = await scrape();
    expect(sample(after, 'airquote_mail_outbox_pending')).toBe(pendingBefore + 1);
    expect(sample(after, 'airquote_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'airquote_mail_outbox_failed')).toBeGreaterThanOrEqual(0);
  });

  it('reports the PostgreSQL pool, and nothing of a pool on the embedded database', async () => {
    const text = await scrape();
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'airquote_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'airquote_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'airquote_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('airquote_db_pool_');
    }
  });

  it('without METRICS_TOKEN answers only direct requests from this machine', async () => {
    const remote = await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toContain('METRICS_TOKEN');
    expect(remote.body).not.toContain('http_requests_total');
    // A proxy on this machine passes other clients' requests on: those are refused too.
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '::1' })).statusCode).toBe(
      200,
    );
  });

  it('logs every line of a request with its request id', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'x@y.test', Password: 'no' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/voltage',
      headers: { authorization: 'Bearer not-a-token' },
    });
    await app.inject({ method: 'GET', url: '/api/NoSuchThing' });
    expect(logLines.length).toBeGreaterThanOrEqual(6);
    // Beyond Fastify's own lines: the refused token and the 4xx answers are logged from the request too.
    expect(logLines.some((line) => line.msg === 'token refused')).toBe(true);
    for (const line of logLines) expect(line.reqId, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let guarded: App;
  beforeAll(async () => {
    guarded = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => guarded.close());

  it('answers the bearer of the token from anywhere and refuses anyone else, on this machine too', async () => {
    const remote = { method: 'GET' as const, url: '/api/metrics', remoteAddress: '203.0.113.9' };
    const allowed = await guarded.inject({ ...remote, headers: bearer(METRICS_TOKEN) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
    expect((await guarded.inject(remote)).statusCode).toBe(401);
    expect((await guarded.inject({ ...remote, headers: bearer(`${METRICS_TOKEN}x`) })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    await scrape(guarded, bearer(METRICS_TOKEN));
  });
});
