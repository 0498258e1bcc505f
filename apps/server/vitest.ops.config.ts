import { defineConfig } from 'vitest/config';

/**
 * Operations tests (`*.ops.test.ts`): built servers, a real load balancer, PostgreSQL and Redis, as
 * deployed. They need `npm run build` first, so npm test runs them in a step of their own after it.
 * Like the other PostgreSQL and Redis tests they are collected where those services are given
 * (TEST_DATABASE_URL and TEST_REDIS_URL: CI, a developer who has them), so npm test on a fresh
 * machine needs nothing but chromium; once collected, a missing haproxy or server fails them.
 */
const servicesGiven = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
export default defineConfig({
  // Paths below are this folder's, wherever vitest is started (npm test starts it at the root).
  root: import.meta.dirname,
  test: {
    name: 'ops',
    environment: 'node',
    include: servicesGiven ? ['src/**/*.ops.test.ts'] : [],
    passWithNoTests: !servicesGiven,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
