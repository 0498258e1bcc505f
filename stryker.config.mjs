// Mutation testing of packages/shared's rules, logic, money and psychrometrics (issue #19, ADR 25):
// `npm run test:mutation`, kept out of `npm test` because a full run takes minutes.

// biome-ignore lint/style/noDefaultExport: Stryker reads its options from the default export.
export default {
  testRunner: 'vitest',
  // Only the shared package's vitest project: its tests are the ones that import these files.
  vitest: { configFile: 'packages/shared/vitest.mutation.config.ts', dir: 'packages/shared' },
  // The sandbox needs the shared package and the tsconfig it extends, nothing else of the monorepo.
  ignorePatterns: ['/*', '!/packages', '/packages/*', '!/packages/shared', '!/tsconfig.base.json'],
  mutate: [
    'packages/shared/src/rules/**/*.ts',
    'packages/shared/src/logic/**/*.ts',
    'packages/shared/src/selection/psychrometrics.ts',
    '!**/*.test.ts',
  ],
  // TypeScript 7 has no JavaScript API: no type checker, and a tsconfigFile that does not exist so
  // Stryker never imports 'typescript' to rewrite tsconfig paths (the sandbox keeps their layout).
  checkers: [],
  tsconfigFile: 'stryker-has-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  incremental: true,
  incrementalFile: '.tmp/mutation/stryker-incremental.json',
  tempDirName: '.tmp/stryker',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/mutation.html' },
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 95 },
};
