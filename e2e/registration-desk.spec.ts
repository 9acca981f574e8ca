import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { OFFLINE_APP } from './support/env';
import { PNG } from './support/files';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

const TABLET = { width: 768, height: 1024 };

async function fillIn(desk: Page, name: string, idCard: string) {
  await desk.getByLabel('Full Name').fill(name);
  await desk.getByLabel('ID Card Number').fill(idCard);
  await desk.getByLabel('Date of Birth').fill('1998-04-12');
  await desk.getByLabel('Mobile Number').fill('+960 799-4455');
  await desk.getByLabel('Atoll and Island').fill('Laamu, Gan');
  await desk.getByLabel('Permanent Address').fill('Mukurimagu, Gan');
  await desk.getByLabel('ID Card (image or PDF)').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await desk.getByRole('button', { name: 'Submit Registration' }).click();
}

test('the registration desk takes forms with the network off, keeps them through a closed tab, and sends each once', async ({
  browser,
  page,
}) => {
  const stamp = Date.now();
  const people = [`Aminath Desk ${stamp}`, `Hussain Desk ${stamp}`];
  const context = await browser.newContext({ viewport: TABLET });
  const desk = await context.newPage();
  await desk.goto('/membership-registration');
  await expect(desk.getByTestId('form-number')).toHaveText(/^MEM-\d{4}-\d{5}$/);

  // The island's network drops: each form is kept on the tablet, the desk says what waits.
  await context.setOffline(true);
  await fillIn(desk, people[0] ?? '', 'A700001');
  const waiting = desk.getByRole('status', { name: /kept on this device, not yet sent/ });
  await expect(waiting).toContainText('1 registration kept on this device, not yet sent:');
  await expect(desk.getByLabel('Full Name')).toHaveValue('');
  await fillIn(desk, people[1] ?? '', 'A700002');
  await expect(waiting).toContainText('2 registrations kept on this device, not yet sent:');
  await expect(waiting).toContainText(people[0] ?? '');
  await expect(waiting).toContainText(people[1] ?? '');
  await expectAccessible(desk, 'the registration desk offline');

  // The tab is closed before the network returns; the forms are still on the tablet and go when it does.
  await desk.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/membership-registration');
  for (const name of people)
    await expect(
      again.getByText(new RegExp(`^${name}'s registration reached the club: form MEM-\\d{4}-\\d{5}\\.$`)),
    ).toBeVisible({
      timeout: 15_000,
    });
  await expect(again.getByRole('status', { name: /kept on this device/ })).toHaveCount(0);

  // Each reached the club once.
  await signInThroughForm(page, 'admin@example.com');
  for (const name of people) {
    const found = await (
      await page.request.get(`/api/admin/registrations/membership?search=${encodeURIComponent(name)}`)
    ).json();
    expect(found.total, name).toBe(1);
  }
  await context.close();
});
