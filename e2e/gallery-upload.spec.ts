import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm } from './support/session';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b52' +
    '6b0000001249444154089963e02b99c0573281014201001bfe04498042b5e50000000049454e44ae426082',
  'hex',
);

test('staff upload several photos into a new album, and the public album shows them', async ({ page, browser }) => {
  const albumName = `Independence Day Run ${Date.now()}`;
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/gallery');
  await page.getByRole('button', { name: 'Create Album' }).click();
  await page.getByLabel('Album Name').fill(albumName);
  await page.getByRole('dialog').getByRole('button', { name: 'Create Album' }).click();
  await expect(page.getByText('Album created successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Photos' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please select at least one image to upload')).toBeVisible();
  await dialog.getByLabel('Images').setInputFiles([
    { name: 'start.png', mimeType: 'image/png', buffer: PNG },
    { name: 'finish.png', mimeType: 'image/png', buffer: PNG },
    { name: 'medals.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await dialog.getByLabel('Title').fill('Run');
  await dialog.getByLabel('Find album').fill(albumName);
  await dialog.getByLabel('Album', { exact: true }).selectOption({ label: albumName });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('3 photo(s) uploaded successfully')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  await visitor.getByRole('link', { name: new RegExp(`^${albumName} `) }).click();
  await expect(visitor).toHaveURL(/\/gallery\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: albumName })).toBeVisible();
  const photos = visitor.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  await expectAccessible(visitor, 'an album of the public gallery');
  await expect(visitor.getByText('Run 1', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Run 3', { exact: true })).toBeVisible();

  // The lightbox: opened from a thumbnail, arrow keys and buttons move through the album, Escape gives
  // focus back to the thumbnail.
  const firstThumbnail = photos.first().getByRole('button');
  const firstTitle = (await photos.first().locator('figcaption').textContent()) ?? '';
  await firstThumbnail.focus();
  await visitor.keyboard.press('Enter');
  const lightbox = visitor.getByRole('dialog');
  await expect(lightbox).toContainText('1 of 3');
  await expect(lightbox.getByRole('heading', { name: firstTitle })).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('2 of 3');
  await visitor.keyboard.press('ArrowLeft');
  await visitor.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('3 of 3');
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(lightbox).toContainText('1 of 3');
  await expectAccessible(visitor, 'the photo lightbox');
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await expect(firstThumbnail).toBeFocused();

  await visitor.goBack();
  await expect(visitor).toHaveURL(/\/gallery$/);
  await expect(visitor.getByRole('link', { name: new RegExp(`^${albumName} `) })).toBeVisible();
});
