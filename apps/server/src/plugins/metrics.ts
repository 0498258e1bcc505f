import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../config/env.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';

export const METRICS_PATH = '/api/metrics';

export type OutboxBacklog = { pending: number; failed: number; oldestPendingAgeSeconds: number | null };

/** Route label of requests no route matched (404s, scans): one series, never the raw address. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Process metrics (CPU, memory, GC, event-loop delay) belong to the process, not to one app: they
 * are collected once per process, so tests that build many apps start one event-loop monitor.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * With METRICS_TOKEN set, a scrape needs `Authorization: Bearer <METRICS_TOKEN>`. Without it only a
 * direct request from this machine is answered: one that came through a proxy (which adds
 * X-Forwarded-For) is refused even when the proxy runs here, or any client behind it could read them.
 */
function authorizeScrape(request: FastifyRequest, metricsToken: string | undefined): void {
  if (metricsToken) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameSecret(match[1], metricsToken))
      throw unauthorized('Metrics need the METRICS_TOKEN as a bearer token.');
    return;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (proxied || !isLoopback(request.socket.remoteAddress ?? ''))
    throw forbidden('Metrics are served only to this machine unless METRICS_TOKEN is set.');
}

/**
 * Prometheus metrics at GET /api/metrics: process metrics with event-loop delay, requests and their
 * durations by method, route pattern and status class, the PostgreSQL pool, and the mail outbox.
 * Route labels are the registered patterns (`/api/voltage/:id`), never the
 * request's address, so no id or token becomes a label and the number of series stays bounded.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    env: Env;
    database: Pick<DatabaseConnection, 'poolStats'>;
    /** The mail outbox's waiting and failed mail (the mail worker's, passed in: plugins know no module). */
    outboxBacklog: () => Promise<OutboxBacklog>;
  },
): void {
  const { env, database } = options;
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });

  const poolStats = database.poolStats;
  const pool = poolStats
    ? {
        stats: poolStats,
        total: new Gauge({
          name: 'airquote_db_pool_connections',
          help: 'PostgreSQL pool: open connections',
          registers,
        }),
        idle: new Gauge({
          name: 'airquote_db_pool_idle_connections',
          help: 'PostgreSQL pool: open connections not in use',
          registers,
        }),
        waiting: new Gauge({
          name: 'airquote_db_pool_waiting_requests',
          help: 'PostgreSQL pool: queries waiting for a connection',
          registers,
        }),
      }
    : null;

  const outboxPending = new Gauge({
    name: 'airquote_mail_outbox_pending',
    help: 'Mails in the outbox waiting to be sent',
    registers,
  });
  const outboxOldestAge = new Gauge({
    name: 'airquote_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
    registers,
  });
  const outboxFailed = new Gauge({
    name: 'airquote_mail_outbox_failed',
    help: 'Mails given up after their last attempt',
    registers,
  });
  const scrapeErrors = new Counter({
    name: 'airquote_metrics_scrape_errors_total',
    help: 'Scrapes whose database figures could not be read (the database was unreachable)',
    registers,
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    authorizeScrape(request, env.METRICS_TOKEN);
    if (pool) {
      const stats = pool.stats();
      pool.total.set(stats.total);
      pool.idle.set(stats.idle);
      pool.waiting.set(stats.waiting);
    }
    try {
      const backlog = await options.outboxBacklog();
      outboxPending.set(backlog.pending);
      outboxFailed.set(backlog.failed);
      outboxOldestAge.set(backlog.oldestPendingAgeSeconds ?? 0);
    } catch (error) {
      // The process figures still help when the database is down; the error counter says so.
      scrapeErrors.inc();
      request.log.warn({ err: error }, 'metrics: outbox backlog not read');
    }
    const text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    return reply.type(registry.contentType).send(text);
  });
}
