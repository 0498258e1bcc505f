import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';

export type PostgresTimeouts = {
  /** Longest wait for a new connection (a database that does not answer). */
  connectTimeoutMs: number;
  /** Longest a statement may run on the server; the client gives up a little later (frozen server). */
  statementTimeoutMs: number;
};

export const defaultPostgresTimeouts: PostgresTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
};

type PoolClient = pg.PoolClient & { release: (error?: Error | boolean) => void };

/**
 * A pg pool that survives a database that goes away. pg emits 'error' on a checked-out client whose
 * connection drops between queries; with no listener that error ends the process (issue #16, item 1).
 * Every client gets a listener, a client that saw a connection failure or a read timeout is marked
 * broken and destroyed on release instead of going back to the pool, and each statement is bounded
 * on the server (statement_timeout) and on the client (query_timeout, for a frozen server).
 */
export class ResilientPool extends pg.Pool {
  readonly #broken = new WeakSet<pg.PoolClient>();

  constructor(config: pg.PoolConfig, timeouts: PostgresTimeouts, onConnectionError: (error: Error) => void) {
    super({
      ...config,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      statement_timeout: timeouts.statementTimeoutMs,
      query_timeout: timeouts.statementTimeoutMs + 2_000,
      // A transaction left open by a stalled client must not hold its locks for ever.
      idle_in_transaction_session_timeout: Math.max(30_000, timeouts.statementTimeoutMs * 3),
      keepAlive: true,
    });
    // An idle client's failure (server restart, terminated backend) is reported here.
    this.on('error', onConnectionError);
    this.on('connect', (client) => {
      client.on('error', (error) => {
        this.#broken.add(client);
        onConnectionError(error);
      });
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          (result as Promise<unknown>).catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) this.#broken.add(client);
          });
        }
        return result;
      };
    });
  }

  // pg.Pool.connect has a callback form (used by pool.query) and a promise form (used by drizzle's
  // transactions); both hand out a client whose release discards it when it is broken.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect((error, client, done) => {
        if (client) this.#guardRelease(client as PoolClient);
        callback(error, client, client ? (client.release as (release?: unknown) => void) : done);
      });
      return;
    }
    return super.connect().then((client) => {
      this.#guardRelease(client as PoolClient);
      return client;
    });
  }

  #guardRelease(client: PoolClient): void {
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      if (!error && this.#broken.has(client)) return release(new Error('connection broken'));
      return release(error);
    };
  }
}
