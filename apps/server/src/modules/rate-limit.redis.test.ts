import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

// Collected only when TEST_REDIS_URL is set (vitest.config.ts); CI sets it to the local Redis.
const redisUrl = process.env.TEST_REDIS_URL as string;
const LIMIT = 3;

let first: App;
let second: App;
beforeAll(async () => {
  const env = { AUTH_RATE_LIMIT_MAX: String(LIMIT), REDIS_URL: redisUrl };
  [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('rate limits with REDIS_URL: counters shared by every server instance', () => {
  it('the limit counts sign-in attempts made on two instances together', async () => {
    // A fresh client address per run, so counters left in Redis by an earlier run do not count.
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    const login = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/AppUser/Login',
        payload: { Email: 'rep@northwind.test', Password: 'Wrong#2026' },
        remoteAddress: ip,
      });
    const statuses = [
      (await login(first)).statusCode,
      (await login(second)).statusCode,
      (await login(first)).statusCode,
      (await login(second)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
