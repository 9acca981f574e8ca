import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_DEMO_PASSWORD } from './env';

export async function signInThroughForm(page: Page, email: string, password = E2E_DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The link of the newest outbox mail to `to` whose body contains `path`. */
export async function linkFromOutbox(to: string, path: string) {
  const dir = join(E2E_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 20; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(join(dir, file), 'utf8');
      // Quoted-printable only where the message says so: a 7bit token after "=" is not an escape.
      const text = /^Content-Transfer-Encoding: quoted-printable$/im.test(raw)
        ? raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
        : raw;
      if (!text.includes(`To: ${to}`)) continue;
      const match = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(text);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${path} mail to ${to}`);
}
