import { chromium, expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_APP } from './support/env';
import { registerChild } from './support/families';
import { PNG } from './support/files';
import { linkFromOutbox, mailTo } from './support/mail';
import { writeQrVideo } from './support/qr-video';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

test('a guardian registers two children and renews one from the reminder in three taps; staff confirm; the child’s card is active and a desk checks it', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, one of them a desk scanning a card: longer than one person's journey.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `mariyam.guardian.${stamp}@club.test`;
  const password = 'reef-lagoon-2026';
  const guardianName = `Mariyam Guardian ${stamp}`;
  const children = [
    { name: `Aisha Child ${stamp}`, idCard: `A${String(stamp).slice(-6)}C`, sport: 'Swimming' },
    { name: `Ahmed Child ${stamp}`, idCard: `A${String(stamp).slice(-6)}D`, sport: 'Football' },
  ];
  expect(
    (await page.request.post('/api/auth/sign-up', { data: { fullName: guardianName, email, password } })).status(),
  ).toBe(201);
  const token = new URL(await linkFromOutbox(email, '/auth/confirm')).searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);

  // The guardian, on a phone, sends both children's academy forms signed in.
  const guardian = await browser.newPage();
  await guardian.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(guardian, email, password);
  for (const child of children) await registerChild(guardian, child, guardianName);

  // Staff accept both (each child becomes a member enrolled for their sport) and collect the first one's fee.
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/academy-registrations');
  for (const child of children) {
    await page.getByLabel('Search registrations').fill(child.name);
    const row = page.getByRole('row').filter({ hasText: child.name });
    await expect(row).toContainText('Awaiting decision');
    await row.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`enrolled in the academy for ${child.sport}`);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(/Application accepted\. Member number: M-\d{5}/).last()).toBeVisible();
    await expect(row).toContainText(/Member\s*M-\d{5}/);
  }
  const [aisha, ahmed] = children as [(typeof children)[0], (typeof children)[0]];
  await page.getByLabel('Search registrations').fill(aisha.name);
  const aishaRow = page.getByRole('row').filter({ hasText: aisha.name });
  await aishaRow.getByRole('button', { name: 'Collect Fee' }).click();
  await page.getByLabel('Amount (MVR)').fill('300.00');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await mailTo(email, new RegExp(`academy application for\\s+${aisha.name}\\s+has\\s+been\\s+accepted`));

  // The guardian's dashboard: both children, each with their sport and status.
  await guardian.goto('/dashboard');
  const family = guardian.getByRole('region', { name: 'My family' });
  const aishaCard = family.getByRole('article', { name: aisha.name });
  const ahmedCard = family.getByRole('article', { name: ahmed.name });
  await expect(aishaCard).toContainText('Academy · Swimming');
  await expect(aishaCard.getByText('Active')).toBeVisible();
  await expect(ahmedCard).toContainText('Academy · Football');
  await expect(ahmedCard.getByText('Pending payment')).toBeVisible();
  await expect(family.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ })).toHaveCount(1);
  await expectAccessible(guardian, 'the guardian’s dashboard at phone width');

  // Staff remind Aisha's guardian by hand; the mail links to renewing Aisha.
  await page.goto('/admin/members');
  await page.getByLabel('Search members').fill(aisha.name);
  await page.getByRole('button', { name: `Remind ${aisha.name} to renew` }).click();
  await expect(page.getByText('Reminder sent.')).toBeVisible();
  const mail = await mailTo(email, '/renew?member=');
  const link = new URL(/https?:\/\/\S+\/renew\?member=[0-9a-f-]+/.exec(mail)?.[0] ?? '');

  // Tap 1: the link. Tap 2: the slip. Tap 3: send.
  await guardian.goto(`${link.pathname}${link.search}`);
  await expect(guardian.getByRole('heading', { name: `Renew ${aisha.name}'s membership` })).toBeVisible();
  await expect(guardian.getByRole('radio', { name: /Academy · Swimming/ })).toBeChecked();
  await expect(guardian.getByText(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/)).toBeVisible();
  await expectAccessible(guardian, 'renewing a child at phone width');
  await guardian.getByLabel('Transfer slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await guardian.getByRole('button', { name: `Send ${aisha.name}'s renewal` }).click();
  await expect(guardian.getByRole('heading', { name: 'Your renewal is sent' })).toBeVisible();

  // Staff see the slip and confirm.
  await page.reload();
  const waiting = page.getByRole('region', { name: /renewals? to confirm/ });
  const renewal = waiting.getByRole('listitem').filter({ hasText: aisha.name });
  await expect(renewal).toContainText('Academy · Swimming');
  await renewal.getByRole('button', { name: `Confirm the renewal of ${aisha.name}` }).click();
  await expect(page.getByText('Renewal confirmed.')).toBeVisible();
  await mailTo(email, aisha.name);

  // The child's next season is active on the guardian's dashboard; the card is valid.
  await guardian.goto('/dashboard');
  await expect(aishaCard.getByText('Active')).toBeVisible();
  await expect(family.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ })).toHaveCount(2);
  await aishaCard.getByRole('link', { name: `Member card of ${aisha.name}` }).click();
  await expect(guardian.getByRole('heading', { name: `Member card of ${aisha.name}` })).toBeVisible();
  await expect(guardian.getByRole('article', { name: aisha.name })).toBeVisible();
  await expect(guardian.getByText('Valid', { exact: true })).toBeVisible();
  // The guardian puts the child's photo on the card (the desk compares it with the child).
  await guardian.locator('input[type="file"]').setInputFiles({ name: 'aisha.png', mimeType: 'image/png', buffer: PNG });
  await expect(guardian.getByText('Photo saved.')).toBeVisible();
  await expect(guardian.getByRole('img', { name: `Photo of ${aisha.name}` })).toBeVisible();
  await expect(guardian.getByRole('button', { name: 'Change the photo' })).toBeVisible();
  await expectAccessible(guardian, 'the child’s card at phone width');
  const { code } = await (await guardian.request.get(`/api/me/card${link.search}`)).json();

  // A desk phone scans the card with its camera and checks it with no network (here the camera films the
  // card's QR; this Chromium has no BarcodeDetector, so the screen reads it with jsQR).
  const video = test.info().outputPath('card.y4m');
  writeQrVideo(code, video);
  const deskBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const desk = await deskBrowser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  await signInThroughForm(desk, 'executive@example.com');
  await desk.goto('/admin/members/check');
  await expect(desk.getByRole('heading', { name: 'Check a member card' })).toBeVisible();
  const scan = desk.getByRole('button', { name: 'Scan with the camera' });
  await expect(scan).toBeVisible();
  await expect(desk.getByText("This device holds the club's key")).toBeVisible();
  await desk.context().setOffline(true);
  await scan.click();
  const verdict = desk.getByRole('status').filter({ hasText: 'member card' });
  await expect(verdict).toContainText('Valid member card', { timeout: 15_000 });
  await expect(verdict).toContainText(aisha.name);
  await expect(desk.getByLabel('Card code')).toHaveValue(code);
  await deskBrowser.close();
});
