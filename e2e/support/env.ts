import { join } from 'node:path';

/** The journeys' server; E2E_PORT moves it (two checkouts running their journeys at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = join(process.cwd(), '.e2e-data');
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass';
