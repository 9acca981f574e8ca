import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test('staff create a team with players, and visitors see them on the team page in jersey order', async ({
  page,
  browser,
}) => {
  const teamName = `Eagles Handball ${Date.now()}`;
  await signInThroughForm(page, 'executive@example.com');
  await page.goto('/admin/teams');
  await page.getByRole('button', { name: 'Add Team' }).click();
  await page.getByLabel('Team Name').fill(teamName);
  await page.getByLabel('Sport').fill('Handball');
  await page.getByLabel('Established Year').fill('1899');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Year must be between 1900 and this year')).toBeVisible();
  await page.getByLabel('Established Year').fill('2021');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team created successfully')).toBeVisible();

  await page
    .getByRole('listitem')
    .filter({ hasText: teamName })
    .getByRole('button', { name: 'Manage Players' })
    .click();
  const newPlayers = [
    { name: 'Yoosuf Shamil', jersey: '9' },
    { name: 'Riyaz Ahmed', jersey: '2' },
  ];
  for (const { name, jersey } of newPlayers) {
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.getByLabel('Player Name').fill(name);
    await page.getByLabel('Jersey Number').fill(jersey);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Player' }).click();
    await expect(page.getByText('Player added successfully').last()).toBeVisible();
  }

  const visitor = await browser.newPage();
  await visitor.goto('/teams-sports');
  await visitor
    .getByRole('listitem')
    .filter({ hasText: teamName })
    .getByRole('link', { name: /View players/ })
    .click();
  await expect(visitor.getByRole('heading', { name: teamName })).toBeVisible();
  const players = visitor.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(players).toHaveCount(2);
  await expect(players.first()).toContainText('Riyaz Ahmed');
  await expect(players.last()).toContainText('Yoosuf Shamil');
});
