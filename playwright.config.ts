import { defineConfig } from '@playwright/test';
import { headlessChromiumArgs } from './e2e/support/chromium-args.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3101);
export const E2E_IDLE_PORT = Number(process.env.E2E_IDLE_PORT ?? 3102);

/** Browser tests against the built product, started on fresh embedded databases. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: headlessChromiumArgs,
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'main',
      testIgnore: '**/idle-logout.spec.ts',
      use: { baseURL: `http://127.0.0.1:${E2E_PORT}` },
    },
    {
      name: 'idle',
      testMatch: '**/idle-logout.spec.ts',
      use: { baseURL: `http://127.0.0.1:${E2E_IDLE_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/start-server.mjs main ${E2E_PORT}`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/support/start-server.mjs idle ${E2E_IDLE_PORT}`,
      url: `http://127.0.0.1:${E2E_IDLE_PORT}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
