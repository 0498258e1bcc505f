import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions: the files share their modules per worker (no state to leak).
  test: {
    sequence: { groupOrder: 0 },
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
