import { imageVariantName } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../test/files';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { sweepUploads, UPLOAD_GRACE_MS } from './upload-sweep';

describe('uploads that never became part of a record', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const exists = async (bucket: 'gallery' | 'id-cards', name: string) =>
    (await app.storage.open(bucket, name)) !== null;

  it('are removed with their variants once past the grace; files a record uses, and recent ones, stay', async () => {
    const { cookie } = await signedInAs(app, 'admin');
    const used = await app.storage.save('gallery', PNG);
    const abandoned = await app.storage.save('gallery', PNG);
    // An image placed only inside an article's HTML is in use too.
    const inArticle = await app.storage.save('news-images', PNG);
    const article = await app.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { cookie },
      payload: { title: 'Match report', content: `<p>Final whistle</p><img src="${inArticle.url}" alt="">` },
    });
    expect(article.statusCode).toBe(201);
    const card = await app.storage.save('id-cards', PNG);
    const photo = await app.app.inject({
      method: 'POST',
      url: '/api/gallery/photos',
      headers: { cookie },
      payload: { images: [{ url: used.url, fileName: 'team.png' }] },
    });
    expect(photo.statusCode).toBe(201);

    // A product's gallery photo (an array column) is in use; a slip of an order never placed is not.
    const category = await app.app.inject({
      method: 'POST',
      url: '/api/admin/shop/categories',
      headers: { cookie },
      payload: { name: 'Kit' },
    });
    const galleryShot = await app.storage.save('product-images', PNG);
    const product = await app.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: { cookie },
      payload: { name: 'Scarf', categoryId: category.json().id, price: '150', galleryImages: [galleryShot.url] },
    });
    expect(product.statusCode).toBe(201);
    const strandedSlip = await app.storage.save('transfer-slips', PNG);

    // The home page's photograph lives in the club settings (JSON); one uploaded but never saved does not.
    const hero = await app.storage.save('site-images', PNG);
    const unsavedHero = await app.storage.save('site-images', PNG);
    const current = (await app.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
    const saved = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: { ...current, publicSite: { ...current.publicSite, heroImageUrl: hero.url } },
    });
    expect(saved.statusCode).toBe(200);

    // Within the grace nothing goes: the form may still be on its way.
    expect(await sweepUploads(app.database.db, app.storage)).toBe(0);

    const later = Date.now() + UPLOAD_GRACE_MS + 60_000;
    const removed = await sweepUploads(app.database.db, app.storage, later);
    // The abandoned photo and the unsaved home page photo with their two sizes each, the ID card no
    // registration has, the slip.
    expect(removed).toBe(8);
    expect(await app.storage.open('site-images', hero.name)).not.toBeNull();
    expect(await app.storage.open('site-images', unsavedHero.name)).toBeNull();
    expect(await app.storage.open('transfer-slips', strandedSlip.name)).toBeNull();
    expect(await app.storage.open('product-images', galleryShot.name)).not.toBeNull();
    expect(await exists('gallery', abandoned.name)).toBe(false);
    expect(await app.storage.store.get(`public/gallery/${imageVariantName(abandoned.name, 400)}`)).toBeNull();
    expect(await exists('id-cards', card.name)).toBe(false);
    expect(await exists('gallery', used.name)).toBe(true);
    expect(await app.storage.open('news-images', inArticle.name)).not.toBeNull();
    expect(await app.storage.store.get(`public/gallery/${imageVariantName(used.name, 1200)}`)).not.toBeNull();
  });
});
