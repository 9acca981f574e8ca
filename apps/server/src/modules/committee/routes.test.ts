import { describe, expect, it } from 'vitest';
import { signedInAs, useTestApp } from '../../test/harness';

describe('executive committee', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  it('requires name and position, checks the email, and lists active members by display order', async () => {
    const bad = await call('POST', '/api/committee', suite.admin.cookie, {
      name: '',
      position: '',
      email: 'x',
      displayOrder: 1.5,
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['displayOrder', 'email', 'name', 'position']);
    await call('POST', '/api/committee', suite.admin.cookie, {
      name: 'Treasurer Person',
      position: 'Treasurer',
      phone: '+960 777-1234',
      displayOrder: 3,
    });
    await call('POST', '/api/committee', suite.admin.cookie, {
      name: 'President Person',
      position: 'President',
      displayOrder: 1,
    });
    const former = (
      await call('POST', '/api/committee', suite.admin.cookie, {
        name: 'Former',
        position: 'Secretary',
        isActive: false,
      })
    ).json();
    expect(former.displayOrder).toBe(0);
    const visitor = (await call('GET', '/api/committee')).json();
    expect(visitor.map((m: { position: string }) => m.position)).toEqual(['President', 'Treasurer']);
    // The public page shows no phone numbers or term dates, so the public endpoint sends none.
    expect(Object.keys(visitor[0]).sort()).toEqual(['bio', 'email', 'id', 'imageUrl', 'name', 'position']);
    const member = await signedInAs(suite.app, 'member');
    expect((await call('DELETE', `/api/committee/${former.id}`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/committee/${former.id}`, suite.admin.cookie)).statusCode).toBe(204);
  });

  it('pages the staff list in display order and searches names and positions', async () => {
    const admin = (await signedInAs(suite.app, 'admin')).cookie;
    const page = (await call('GET', '/api/admin/committee?pageSize=1', admin)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const found = (await call('GET', '/api/admin/committee?search=treasurer', admin)).json();
    expect(found.items.map((m: { position: string }) => m.position)).toEqual(['Treasurer']);
  });
});
