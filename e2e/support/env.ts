import { join } from 'node:path';

/** The journeys' server; E2E_PORT moves it (two checkouts running their journeys at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The bank's card gateway as the journeys see it: a local double on this port for the run (card-gateway.ts). */
export const E2E_GATEWAY_PORT = E2E_PORT + 17;
/** The merchant's key the card journeys give the portal, which the double checks. */
export const E2E_CARD_API_KEY = 'journey-merchant-api-key-0123456789';
export const E2E_DATA_DIR = join(process.cwd(), '.e2e-data');
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass';

/**
 * The Chromium every journey drives, and its flags (the machine's notes: no sandbox, no background traffic):
 * Debian's headless shell, the same Chromium without the desktop browser around it, as Playwright drives
 * headless by default (decision 051: a fifth less CPU on this machine for the same journeys).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For the journeys of the installed app: the service worker runs (the config blocks it for the others). */
export const OFFLINE_APP = { serviceWorkers: 'allow' } as const;
