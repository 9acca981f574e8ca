import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariantName } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipRegistrations } from '../db/schema';
import { BROKEN_PNG, HTML_AS_JPG, PDF, PNG, SVG } from '../test/files';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { startS3Server } from '../test/s3-server';
import { STORED_NAME } from './storage';

/** The same behaviour on both drivers: the local folder (default) and an S3-compatible service. */
describe.each(['local', 's3'] as const)('file storage on %s', (driver) => {
  let app: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  const keysIn = async (prefix: string) => {
    const keys: string[] = [];
    for await (const object of app.storage.store.list(prefix)) keys.push(object.key);
    return keys.sort();
  };
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3Server() : null;
    app = await createTestApp(s3?.env ?? {});
    expect(app.storage.store.kind).toBe(driver);
  });
  afterAll(async () => {
    await app.close();
    await s3?.close();
  });

  it('stores accepted types under generated names and serves public files with long-lived caching', async () => {
    const stored = await app.storage.save('gallery', PNG);
    expect(stored).toMatchObject({ bucket: 'gallery', mimeType: 'image/png', size: PNG.length });
    expect(stored.name).toMatch(STORED_NAME);
    expect(stored.url).toBe(`/files/gallery/${stored.name}`);
    const response = await app.app.inject({ method: 'GET', url: stored.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    await app.storage.remove('gallery', stored.name);
    expect((await app.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
  });

  it('keeps the original and stores the sizes pages show as WebP; removing the photo removes them all', async () => {
    const stored = await app.storage.save('gallery', PNG);
    const srcset = imageSrcSet(stored.url);
    expect(srcset).toBe(
      `/files/gallery/${imageVariantName(stored.name, 400)} 400w, /files/gallery/${imageVariantName(stored.name, 1200)} 1200w`,
    );
    for (const width of IMAGE_VARIANT_WIDTHS.gallery) {
      const variant = await app.app.inject({
        method: 'GET',
        url: `/files/gallery/${imageVariantName(stored.name, width)}`,
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect((await keysIn('public/gallery/')).filter((key) => key.includes(stored.name.slice(0, 36)))).toHaveLength(3);
    await app.storage.remove('gallery', stored.name);
    expect((await keysIn('public/gallery/')).filter((key) => key.includes(stored.name.slice(0, 36)))).toHaveLength(0);
    // An image stored before variants existed gets them made from its original when first asked for.
    const older = await app.storage.save('gallery', PNG);
    const variantKey = `public/gallery/${imageVariantName(older.name, 400)}`;
    await app.storage.store.delete(variantKey);
    const remade = await app.app.inject({ method: 'GET', url: `/files/gallery/${imageVariantName(older.name, 400)}` });
    expect(remade.statusCode).toBe(200);
    expect(await keysIn('public/gallery/')).toContain(variantKey);
    expect(
      (await app.app.inject({ method: 'GET', url: `/files/gallery/${imageVariantName(older.name, 333)}` })).statusCode,
    ).toBe(404);
    // A file that claims to be a PNG but cannot be decoded is refused, and nothing is left behind.
    const before = await keysIn('public/gallery/');
    await expect(app.storage.save('gallery', BROKEN_PNG)).rejects.toMatchObject({ statusCode: 415 });
    expect(await keysIn('public/gallery/')).toEqual(before);
  });

  it('checks the type by magic bytes: SVG and HTML renamed .jpg get 415', async () => {
    await expect(app.storage.save('gallery', SVG)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('gallery', HTML_AS_JPG)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('gallery', PDF)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('id-cards', PDF)).resolves.toMatchObject({ mimeType: 'application/pdf' });
  });

  it('caps the size (413) and refuses empty files (400), leaving nothing behind', async () => {
    const before = await keysIn('public/sponsor-logos/');
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    await expect(app.storage.save('sponsor-logos', huge)).rejects.toMatchObject({ statusCode: 413 });
    await expect(app.storage.save('sponsor-logos', Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400 });
    const after = await keysIn('public/sponsor-logos/');
    expect(after).toEqual(before);
  });

  it('serves private files only through the guarded route, as the rule of the owning record allows', async () => {
    const card = await app.storage.save('id-cards', PNG);
    expect(card.url).toBe(`/api/files/id-cards/${card.name}`);
    expect((await app.app.inject({ method: 'GET', url: `/files/id-cards/${card.name}` })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: card.url })).statusCode).toBe(401);
    const executive = await signedInAs(app, 'executive');
    const get = (cookie: string) => app.app.inject({ method: 'GET', url: card.url, headers: { cookie } });
    // No record owns the file yet: nobody may open it.
    expect((await get(executive.cookie)).statusCode).toBe(404);
    await app.database.db.insert(membershipRegistrations).values({
      formNumber: 'MEM-2026-99999',
      fullName: 'Aminath Test',
      permanentAddress: 'Male',
      idCardNumber: 'A000001',
      dateOfBirth: '1990-01-01',
      atollIsland: 'Male',
      mobileNumber: '7000000',
      idCardFile: card.name,
    });
    const member = await signedInAs(app, 'member');
    expect((await get(member.cookie)).statusCode).toBe(404);
    const allowed = await get(executive.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(PNG)).toBe(true);
    expect(allowed.headers['cache-control']).toContain('no-store');
  });

  it('refuses names it did not generate and unknown buckets', async () => {
    const admin = await signedInAs(app, 'admin');
    for (const url of [
      '/api/files/id-cards/..%2F..%2Fauth-secret',
      '/api/files/id-cards/secret.txt',
      '/api/files/gallery/00000000-0000-4000-8000-000000000000.png',
      '/api/files/nope/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const response = await app.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect([400, 404], url).toContain(response.statusCode);
    }
  });
});
