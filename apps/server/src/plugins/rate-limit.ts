import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';

/** 'none': no REDIS_URL, counters live in this process by design. */
export type RedisState = 'none' | 'up' | 'down';

export type RateLimits = {
  /** For the readiness check: whether rate-limit counters are shared through Redis right now. */
  redisState(): RedisState;
  close(): Promise<void>;
};

export const REDIS_OUTAGE_MESSAGE = 'Redis unavailable, rate limits are counted in this process';
export const REDIS_BACK_MESSAGE = 'Redis is back';

const NAMESPACE = 'airquote-rate-limit-';
// A rate-limit script answers in about a millisecond: two seconds without an answer is an outage.
const CONNECT_TIMEOUT_MS = 2_000;
export const COMMAND_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

type Counter = { current: number; ttl: number };
type CounterCallback = (error: Error | null, result?: Counter) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type CounterStore = {
  incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
  read(key: string, callback: CounterCallback, timeWindow: number, max: number): void;
  child(routeOptions: ChildOptions): CounterStore;
};

// The plugin's own two stores (CommonJS without types): the same Lua script in Redis, the same LRU here.
const requireCommonJs = createRequire(import.meta.url);
const RedisStore = requireCommonJs('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => CounterStore;
const LocalStore = requireCommonJs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => CounterStore;

/** Follows the connection; logs an outage once when it starts and once when it ends. */
class RedisConnection {
  readonly redis: Redis;
  private lastError: Error | undefined;
  private failedSinceReady = false;
  private outageLogged = false;
  private closing = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.redis = new Redis(url, {
      // While disconnected a command fails at once instead of queueing until a timeout.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Never gives up: the counters go back to Redis as soon as it answers again.
      retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
    });
    // Without an 'error' listener ioredis prints "[ioredis] Unhandled error event" on every attempt.
    this.redis.on('error', (error: Error) => {
      this.lastError = error;
      if (this.outageLogged) this.log.debug({ err: error }, 'Redis still unavailable');
    });
    // Every lost connection and every failed attempt ends with 'close'; every success with 'ready'.
    this.redis.on('close', () => this.markDown());
    this.redis.on('ready', () => this.markUp());
  }

  get isUp(): boolean {
    return this.redis.status === 'ready' && !this.failedSinceReady;
  }

  /** Resolves when the first attempt connected or failed, so the first requests count in the right place. */
  firstAttempt(): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.redis.off('ready', finish);
        this.redis.off('close', finish);
        resolve();
      };
      const timer = setTimeout(finish, CONNECT_TIMEOUT_MS + 500);
      this.redis.on('ready', finish);
      this.redis.on('close', finish);
    });
  }

  /**
   * A command failed on a connection that looked ready (a hung server, READONLY): count here from now
   * on and reconnect, so 'ready' says when Redis is back. Destroyed, not ended: a hung server would
   * never answer the FIN of an orderly close, and the socket would neither close nor reconnect.
   */
  commandFailed(error: Error): void {
    this.lastError = error;
    if (this.failedSinceReady) return;
    this.failedSinceReady = true;
    this.redis.stream?.destroy();
  }

  close(): void {
    this.closing = true;
    this.redis.disconnect();
    this.redis.stream?.destroy();
  }

  private markDown(): void {
    if (this.closing || this.outageLogged) return;
    this.outageLogged = true;
    this.log.warn(this.lastError ? { err: this.lastError } : {}, REDIS_OUTAGE_MESSAGE);
  }

  private markUp(): void {
    this.failedSinceReady = false;
    this.lastError = undefined;
    if (!this.outageLogged) return;
    this.outageLogged = false;
    this.log.info(REDIS_BACK_MESSAGE);
  }
}

/**
 * Counts in Redis while it answers and in this process when it does not, at once: a sign-in never
 * waits for Redis. This process always counts too, so an outage starts from its share of the window.
 */
class RedisOrLocalStore implements CounterStore {
  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
    private readonly connection: RedisConnection,
  ) {}

  incr(key: string, callback: CounterCallback, timeWindow: number, max: number): void {
    this.local.incr(
      key,
      (localError, local) => {
        if (!this.connection.isUp) {
          callback(localError, local);
          return;
        }
        this.shared.incr(
          key,
          (sharedError, shared) => {
            if (!sharedError) {
              callback(null, shared);
              return;
            }
            this.connection.commandFailed(sharedError);
            callback(localError, local);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  read(key: string, callback: CounterCallback, timeWindow: number, max: number): void {
    if (!this.connection.isUp) {
      this.local.read(key, callback, timeWindow, max);
      return;
    }
    this.shared.read(
      key,
      (sharedError, shared) => {
        if (!sharedError) {
          callback(null, shared);
          return;
        }
        this.connection.commandFailed(sharedError);
        this.local.read(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): CounterStore {
    return new RedisOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.connection,
    );
  }
}

/** The plugin constructs its store itself, from its options: a class bound to the one connection. */
function storeClassFor(connection: RedisConnection) {
  return class extends RedisOrLocalStore {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, connection.redis, NAMESPACE),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
        connection,
      );
    }
  };
}

/**
 * Rate limits for the routes that opt in (contracts with `rateLimited`, plugins/register-routes.ts).
 * With REDIS_URL the counters are shared by every instance while Redis is up (issue #16, item 5).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  env: Pick<Env, 'REDIS_URL'>,
  log: FastifyBaseLogger,
): Promise<RateLimits> {
  const connection = env.REDIS_URL ? new RedisConnection(env.REDIS_URL, log) : null;
  await app.register(rateLimit, {
    global: false,
    ...(connection ? { store: storeClassFor(connection) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  if (connection) await connection.firstAttempt();
  return {
    redisState: () => (connection ? (connection.isUp ? 'up' : 'down') : 'none'),
    close: async () => connection?.close(),
  };
}
