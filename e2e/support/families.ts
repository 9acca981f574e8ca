import { expect, type Page } from '@playwright/test';
import { PNG } from './files';

/** The academy form, sent by a signed-in guardian with only its required fields. */
export async function registerChild(
  page: Page,
  child: { name: string; idCard: string; sport: string },
  guardian: string,
) {
  await page.goto('/academy-registration');
  await expect(page.getByText('You are signed in: once the club accepts this registration')).toBeVisible();
  await page.getByLabel('Student Full Name').fill(child.name);
  await page.getByLabel('ID Card Number', { exact: true }).fill(child.idCard);
  await page.getByLabel('Date of Birth').fill('2014-06-06');
  await page.getByLabel('Mobile Number').fill('+960 799-4455');
  await page.getByLabel('Atoll and Island').fill('K. Male');
  await page.getByLabel('Permanent Address').fill('Maafannu, Male');
  await page.getByLabel('Academy Sport').selectOption(child.sport);
  await page.getByLabel('Parent Name').fill(guardian);
  await page.getByLabel('Parent ID Card').fill('A445566');
  await page.getByLabel('Viber/WhatsApp Number').fill('+960 799-4455');
  await page
    .getByLabel('ID Card (image or PDF)')
    .setInputFiles({ name: 'birth-certificate.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText(/Academy registration submitted successfully/)).toBeVisible();
}
