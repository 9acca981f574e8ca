import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test('a member takes the last place, another waits, and gets the place when it is given up', async ({
  browser,
  page,
}) => {
  await signInThroughForm(page, 'admin@example.com');
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Lagoon swim',
      description: 'One lap of the lagoon.',
      eventDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      maxParticipants: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // The member, on a phone: the last place.
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInThroughForm(member, 'member@example.com');
  await member.goto(`/events/${id}`);
  const places = member.getByRole('region', { name: 'Places' });
  await expect(places).toContainText('0 of 1 places taken.');
  await places.getByRole('button', { name: 'Sign up' }).click();
  await expect(places.getByText('You have a place.')).toBeVisible();
  // Shared to the team's WhatsApp or Viber group with its title, when and where, and address filled in.
  const share = member.getByRole('list', { name: 'Share' });
  const whatsapp = await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toMatch(
    new RegExp(
      `^https://wa.me/\\?text=Lagoon swim · [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M.*\\n.+/events/${id}$`,
    ),
  );
  expect(await share.getByRole('link', { name: 'Share on Viber' }).getAttribute('href')).toMatch(
    /^viber:\/\/forward\?text=/,
  );
  await expectAccessible(member, "an event's places at phone width");

  // The executive finds it full and joins the waiting list.
  const executive = await browser.newPage();
  await signInThroughForm(executive, 'executive@example.com');
  await executive.goto(`/events/${id}`);
  const theirs = executive.getByRole('region', { name: 'Places' });
  await theirs.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(theirs.getByText(/^You are number 1 on the waiting list/)).toBeVisible();

  // The member gives the place up: the executive has it, and is emailed.
  await places.getByRole('button', { name: 'Give up my place' }).click();
  await expect(places.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  await expect(places.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  await mailTo('executive@example.com', 'a place at Lagoon swim is yours');
  await executive.reload();
  await expect(theirs.getByText('You have a place.')).toBeVisible();

  // The organisers see who comes.
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Sign-ups for Lagoon swim' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 with a place, 0 waiting.');
  await expect(dialog).toContainText('executive@example.com');
  await expectAccessible(page, "an event's sign-ups");
});

test('a member pays for a place by transfer: the slip from a phone, staff confirm it, the receipt', async ({
  browser,
  page,
}) => {
  await signInThroughForm(page, 'admin@example.com');
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Reef cleanup dive',
      description: 'Two tanks and lunch.',
      eventDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      maxParticipants: 8,
      registrationFee: '200.00',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInThroughForm(member, 'member@example.com');
  await member.goto(`/events/${id}`);
  const places = member.getByRole('region', { name: 'Places' });
  await expect(places).toContainText('Registration fee: MVR 200.00, paid by bank transfer.');
  await places.getByRole('button', { name: 'Sign up' }).click();
  const pay = places.getByRole('form', { name: 'Pay to keep your place' });
  await expect(pay).toContainText(/Your place is held until/);
  const reference = (await pay.locator('bdi.font-mono.text-base').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9-]{8,}$/);
  expect(await mailTo('member@example.com', reference)).toContain('Reef cleanup dive');
  // Sent without the slip: told what is missing, nothing sent.
  await pay.getByRole('button', { name: 'Send the slip' }).click();
  await expect(pay.getByText('Attach the transfer slip')).toBeVisible();
  await pay.getByLabel('Transfer slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await pay.getByRole('button', { name: 'Send the slip' }).click();
  await expect(places.getByText(/^Your slip is with the club/)).toBeVisible();
  await expect(places.getByRole('button', { name: 'Give up my place' })).toHaveCount(0);
  await expectAccessible(member, 'an event place with its fee sent, at phone width');
  // The member's dashboard lists the event with the place and where its fee stands.
  await member.goto('/dashboard');
  const mine = member.getByRole('region', { name: 'My events' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Reef cleanup dive' })).toContainText(
    'Slip sent: the club is checking it',
  );
  await member.goBack();

  // Staff who approve events see it waiting with its slip, and confirm it.
  const executive = await browser.newPage();
  await signInThroughForm(executive, 'executive@example.com');
  await executive.goto('/admin/events');
  const queue = executive.getByRole('region', { name: /event fees? to confirm/ });
  await expect(queue).toContainText(reference);
  await expectAccessible(executive, 'event fees waiting for staff');
  await queue
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('button', { name: /^Confirm the fee of / })
    .click();
  await expect(executive.getByText('Fee confirmed: the receipt is mailed.')).toBeVisible();

  // The member's place is paid, with the receipt to download and in the mail.
  await member.reload();
  await expect(places.getByText(/^Your fee is paid: receipt EVT-\d{4}-\d{5}\.$/)).toBeVisible();
  const receipt = await member.request.get(
    (await places.getByRole('link', { name: 'Download the receipt' }).getAttribute('href')) ?? '',
  );
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  await mailTo('member@example.com', /receipt EVT-\d{4}-\d{5}/);
});
