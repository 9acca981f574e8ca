import type { FullConfig } from '@playwright/test';
import { BmlDouble } from '../../apps/server/src/test/bml-double';
import { E2E_CARD_API_KEY, E2E_GATEWAY_PORT } from './env';

/**
 * The bank's card gateway for the whole run, standing where the journeys' server was told it is
 * (`CARD_GATEWAY_URL`) and notifying the portal as the bank does, whichever worker runs a card journey.
 * Playwright's global setup; what it returns stops it.
 */
export default async function startCardGateway(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const bank = await new BmlDouble(E2E_CARD_API_KEY, async (headers, body) => {
    const answer = await fetch(`${baseURL}/api/payments/card/notifications`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return answer.status;
  }).start(E2E_GATEWAY_PORT);
  return () => bank.stop();
}
