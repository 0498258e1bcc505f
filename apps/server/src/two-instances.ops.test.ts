import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  haproxyConfig,
  type LocalProcess,
  repositoryRoot,
  requireBuiltServer,
  requireHaproxy,
  startHaproxy,
  startProcess,
  waitForOk,
} from './test/local-processes.ts';

/**
 * Scaling out as deployed (README, Deployment): two built servers started at the same moment on one
 * empty PostgreSQL database and one Redis, behind a real haproxy. Runs after the build (npm test's
 * 'operations tests' step); haproxy, PostgreSQL and Redis missing make it fail, not skip.
 */
const adminUrl = process.env.TEST_DATABASE_URL as string;
const redisUrl = process.env.TEST_REDIS_URL as string;
const databaseName = `airquote_ops_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const instanceNames = ['app1', 'app2'] as const;

let folder: string;
let balancer: string;
const instances: { name: string; port: number; process: LocalProcess }[] = [];
let haproxy: LocalProcess | null = null;
let databaseCreated = false;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const server = requireBuiltServer();
  requireHaproxy();
  folder = mkdtempSync(path.join(tmpdir(), 'airquote-ops-'));
  await adminQuery(`create database ${databaseName}`);
  databaseCreated = true;

  const ports = [await freePort(), await freePort(), await freePort()] as const;
  balancer = `http://127.0.0.1:${ports[2]}`;
  const sharedEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Every instance must sign and check tokens with the same key.
    TOKEN_SECRET: `ops-test-${randomUUID()}-${randomUUID()}`,
    TRUST_PROXY: '127.0.0.1',
    APP_URL: balancer,
    LOG_LEVEL: 'info',
  };
  // Both at the same moment on the empty database: migrations and seeding take turns under the
  // start-up lock, and both must come up.
  instanceNames.forEach((name, index) => {
    const port = ports[index] as number;
    const process = startProcess(name, globalThis.process.execPath, [server], {
      ...sharedEnv,
      PORT: String(port),
      DATA_DIR: path.join(folder, name),
    });
    instances.push({ name, port, process });
  });
  await Promise.all(
    instances.map((instance) =>
      waitForOk(`http://127.0.0.1:${instance.port}/api/health/ready`, instance.process, 60_000),
    ),
  );
  haproxy = startHaproxy(path.join(folder, 'haproxy.cfg'), haproxyConfig(ports[2], instances));
  await waitForOk(`${balancer}/api/health/live`, haproxy, 10_000);
}, 90_000);

afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(instances.map((instance) => instance.process.stop()));
  for (const instance of instances)
    expect(instance.process.exitCode(), `${instance.name} stops cleanly`).toBe(0);
  if (databaseCreated) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 30_000);

type Answer = { status: number; servedBy: string | null; body: unknown; token: string | null };

async function call(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; instance?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${balancer}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.instance ? { 'x-test-instance': options.instance } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    token: response.headers.get(AUTH_TOKEN_HEADER),
  };
}

describe('two instances started together (issue #16 item 6), behind haproxy on one PostgreSQL and Redis', () => {
  let token: string;
  let item: LineItem;

  it('both instances came up together on the empty database, and haproxy spreads requests over them', async () => {
    for (const instance of instances) {
      const ready = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`);
      expect(await ready.json(), instance.name).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    }
    // They took turns under the start-up lock: exactly one seeded the demo data, and both said
    // loudly that demo accounts with a known password exist (issue #16 item 11).
    const logs = instances.map((instance) => readFileSync(instance.process.logFile, 'utf8'));
    expect(logs.filter((log) => log.includes('Demo data seeded.'))).toHaveLength(1);
    for (const log of logs) expect(log).toContain('WARNING: the demo accounts above exist');
    const signIn = await call('POST', '/api/AppUser/Login', {
      body: { Email: 'rep@northwind.test', Password: 'Demo#2026' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.token).toBeTruthy();
    token = signIn.token as string;

    // The session opened through one instance is good on both (shared key, shared database).
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/api/ProjectSchedule', { token })));
    for (const answer of answers) expect(answer.status).toBe(200);
    const servedBy = new Set([signIn, ...answers].map((answer) => answer.servedBy));
    expect(servedBy).toEqual(new Set(instanceNames));

    const schedules = answers[0]?.body as { ProjectScheduleId: number }[];
    expect(schedules.length).toBeGreaterThan(0);
    for (const schedule of schedules) {
      const lines = await call(
        'GET',
        `/api/ProjectScheduleLineItem/GetByProjectScheduleId/${schedule.ProjectScheduleId}`,
        {
          token,
        },
      );
      const active = (lines.body as LineItem[]).find((line) => line.IsActive);
      if (active) {
        item = active;
        break;
      }
    }
    expect(item).toBeDefined();
  });

  it('edits of one line item with one row version from both instances: one wins, the other is told it is stale', async () => {
    const edits = await Promise.all(
      instanceNames.map((instance, index) =>
        call('PUT', '/api/ProjectScheduleLineItem', {
          token,
          instance,
          body: {
            ProjectScheduleLineItemId: item.ProjectScheduleLineItemId,
            ItemQty: item.ItemQty + 1 + index,
            ItemTag: item.ItemTag,
            RowVersion: item.RowVersion,
          },
        }),
      ),
    );
    expect(edits.map((edit) => edit.servedBy)).toEqual([...instanceNames]);
    const winner = edits.find((edit) => edit.status === 200);
    const loser = edits.find((edit) => edit.status !== 200);
    expect(winner, JSON.stringify(edits)).toBeDefined();
    expect([409, 412]).toContain(loser?.status);
    expect((loser?.body as { message?: string } | undefined)?.message).toBe(STALE_ROW_VERSION_MESSAGE);

    const saved = winner?.body as LineItem;
    expect(saved.RowVersion).toBeGreaterThan(item.RowVersion);
    // Both instances now read the winner's change (no instance answers from a stale cache).
    for (const instance of instanceNames) {
      const lines = await call(
        'GET',
        `/api/ProjectScheduleLineItem/GetByProjectScheduleId/${item.ProjectScheduleId}`,
        {
          token,
          instance,
        },
      );
      const line = (lines.body as LineItem[]).find(
        (one) => one.ProjectScheduleLineItemId === item.ProjectScheduleLineItemId,
      );
      expect(line).toMatchObject({ ItemQty: saved.ItemQty, RowVersion: saved.RowVersion });
    }

    // Each instance counted its own answer in its metrics, by route pattern.
    for (const [index, instance] of instances.entries()) {
      const metrics = await (await fetch(`http://127.0.0.1:${instance.port}/api/metrics`)).text();
      const statusClass = edits[index]?.status === 200 ? '2xx' : '4xx';
      expect(metrics).toContain(
        `http_requests_total{method="PUT",route="/api/ProjectScheduleLineItem",status_class="${statusClass}"} 1`,
      );
    }
  });

  it('the load balancer of compose.yaml (deploy/haproxy.cfg) is a configuration haproxy accepts', () => {
    // Its servers' names resolve only inside compose: haproxy warns and starts them unresolved.
    const check = spawnSync(requireHaproxy(), ['-c', '-f', path.join(repositoryRoot, 'deploy/haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });

  it('serves no metrics through the load balancer without METRICS_TOKEN', async () => {
    const scrape = await call('GET', '/api/metrics');
    expect(scrape.status).toBe(403);
  });
});
