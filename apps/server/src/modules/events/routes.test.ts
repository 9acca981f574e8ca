import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const event = { title: 'Inter-atoll futsal cup', description: 'Teams from six atolls.', eventDate: inDays(10) };

describe('events', () => {
  const suite = useTestApp('admin', 'member', 'guest');
  const { call } = suite;

  it('defaults to upcoming and public; keeps the fee as an exact decimal', async () => {
    const created = await call('POST', '/api/events', suite.admin.cookie, {
      ...event,
      registrationFee: '150.5',
      maxParticipants: 64,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'upcoming',
      isPublic: true,
      registrationFee: '150.50',
      maxParticipants: 64,
    });
  });

  it('follows the matrix: members view and create, guests nothing, only staff edit and delete', async () => {
    expect((await call('POST', '/api/events', suite.guest.cookie, event)).statusCode).toBe(403);
    const own = await call('POST', '/api/events', suite.member.cookie, event);
    // A member's event is kept private until staff holding events:approve make it public.
    expect(own.json().isPublic).toBe(false);
    const publicList = (await call('GET', '/api/events')).json();
    expect(JSON.stringify(publicList)).not.toContain(own.json().id);
    expect(own.statusCode).toBe(201);
    expect((await call('PUT', `/api/events/${own.json().id}`, suite.member.cookie, event)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/events/${own.json().id}`, suite.member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/events/${own.json().id}`, suite.admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/events', suite.guest.cookie)).statusCode).toBe(403);
  });

  it('validates title, description, start, whole participant numbers, fees and URLs', async () => {
    const bad = await call('POST', '/api/events', suite.admin.cookie, {
      title: '',
      description: '',
      eventDate: 'tomorrow',
      maxParticipants: 2.5,
      registrationFee: '12.345',
      eventImageUrl: 'ftp://x',
      status: 'postponed',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(
      ['description', 'eventDate', 'eventImageUrl', 'maxParticipants', 'registrationFee', 'status', 'title'].sort(),
    );
    const backwards = await call('POST', '/api/events', suite.admin.cookie, { ...event, endDate: inDays(9) });
    expect(backwards.json().fieldErrors.endDate).toEqual(['End must be after the start']);
  });

  it('lists public events only to visitors, everything with counts to staff', async () => {
    await call('POST', '/api/events', suite.admin.cookie, { ...event, title: 'Committee retreat', isPublic: false });
    await call('POST', '/api/events', suite.admin.cookie, {
      ...event,
      title: 'Old final',
      eventDate: inDays(-30),
      status: 'completed',
    });
    const visitor = (await call('GET', '/api/events?pageSize=100')).json();
    expect(visitor.items.map((e: { title: string }) => e.title)).not.toContain('Committee retreat');
    const staff = (await call('GET', '/api/admin/events?pageSize=100', suite.member.cookie)).json();
    expect(staff.items.map((e: { title: string }) => e.title)).toContain('Committee retreat');
    expect(staff.stats).toMatchObject({ total: staff.total, completed: 1 });
    expect(staff.stats.upcoming).toBe(staff.total - 1);
  });
});
