import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sessionTests } from './vitest.config.ts';

/** The web tests that need a page of their own per file (see vitest.config.ts). */
export default defineProject({
  plugins: [react()],
  test: {
    sequence: { groupOrder: 2 },
    name: 'web-session',
    environment: 'jsdom',
    include: sessionTests,
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
