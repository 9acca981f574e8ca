import type { BrowserContext, Page } from '@playwright/test';

/** A slow phone: 4x slower processor, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export async function slowPhone(page: Page, context: BrowserContext, latency = 150) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
