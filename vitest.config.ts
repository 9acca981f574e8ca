import { defineConfig } from 'vitest/config';
import { catalogues } from './apps/web/catalogues-plugin.ts';

const unit = {
  include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/*.test.mjs'],
  environment: 'node' as const,
  setupFiles: ['apps/web/src/test/english-texts.ts'],
};
const api = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node' as const,
  // One migrated database made before the run, which each test file's database starts from.
  globalSetup: ['apps/server/src/test/database-templates.ts'],
  testTimeout: 30_000,
  // Each file builds its own app on its own database, so the files of one worker share the server's modules
  // instead of importing them again (api-pglite on this machine: 313 s isolated, of which 148 s importing; 206 s).
  isolate: false,
  hookTimeout: 60_000,
};

/** API tests run on PGlite, and again on Postgres when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Two test files at a time on a two-core machine (Vitest's default leaves one core idle): the API suite's
    // files each start their own server and database, and spend much of their time waiting on them.
    maxWorkers: 2,
    projects: [
      // The web app's texts come from the catalogues, as the build makes them.
      { plugins: [catalogues()], test: { name: 'unit', ...unit } },
      { test: { name: 'api-pglite', ...api, env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api-postgres', ...api, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
