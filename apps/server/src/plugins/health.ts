import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-errors.ts';

/** What readiness asks of the parts it depends on. */
export type ReadinessProbe = {
  /** Throws when the database does not answer within the time given. */
  ping(timeoutMs: number): Promise<void>;
};

/** 'none' when no Redis is configured (the rate limits count in this process). */
export type RedisState = () => 'none' | 'up' | 'down';

const PING_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness apart (issue #16, item 2): /api/health/live says the process serves (a load
 * balancer or orchestrator restarts it when not); /api/health/ready, and /api/health with it, says it
 * can do its work: the database answers within 2 s (else 503). Redis, when REDIS_URL is set, is
 * checked too and reported ('degraded'), but does not take the instance out of the load balancer:
 * without Redis the rate limits count in each process and everything else works, whereas failing
 * readiness would take every instance out at once and turn a Redis outage into a full one.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: ReadinessProbe,
  redisState: RedisState = () => 'none',
): void {
  app.get('/api/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    const startedAt = Date.now();
    let databaseStatus: 'up' | 'down' = 'up';
    try {
      await database.ping(PING_TIMEOUT_MS);
    } catch {
      databaseStatus = 'down';
    }
    const redis = redisState();
    const body = {
      status: databaseStatus === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok',
      database: databaseStatus,
      redis,
      checkedInMs: Date.now() - startedAt,
    };
    if (databaseStatus === 'down') {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body);
    }
    return body;
  };
  app.get('/api/health/ready', { schema: { hide: true } }, ready);
  app.get('/api/health', { schema: { hide: true } }, ready);
}
