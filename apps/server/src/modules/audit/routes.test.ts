import { CLUB } from '@club/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../db/schema';
import { PNG } from '../../test/files';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

interface Entry {
  actorEmail: string | null;
  actorName: string | null;
  action: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit trail of staff changes', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const log = async (query: string) =>
    (await call('GET', `/api/audit-log?pageSize=100&${query}`, admin.cookie)).json() as {
      items: Entry[];
      total: number;
    };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('records create, update and delete with the actor, before and after, in the same transaction', async () => {
    const created = (
      await call('POST', '/api/sponsors', admin.cookie, { name: 'Ooredoo', sponsorshipAmount: '1000' })
    ).json() as { id: string };
    await call('PUT', `/api/sponsors/${created.id}`, admin.cookie, {
      name: 'Ooredoo Maldives',
      sponsorshipAmount: '1500',
    });
    const [row] = await app.database.db.select().from(sponsors).where(eq(sponsors.id, created.id));
    expect(row?.updatedBy).toBe(admin.user.id);
    await call('DELETE', `/api/sponsors/${created.id}`, admin.cookie);

    const { items } = await log('area=sponsors');
    expect(items.map((e) => e.action)).toEqual(['sponsors.delete', 'sponsors.update', 'sponsors.create']);
    expect(items.every((e) => e.actorEmail === admin.email && e.entityId === created.id)).toBe(true);
    const [deleted, updated, inserted] = items;
    expect(inserted?.before).toBeNull();
    expect(inserted?.after).toMatchObject({ name: 'Ooredoo', sponsorship_amount: 1000 });
    expect(updated?.before).toMatchObject({ name: 'Ooredoo' });
    expect(updated?.after).toMatchObject({ name: 'Ooredoo Maldives', updated_by: admin.user.id });
    expect(deleted?.before).toMatchObject({ name: 'Ooredoo Maldives' });
    expect(deleted?.after).toBeNull();
  });

  it("logs the staff's changes but not the public's submissions, and nothing for a change that failed", async () => {
    const before = (await log('')).total;
    const contact = { name: 'Visitor', email: 'visitor@club.test', topic: 'Membership', message: 'How do I join?' };
    expect((await call('POST', '/api/contact', undefined, contact)).statusCode).toBe(201);
    expect((await log('')).total).toBe(before);

    const messages = (await call('GET', '/api/admin/messages', admin.cookie)).json();
    await call('PUT', `/api/admin/messages/${messages.items[0].id}`, admin.cookie, { handled: true });
    const executive = await signedInAs(app, 'executive');
    const image = { url: (await app.storage.save('gallery', PNG)).url, fileName: 'a.png' };
    await call('POST', '/api/gallery/photos', executive.cookie, { images: [image] });
    const refused = await call('POST', '/api/gallery/photos', executive.cookie, { images: [image] });
    expect(refused.statusCode).toBe(409);

    const { items } = await log('');
    expect(items.slice(0, 2).map((e) => [e.action, e.actorEmail])).toEqual([
      ['gallery.create', executive.email],
      ['contact_messages.update', admin.email],
    ]);
    expect(items.filter((e) => e.action === 'gallery.create')).toHaveLength(1);
  });

  it('filters by person, area and club-time days; only admins read it', async () => {
    const member = await signedInAs(app, 'member');
    await call('POST', '/api/news', member.cookie, { title: 'Draft', content: '<p>x</p>' });
    const byMember = await log(`actor=${encodeURIComponent(member.email.slice(0, 12))}`);
    expect(byMember.items.map((e) => e.action)).toEqual(['news.create']);
    // The log names the person as their profile does, and finds them by that name too.
    const name = byMember.items[0]?.actorName ?? '';
    expect(name.length).toBeGreaterThan(0);
    const byName = await log(`actor=${encodeURIComponent(name)}`);
    expect(byName.items.map((e) => e.action)).toContain('news.create');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB.timeZone }).format(new Date());
    expect((await log(`area=news&from=${today}&to=${today}`)).items).toHaveLength(1);
    expect((await log('area=news&to=2020-01-01')).items).toHaveLength(0);
    expect((await call('GET', '/api/audit-log?area=nothing', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit-log', member.cookie)).statusCode).toBe(403);
  });
});
