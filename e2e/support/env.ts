import { join } from 'node:path';

export const E2E_PORT = 3210;
export const E2E_DATA_DIR = join(process.cwd(), '.e2e-data');
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass';
