import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    sequence: { groupOrder: 1 },
    name: 'server',
    environment: 'node',
    // Redis- and PostgreSQL-only tests (fault injection) run where one is given (CI: the local
    // servers); they are not collected elsewhere.
    include: ['src/**/*.test.ts'],
    exclude: [
      // Operations tests run after the build, in their own step (vitest.ops.config.ts).
      'src/**/*.ops.test.ts',
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
    ],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite needs ~1 GB while it opens; two files at a time fit the 2-core machines.
    maxWorkers: 2,
    // Each file builds its own app on its own database; the modules are shared per worker, which
    // saves importing the whole server ~80 times (two thirds of this project's time).
    isolate: false,
  },
});
