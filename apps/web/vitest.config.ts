import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Tests of the app's session, sign-in and shell: each file on a fresh page (isolated), as they
 * leave pages, log out and run timers whose leftovers would reach the next file.
 */
export const sessionTests = [
  'src/app/**/*.test.{ts,tsx}',
  'src/lib/**/*.test.{ts,tsx}',
  'src/shared/session/**/*.test.{ts,tsx}',
  'src/features/auth/**/*.test.{ts,tsx}',
  'src/features/account/**/*.test.{ts,tsx}',
];

/**
 * Every other web test shares one jsdom and its modules per worker (isolate: false): a new jsdom
 * and a fresh import of the app for each of ~80 files cost three times the tests themselves on
 * the 2-core machines. src/test/setup.ts leaves the page clean after every test.
 */
export default defineProject({
  plugins: [react()],
  test: {
    sequence: { groupOrder: 2 },
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: sessionTests,
    setupFiles: ['src/test/setup.ts'],
    css: false,
    isolate: false,
  },
});
