import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_DATA_DIR,
  E2E_DEMO_PASSWORD,
  E2E_GATEWAY_PORT,
  E2E_PORT,
} from './e2e/support/env';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './scripts/server-launch.mjs';

const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  // The journeys are multi-page flows: 20-35 s each on a busy 2-core machine, up to 60 s on a slow day
  // (2026-11-25: the archive journey at 57-60 s, before and after that day's changes alike), and up to
  // 110 s for the journeys of two or three browsers on a slower one (2026-11-27: every suite about three
  // times its usual time, with and without that day's changes). How fast pages are is the benchmarks' budget.
  timeout: 150_000,
  expect: { timeout: 7_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  // The bank's card gateway (a double) for the whole run.
  globalSetup: './e2e/support/card-gateway.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A fresh context's first page installs the service worker, which fetches the whole release (~250 files) and
    // takes charge: on this 2-core machine that was a tenth of every journey's time. The journeys of the installed
    // app (offline pages, the register at the pitch, updates, the worker's timing) allow it with
    // `test.use(OFFLINE_APP)`; the others use the network as a first visit without a worker does.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /club-identity|pay-now/,
    },
    // Each changes the one server every journey shares: after all the others. The club's name (which they read),
    // and card payments turned on (which change how the others' checkouts and payment pages ask for money).
    {
      name: 'club-identity',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /club-identity/,
      dependencies: ['chromium'],
    },
    {
      name: 'pay-now',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /pay-now/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // A fresh data folder each run: the journeys start from the demo seed.
    command: `rm -rf ${E2E_DATA_DIR} && node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...SERVER_ENV,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // Backups start from the backend screen here (backups.spec.ts), never by the clock in the middle of a journey.
      BACKUP_SCHEDULER: 'false',
      CARD_GATEWAY_URL: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
    },
  },
});
