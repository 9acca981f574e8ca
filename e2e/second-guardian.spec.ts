import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_DEMO_PASSWORD } from './support/env';
import { registerChild } from './support/families';
import { PNG } from './support/files';
import { linkFromOutbox, mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

const PHONE = { width: 390, height: 844 };

/** A new account, confirmed through its link (which signs the browser in: the page is signed out again). */
async function newAccount(request: import('@playwright/test').APIRequestContext, fullName: string, email: string) {
  expect(
    (await request.post('/api/auth/sign-up', { data: { fullName, email, password: 'atoll-family-2026' } })).status(),
  ).toBe(201);
  const token = new URL(await linkFromOutbox(email, '/auth/confirm')).searchParams.get('token');
  expect((await request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);
  await request.post('/api/auth/sign-out');
}

test('a guardian invites a second guardian, who accepts on their dashboard and renews the child from My family', async ({
  browser,
}) => {
  const stamp = Date.now();
  const first = { name: `Hawwa Mother ${stamp}`, email: `hawwa.mother.${stamp}@club.test` };
  const second = { name: `Ali Father ${stamp}`, email: `ali.father.${stamp}@club.test` };
  const child = { name: `Zara Child ${stamp}`, idCard: `A${String(stamp).slice(-6)}Z`, sport: 'Badminton' };

  const mother = await browser.newPage({ viewport: PHONE });
  const father = await browser.newPage({ viewport: PHONE });
  await newAccount(mother.request, first.name, first.email);
  await newAccount(father.request, second.name, second.email);
  await signInThroughForm(mother, first.email, 'atoll-family-2026');
  await registerChild(mother, child, first.name);

  // The club accepts the child and collects the fee (its staff journey is families.spec).
  const staff = await browser.newContext();
  await staff.request.post('/api/auth/sign-in', { data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD } });
  const found = await (
    await staff.request.get(`/api/admin/registrations/academy?search=${encodeURIComponent(child.name)}`)
  ).json();
  const id = found.items[0].id as string;
  expect(
    (
      await staff.request.post(`/api/admin/registrations/academy/${id}/payment`, { data: { amount: '300.00' } })
    ).status(),
  ).toBe(201);
  expect((await staff.request.post(`/api/admin/members/academy-applications/${id}/accept`)).status()).toBe(200);

  // The mother invites the father by his account's email; he is not a guardian until he accepts.
  await mother.goto('/dashboard');
  const family = mother.getByRole('region', { name: 'My family' });
  const card = family.getByRole('article', { name: child.name });
  await card.getByRole('button', { name: 'Invite a guardian' }).click();
  const dialog = mother.getByRole('dialog');
  await dialog.getByLabel('Email of their account').fill(second.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(mother.getByText('Invitation sent: they become a guardian once they accept it.')).toBeVisible();
  await expect(card).toContainText(`Invited, not answered yet: ${second.email}`);
  await mailTo(second.email, `invites you to be a guardian of ${child.name}`);

  // The father signs in, finds the invitation on his dashboard and accepts it: the child is his to renew.
  await signInThroughForm(father, second.email, 'atoll-family-2026');
  const invitations = father.getByRole('region', { name: 'Invitations to be a guardian' });
  await expect(invitations).toContainText(child.name);
  await expectAccessible(father, 'an invitation to be a guardian at phone width');
  await invitations.getByRole('button', { name: `Accept to be a guardian of ${child.name}` }).click();
  await expect(father.getByText('Invitation accepted: the child is now under My family.')).toBeVisible();
  const his = father.getByRole('region', { name: 'My family' }).getByRole('article', { name: child.name });
  await expect(his).toContainText(`Guardians: ${first.name}, you`);
  await expect(card).toContainText(`Guardians: you, ${second.name}`);

  // He renews the child from My family: the button and the form say whose renewal it is.
  const renew = his.getByRole('link', { name: `Renew the membership of ${child.name}` });
  const renewal = (await renew.getAttribute('href')) ?? '';
  await renew.click();
  await expect(father.getByRole('heading', { name: `Renew ${child.name}'s membership` })).toBeVisible();
  const reference = father.getByText(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
  const firstReference = await reference.textContent();
  await father.reload();
  await expect(reference).toHaveText(firstReference ?? '');
  await father.getByLabel('Transfer slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await father.getByRole('button', { name: `Send ${child.name}'s renewal` }).click();
  await expect(father.getByRole('heading', { name: 'Your renewal is sent' })).toBeVisible();
  // The mother sees the same renewal sent, under the same reference.
  await mother.goto(renewal);
  await expect(mother.getByRole('heading', { name: 'Your renewal is sent' })).toBeVisible();
  await expect(mother.getByText(firstReference ?? '')).toBeVisible();
  await staff.close();
});
