import { GALLERY_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../test/files';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('gallery', () => {
  let app: TestApp;
  let admin: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const stored = async () => ({ url: (await app.storage.save('gallery', PNG)).url });

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  it('adds several photos with numbered titles, featured on the first only, and shows them in the album', async () => {
    const album = (await call('POST', '/api/albums', admin, { name: 'Futsal Cup Final' })).json();
    const images = [
      { ...(await stored()), fileName: 'IMG_1.jpg' },
      { ...(await stored()), fileName: 'IMG_2.jpg' },
      { ...(await stored()), fileName: 'IMG_3.jpg' },
    ];
    const created = await call('POST', '/api/gallery/photos', admin, {
      albumId: album.id,
      title: 'Final night',
      isFeatured: true,
      images,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().map((p: { title: string; isFeatured: boolean }) => [p.title, p.isFeatured])).toEqual([
      ['Final night 1', true],
      ['Final night 2', false],
      ['Final night 3', false],
    ]);
    const albums = (await call('GET', '/api/albums')).json();
    expect(albums[0]).toMatchObject({ name: 'Futsal Cup Final', photoCount: 3 });
    expect(albums[0].thumbnails).toHaveLength(3);
    expect(albums[0].coverImageUrl).toBe(albums[0].thumbnails[0]);
    const photos = (await call('GET', `/api/albums/${album.id}/photos`)).json();
    expect(photos.items).toHaveLength(3);
    expect(photos.items[0].albumName).toBe('Futsal Cup Final');
  });

  it('pages and searches albums for staff (LIKE wildcards taken literally); signed out gets 401', async () => {
    for (const name of ['Paging Alpha', 'Paging Beta', 'Paging 100%'])
      await call('POST', '/api/albums', admin, { name });
    const first = (await call('GET', '/api/admin/gallery/albums?search=paging&pageSize=2', admin)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((a: { name: string }) => a.name)).toEqual(['Paging 100%', 'Paging Beta']);
    const second = (await call('GET', '/api/admin/gallery/albums?search=paging&pageSize=2&page=2', admin)).json();
    expect(second.items.map((a: { name: string }) => a.name)).toEqual(['Paging Alpha']);
    const literal = (await call('GET', `/api/admin/gallery/albums?search=${encodeURIComponent('%')}`, admin)).json();
    expect(literal.items.map((a: { name: string }) => a.name)).toEqual(['Paging 100%']);
    expect((await call('GET', '/api/admin/gallery/albums')).statusCode).toBe(401);
  });

  it('requires an image, an album name and a title when editing; only portal-stored images are accepted', async () => {
    const none = await call('POST', '/api/gallery/photos', admin, { title: 'x', images: [] });
    expect(none.json().fieldErrors.images).toEqual([GALLERY_MESSAGES.selectImage]);
    const outside = await call('POST', '/api/gallery/photos', admin, {
      images: [{ url: 'https://evil.example/x.png', fileName: 'x.png' }],
    });
    expect(outside.statusCode).toBe(400);
    expect((await call('POST', '/api/albums', admin, { name: ' ' })).json().fieldErrors.name).toEqual([
      GALLERY_MESSAGES.albumName,
    ]);
    const [photo] = (
      await call('POST', '/api/gallery/photos', admin, { images: [{ ...(await stored()), fileName: 'solo.png' }] })
    ).json();
    expect(photo.title).toBe('solo');
    expect((await call('PUT', `/api/gallery/photos/${photo.id}`, admin, { title: '' })).statusCode).toBe(400);
  });

  it('lets members add photos but not delete them; deleting removes the file', async () => {
    const member = await signedInAs(app, 'member');
    const guest = await signedInAs(app, 'guest');
    const image = await stored();
    expect(
      (await call('POST', '/api/gallery/photos', guest.cookie, { images: [{ ...image, fileName: 'g.png' }] }))
        .statusCode,
    ).toBe(403);
    const [photo] = (
      await call('POST', '/api/gallery/photos', member.cookie, { images: [{ ...image, fileName: 'm.png' }] })
    ).json();
    expect((await call('DELETE', `/api/gallery/photos/${photo.id}`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/gallery/photos/${photo.id}`, admin)).statusCode).toBe(204);
    expect((await app.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it("a file belongs to one photo: nobody can point a photo at another photo's image", async () => {
    const member = await signedInAs(app, 'member');
    const image = await stored();
    const [original] = (
      await call('POST', '/api/gallery/photos', admin, { images: [{ ...image, fileName: 'team.png' }] })
    ).json();
    const copy = await call('POST', '/api/gallery/photos', member.cookie, {
      images: [{ ...image, fileName: 'copy.png' }],
    });
    expect(copy.statusCode).toBe(409);
    const twice = await call('POST', '/api/gallery/photos', admin, {
      images: [
        { ...(await stored()), fileName: 'a.png' },
        { ...image, fileName: 'again.png' },
      ],
    });
    expect(twice.statusCode).toBe(409);
    // The original keeps its image.
    expect((await app.app.inject({ method: 'GET', url: original.imageUrl })).statusCode).toBe(200);
  });
});
