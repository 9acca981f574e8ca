import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
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
  // Shared to the team's WhatsApp or Viber group with its title and address filled in.
  const share = member.getByRole('list', { name: 'Share' });
  const whatsapp = await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp ?? '')).toMatch(
    new RegExp(`^https://wa.me/\\?text=Lagoon swim\\n.+/events/${id}$`),
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
