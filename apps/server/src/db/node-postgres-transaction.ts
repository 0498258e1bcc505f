import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';

type SessionInternals = {
  client: pg.Pool | pg.PoolClient;
  dialect: unknown;
  schema: unknown;
  options: unknown;
};

/**
 * drizzle-orm 0.45's node-postgres transaction sends BEGIN outside its try/finally: when BEGIN fails
 * (the connection was just lost) the pooled client is never released, and after a few such failures
 * the pool is empty for good: every later request waits for a connection and fails. Its ROLLBACK
 * after a lost connection also replaces the real error and returns the broken client to the pool.
 * This replaces the method (same behaviour otherwise): the client is always released, a connection
 * failure skips the pointless ROLLBACK, and a client whose ROLLBACK failed is discarded.
 * Found by the fault tests of issue #16 (database-faults.postgres.test.ts).
 */
export function installReliableNodePgTransactions(): void {
  const prototype = NodePgSession.prototype as unknown as { transaction: unknown; reliable?: true };
  if (prototype.reliable) return;
  prototype.reliable = true;
  prototype.transaction = async function transaction(
    this: SessionInternals,
    work: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) {
    const client = this.client as pg.Pool;
    const isPool = Object.getPrototypeOf(client).constructor.name.includes('Pool');
    const pooled = isPool ? await client.connect() : null;
    const session = pooled
      ? new NodePgSession(pooled, this.dialect as never, this.schema as never, this.options as never)
      : (this as unknown as NodePgSession<never, never>);
    let releaseError: Error | undefined;
    try {
      const tx = new NodePgTransaction(this.dialect as never, session, this.schema as never);
      const configSql = (
        tx as unknown as { getTransactionConfigSQL(config: unknown): ReturnType<typeof sql> }
      ).getTransactionConfigSQL;
      const settings = config ? sql` ${configSql.call(tx, config)}` : undefined;
      await tx.execute(sql`begin${settings}`);
      try {
        const result = await work(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          releaseError = error as Error;
        } else {
          await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
            releaseError = rollbackError;
          });
        }
        throw error;
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) releaseError ??= error as Error;
      throw error;
    } finally {
      pooled?.release(releaseError);
    }
  };
}
