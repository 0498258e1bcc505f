import { randomInt } from 'node:crypto';
import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { App } from '../app.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, TEST_DEMO_PASSWORD } from '../test/test-app.ts';
import {
  COMMAND_TIMEOUT_MS,
  REDIS_BACK_MESSAGE,
  REDIS_OUTAGE_MESSAGE,
  registerRateLimit,
} from './rate-limit.ts';

// Collected only when TEST_REDIS_URL is set (vitest.config.ts). The app reaches that Redis through a
// proxy this file cuts and restores, so the shared Redis itself is never stopped.
const upstream = new URL(process.env.TEST_REDIS_URL as string);
const LIMIT = 3;
// An answer that waited on a Redis command would take at least the command timeout.
const PROMPT_MS = COMMAND_TIMEOUT_MS / 2;

async function proxyInFrontOfRedis(): Promise<{ proxy: TcpProxy; url: string }> {
  const proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 6379));
  const url = new URL(upstream);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

// Fresh client addresses per run: counters an earlier run left in Redis do not count.
const addressPrefix = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.`;
let lastAddress = 0;
function clientAddress(): string {
  lastAddress += 1;
  return `${addressPrefix}${lastAddress}`;
}

describe('A Redis outage stops every sign-in (issue #16, item 5)', () => {
  let proxy: TcpProxy;
  let app: App;
  let direct: Redis;
  let token: string;
  let consoleError: MockInstance;
  const logs: { level: number; msg: string }[] = [];
  const logged = (message: string) => logs.filter((line) => line.msg === message).length;
  const loginKey = (address: string) => `airquote-rate-limit-POST/api/AppUser/Login-${address}`;

  const login = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rep@northwind.test', Password: 'Wrong#2026' },
      remoteAddress,
    });
  const signInCalls: [string, (remoteAddress: string) => ReturnType<typeof login>][] = [
    ['login', login],
    [
      'register',
      (remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/AppUser/register',
          payload: {
            FirstName: 'A',
            LastName: 'B',
            EmailAddress: 'rep@northwind.test',
            Password: 'Secret#2026',
            ConfirmPassword: 'Secret#2026',
            DefaultCompanyReference: 'X',
            AgreedToCustomerTermsOfUse: true,
          },
          remoteAddress,
        }),
    ],
    [
      'forgot password',
      (remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/AppUser/forgotPassword',
          payload: { email: 'nobody@example.com' },
          remoteAddress,
        }),
    ],
    [
      'reset password',
      (remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/AppUser/resetPassword',
          payload: { password: 'Secret#2026', reEnterPassword: 'Secret#2026', token: 'guess', userId: 1 },
          remoteAddress,
        }),
    ],
    [
      'password change',
      (remoteAddress) =>
        app.inject({
          method: 'PUT',
          url: '/api/AppUser/changepassword',
          headers: { authorization: `Bearer ${token}` },
          payload: { OldPassword: 'Wrong#2026', NewPassword: 'Secret#2027', ConfirmPassword: 'Secret#2027' },
          remoteAddress,
        }),
    ],
  ];
  const addresses = signInCalls.map(() => clientAddress());
  const statusesWhileUp: number[] = [];

  beforeAll(async () => {
    consoleError = vi.spyOn(console, 'error');
    const proxied = await proxyInFrontOfRedis();
    proxy = proxied.proxy;
    app = await createTestApp({
      env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), REDIS_URL: proxied.url },
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    direct = new Redis(upstream.toString(), { maxRetriesPerRequest: 1 });
    direct.on('error', () => {});
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/AppUser/Login',
      payload: { Email: 'rep@northwind.test', Password: TEST_DEMO_PASSWORD },
      remoteAddress: clientAddress(),
    });
    token = String(signedIn.headers[AUTH_TOKEN_HEADER.toLowerCase()]);
  });
  afterAll(async () => {
    consoleError?.mockRestore();
    await app?.close();
    await proxy?.close();
    direct?.disconnect();
  });

  it('counts in Redis while it is up', async () => {
    for (const [index, [, call]] of signInCalls.entries())
      statusesWhileUp.push((await call(addresses[index] as string)).statusCode);
    expect(statusesWhileUp).not.toContain(500);
    expect(await direct.get(loginKey(addresses[0] as string))).toBe('1');
  });

  it('Redis stopped: sign-in still works within its normal time', async () => {
    proxy.cut();
    await vi.waitFor(() => expect(logged(REDIS_OUTAGE_MESSAGE)).toBe(1), { timeout: 5_000 });
    for (const [index, [name, call]] of signInCalls.entries()) {
      const startedAt = performance.now();
      const response = await call(addresses[index] as string);
      const elapsedMs = performance.now() - startedAt;
      expect({ name, status: response.statusCode }).toEqual({ name, status: statusesWhileUp[index] });
      expect(elapsedMs, name).toBeLessThan(PROMPT_MS);
    }
  });

  it('Redis stopped: the limit still applies, counted in this process', async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) statuses.push((await login(address)).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await direct.exists(loginKey(address))).toBe(0);
  });

  it('Redis stopped: the outage is logged once, ioredis prints no unhandled error', () => {
    expect(logged(REDIS_OUTAGE_MESSAGE)).toBe(1);
    expect(logs.find((line) => line.msg === REDIS_OUTAGE_MESSAGE)?.level).toBe(40);
    const ioredisErrors = consoleError.mock.calls.filter((args) => String(args[0]).includes('[ioredis]'));
    expect(ioredisErrors).toEqual([]);
  });

  it('Redis back: the counters are in Redis again, logged once', async () => {
    proxy.restore();
    await vi.waitFor(() => expect(logged(REDIS_BACK_MESSAGE)).toBe(1), { timeout: 5_000 });
    const address = clientAddress();
    expect((await login(address)).statusCode).toBe(200);
    expect(await direct.get(loginKey(address))).toBe('1');
    expect(logged(REDIS_OUTAGE_MESSAGE)).toBe(1);
  });
});

describe('the Redis state reported for readiness', () => {
  it("is 'none' without REDIS_URL", async () => {
    const app = Fastify();
    const rateLimits = await registerRateLimit(app, { REDIS_URL: undefined }, app.log);
    expect(rateLimits.redisState()).toBe('none');
    await rateLimits.close();
    await app.close();
  });

  it("follows Redis: 'up', 'down' when it is gone, 'up' when it returns", async () => {
    const { proxy, url } = await proxyInFrontOfRedis();
    const app = Fastify();
    const rateLimits = await registerRateLimit(app, { REDIS_URL: url }, app.log);
    try {
      expect(rateLimits.redisState()).toBe('up');
      proxy.cut();
      await vi.waitFor(() => expect(rateLimits.redisState()).toBe('down'), { timeout: 5_000 });
      proxy.restore();
      await vi.waitFor(() => expect(rateLimits.redisState()).toBe('up'), { timeout: 5_000 });
    } finally {
      await rateLimits.close();
      await app.close();
      await proxy.close();
    }
  });

  it('Redis hung: a call in flight waits at most the command timeout, the next ones not at all', async () => {
    const { proxy, url } = await proxyInFrontOfRedis();
    const app = Fastify();
    const rateLimits = await registerRateLimit(app, { REDIS_URL: url }, app.log);
    app.get('/limited', { config: { rateLimit: { max: 100, timeWindow: 60_000 } } }, async () => 'ok');
    const timedCall = async () => {
      const startedAt = performance.now();
      const response = await app.inject({ url: '/limited', remoteAddress: clientAddress() });
      return { status: response.statusCode, elapsedMs: performance.now() - startedAt };
    };
    try {
      proxy.freeze();
      const inFlight = await timedCall();
      expect(inFlight.status).toBe(200);
      expect(inFlight.elapsedMs).toBeLessThan(COMMAND_TIMEOUT_MS + PROMPT_MS);
      expect(rateLimits.redisState()).toBe('down');
      const next = await timedCall();
      expect(next).toEqual({ status: 200, elapsedMs: expect.any(Number) });
      expect(next.elapsedMs).toBeLessThan(PROMPT_MS);
      proxy.restore();
      await vi.waitFor(() => expect(rateLimits.redisState()).toBe('up'), { timeout: 5_000 });
    } finally {
      await rateLimits.close();
      await app.close();
      await proxy.close();
    }
  });
});
