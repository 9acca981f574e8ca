import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { OFFLINE_APP } from './support/env';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

const clubDay = (days: number) => new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('the installed app opens my schedule and a team’s squad and schedule without a network', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInThroughForm(page, 'admin@example.com');
  const stamp = Date.now();
  const team = await (
    await page.request.post('/api/teams', { data: { name: `Swim squad ${stamp}`, sport: 'Swimming' } })
  ).json();
  const [me] = await (await page.request.get('/api/admin/teams/accounts?search=admin@example.com')).json();
  await page.request.post(`/api/teams/${team.id}/players`, {
    data: { playerName: `Admin Swimmer ${stamp}`, userId: me.userId },
  });
  const day = clubDay(1);
  await page.request.post(`/api/admin/teams/${team.id}/sessions`, {
    data: {
      kind: 'training',
      startsAt: `${day}T05:30:00+05:00`,
      endsAt: `${day}T07:00:00+05:00`,
      place: 'Hulhumale pool',
    },
  });

  // Installable: a manifest with a name, a start page, standalone display and icons; a service worker in charge.
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl as string)).json();
  expect(manifest).toMatchObject({ name: 'Maldives Sports Club', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Pages opened once the worker is in charge are kept for offline use.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/team/${team.id}/players`);
  await expect(page.getByRole('region', { name: 'Schedule' }).getByText('Hulhumale pool')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'My schedule' }).getByText(`Swim squad ${stamp}`)).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/team/${team.id}/players`);
  await expect(page.getByRole('region', { name: 'Schedule' }).getByText('Hulhumale pool')).toBeVisible();
  await expect(page.getByText(`Admin Swimmer ${stamp}`)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'My schedule' }).getByText(`Swim squad ${stamp}`)).toBeVisible();
  await expectAccessible(page, 'my schedule, offline, at phone width');
  await context.setOffline(false);
  await context.close();
});
