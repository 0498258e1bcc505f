import { defineConfig } from 'vitest/config';

/**
 * Operations tests (`*.ops.test.ts`): built servers, a real load balancer, PostgreSQL and Redis, as
 * deployed. They need `npm run build` first, so npm test runs them in a step of their own after it.
 */
export default defineConfig({
  // Paths below are this folder's, wherever vitest is started (npm test starts it at the root).
  root: import.meta.dirname,
  test: {
    name: 'ops',
    environment: 'node',
    include: ['src/**/*.ops.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
