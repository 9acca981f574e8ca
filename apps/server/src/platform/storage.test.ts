import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipRegistrations } from '../db/schema';
import { HTML_AS_JPG, PDF, PNG, SVG } from '../test/files';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { STORED_NAME } from './storage';

describe('file storage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stores accepted types under generated names and serves public files statically', async () => {
    const stored = await app.storage.save('gallery', PNG);
    expect(stored).toMatchObject({ bucket: 'gallery', mimeType: 'image/png', size: PNG.length });
    expect(stored.name).toMatch(STORED_NAME);
    expect(stored.url).toBe(`/files/gallery/${stored.name}`);
    const response = await app.app.inject({ method: 'GET', url: stored.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('checks the type by magic bytes: SVG and HTML renamed .jpg get 415', async () => {
    await expect(app.storage.save('gallery', SVG)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('gallery', HTML_AS_JPG)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('gallery', PDF)).rejects.toMatchObject({ statusCode: 415 });
    await expect(app.storage.save('id-cards', PDF)).resolves.toMatchObject({ mimeType: 'application/pdf' });
  });

  it('caps the size (413) and refuses empty files (400), leaving nothing behind', async () => {
    const before = await readdir(join(app.storage.root, 'public', 'sponsor-logos')).catch(() => []);
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    await expect(app.storage.save('sponsor-logos', huge)).rejects.toMatchObject({ statusCode: 413 });
    await expect(app.storage.save('sponsor-logos', Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400 });
    const after = await readdir(join(app.storage.root, 'public', 'sponsor-logos')).catch(() => []);
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
