import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { callApi, demoProjects, projectIdByName } from '../test/project-fixtures.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, signIn } from '../test/test-app.ts';
import { projectSchedules } from './schema/projects.ts';

/**
 * Fault injection on a real PostgreSQL (issue #16, items 1 and 2): backends terminated under
 * writes, a frozen server and a lost one. Runs where TEST_DATABASE_URL is set (CI: the local server).
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
const faultEnv = { DB_STATEMENT_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000' };

let app: App;
let proxy: TcpProxy;
let rep: string;
let projectId: number;

beforeAll(async () => {
  const target = new URL(adminUrl);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  app = await createTestApp({
    env: faultEnv,
    connectThrough: (url) => {
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      return viaProxy.toString();
    },
  });
  rep = await signIn(app, 'rep@northwind.test');
  projectId = await projectIdByName(app, demoProjects.riverside);
});
afterAll(async () => {
  proxy.restore();
  // Every client went back to the pool: a request that failed mid-outage leaked none.
  const pool = (app.deps.db as unknown as { $client: pg.Pool }).$client;
  expect(pool.totalCount - pool.idleCount).toBe(0);
  await app.close();
  await proxy.close();
});

async function databaseName(): Promise<string> {
  const result = await app.deps.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name as string;
}

/** Terminates every backend of the app's database, as `pg_terminate_backend` would in an outage. */
async function terminateBackends(admin: pg.Client, name: string): Promise<number> {
  const result = await admin.query(
    'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return result.rows[0].n;
}

async function createSchedule(name: string) {
  return callApi(app, rep, 'POST', '/ProjectSchedule', { ProjectId: projectId, Name: name });
}

describe('a dropped PostgreSQL connection kills the process (issue #16 item 1)', () => {
  it('no longer: backends terminated during writes answer 503 with Retry-After, lose no acknowledged write, and the server goes on', async () => {
    const name = await databaseName();
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on('error', () => {});
    await admin.connect();
    const acknowledged: { id: number; name: string }[] = [];
    const statuses = new Map<number, number>();
    let terminated = 0;
    let running = true;
    const terminator = (async () => {
      while (running) {
        terminated += await terminateBackends(admin, name);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    const loops = Array.from({ length: 8 }, async (_, loop) => {
      for (let round = 0; round < 12; round++) {
        const scheduleName = `Fault ${loop}-${round}`;
        const response = await createSchedule(scheduleName);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 200)
          acknowledged.push({ id: response.json().ProjectScheduleId, name: scheduleName });
        else {
          expect(response.statusCode, response.body).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json().message).toBe(
            'The database is not available right now. Please try again in a moment.',
          );
        }
      }
    });
    await Promise.all(loops);
    running = false;
    await terminator;
    await admin.end();

    expect(terminated).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    // Every acknowledged write is in the database, under the name it was acknowledged with.
    const rows = await app.deps.db
      .select({ id: projectSchedules.projectScheduleId, name: projectSchedules.name })
      .from(projectSchedules)
      .where(
        inArray(
          projectSchedules.projectScheduleId,
          acknowledged.map((schedule) => schedule.id),
        ),
      );
    expect(rows.sort((a, b) => a.id - b.id)).toEqual(acknowledged.sort((a, b) => a.id - b.id));
    // And the server serves again at once.
    expect((await createSchedule('After the outage')).statusCode).toBe(200);
  }, 60_000);
});

describe('database lost or frozen (issue #16 item 2)', () => {
  it('a frozen database answers 503 within the statement bound, readiness says so, liveness stays up, and it recovers at once', async () => {
    expect((await createSchedule('Before the freeze')).statusCode).toBe(200);
    proxy.freeze();
    try {
      const startedAt = Date.now();
      const response = await createSchedule('During the freeze');
      const elapsed = Date.now() - startedAt;
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      // The statement bound (1 s on the server, 3 s on the client here) holds: no hang past 15 s.
      expect(elapsed).toBeLessThan(10_000);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      proxy.restore();
    }
    const after = await createSchedule('After the freeze');
    expect(after.statusCode, after.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 40_000);

  it('a lost database answers 503 at once instead of 500, and the first request after it returns succeeds', async () => {
    proxy.cut();
    try {
      const response = await createSchedule('While lost');
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      proxy.restore();
    }
    const after = await createSchedule('After the loss');
    expect(after.statusCode, after.body).toBe(200);
    const [row] = await app.deps.db
      .select()
      .from(projectSchedules)
      .where(eq(projectSchedules.projectScheduleId, after.json().ProjectScheduleId));
    expect(row?.name).toBe('After the loss');
  }, 40_000);
});
