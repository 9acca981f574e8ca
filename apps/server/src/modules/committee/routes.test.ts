import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('executive committee', () => {
  let app: TestApp;
  let admin: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
  });
  afterAll(() => app.close());

  it('requires name and position, checks the email, and lists active members by display order', async () => {
    const bad = await call('POST', '/api/committee', admin, { name: '', position: '', email: 'x', displayOrder: 1.5 });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['displayOrder', 'email', 'name', 'position']);
    await call('POST', '/api/committee', admin, {
      name: 'Treasurer Person',
      position: 'Treasurer',
      phone: '+960 777-1234',
      displayOrder: 3,
    });
    await call('POST', '/api/committee', admin, { name: 'President Person', position: 'President', displayOrder: 1 });
    const former = (
      await call('POST', '/api/committee', admin, { name: 'Former', position: 'Secretary', isActive: false })
    ).json();
    expect(former.displayOrder).toBe(0);
    const visitor = (await call('GET', '/api/committee')).json();
    expect(visitor.map((m: { position: string }) => m.position)).toEqual(['President', 'Treasurer']);
    // The public page shows no phone numbers or term dates, so the public endpoint sends none.
    expect(Object.keys(visitor[0]).sort()).toEqual(['bio', 'email', 'id', 'imageUrl', 'name', 'position']);
    const member = await signedInAs(app, 'member');
    expect((await call('DELETE', `/api/committee/${former.id}`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/committee/${former.id}`, admin)).statusCode).toBe(204);
  });

  it('pages the staff list in display order and searches names and positions', async () => {
    const admin = (await signedInAs(app, 'admin')).cookie;
    const page = (await call('GET', '/api/admin/committee?pageSize=1', admin)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const found = (await call('GET', '/api/admin/committee?search=treasurer', admin)).json();
    expect(found.items.map((m: { position: string }) => m.position)).toEqual(['Treasurer']);
  });
});
