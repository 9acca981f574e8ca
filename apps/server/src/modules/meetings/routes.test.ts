import { MEETING_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('meeting requests', () => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: string } };
  let requester: { cookie: string; user: { id: string } };
  let attendee: { cookie: string; user: { id: string } };
  let outsider: { cookie: string; user: { id: string } };
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const requestBody = (extra: object = {}) => ({
    meetingType: 'ExCom',
    meetingLocation: 'Club house, Male',
    requestedDate: '2026-12-05T19:30:00+05:00',
    attendees: [attendee.user.id, requester.user.id],
    inCharge: requester.user.id,
    meetingNumber: '12',
    reasons: ['Budget for the futsal league', '  '],
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    requester = await signedInAs(app, 'executive');
    attendee = await signedInAs(app, 'executive');
    outsider = await signedInAs(app, 'executive');
  });
  afterAll(() => app.close());

  it("validates with the spec's messages: at least one reason, at least one attendee, a place and a date", async () => {
    const noReason = await call(
      'POST',
      '/api/admin/meetings/requests',
      requester.cookie,
      requestBody({ reasons: [' '] }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reasons).toEqual([MEETING_MESSAGES.reasons]);
    const noOne = await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody({ attendees: [] }));
    expect(noOne.json().fieldErrors.attendees).toEqual([MEETING_MESSAGES.attendees]);
    const stranger = await call(
      'POST',
      '/api/admin/meetings/requests',
      requester.cookie,
      requestBody({ attendees: ['nobody'] }),
    );
    expect(stranger.statusCode).toBe(400);
    const noPlace = await call(
      'POST',
      '/api/admin/meetings/requests',
      requester.cookie,
      requestBody({ meetingLocation: ' ' }),
    );
    expect(noPlace.json().fieldErrors.meetingLocation).toEqual(['Location is required']);
    const member = await signedInAs(app, 'member');
    expect((await call('POST', '/api/admin/meetings/requests', member.cookie, requestBody())).statusCode).toBe(403);
  });

  it('is decided once, by approvers only: 10 concurrent approvals give one 200, and the minutes come with it', async () => {
    const created = await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody());
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      status: 'pending',
      reasons: ['Budget for the futsal league'],
      meetingNumber: '12',
    });
    expect(request.attendees).toHaveLength(2);
    expect(
      (await call('POST', `/api/admin/meetings/requests/${request.id}/approve`, requester.cookie)).statusCode,
    ).toBe(403);
    const approvals = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/meetings/requests/${request.id}/approve`, admin.cookie),
      ),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const approved = approvals.find((r) => r.statusCode === 200)?.json();
    expect(approved).toMatchObject({ status: 'approved', approvedByName: 'Test admin' });
    const [minutes] = await queryRows<{ title: string; minutes: string; status: string; attendees: number }>(
      app.database.db,
      sql`select m.title, m.minutes, m.status,
        (select count(*)::int from meeting_minute_attendees a where a.minutes_id = m.id) as attendees
        from meeting_minutes m where m.id = ${approved.minutesId}`,
    );
    expect(minutes).toEqual({ title: 'ExCom Meeting', minutes: '', status: 'draft', attendees: 2 });
    expect((await call('POST', `/api/admin/meetings/requests/${request.id}/reject`, admin.cookie)).statusCode).toBe(
      409,
    );
  });

  it('keeps a Secret meeting from everyone but its requester, its attendees and approvers, by list and by id', async () => {
    const secret = (
      await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody({ meetingType: 'Secret' }))
    ).json();
    const open = (await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody())).json();
    const idsFor = async (cookie: string) =>
      (await call('GET', '/api/admin/meetings/requests?pageSize=100', cookie))
        .json()
        .items.map((r: { id: string }) => r.id);
    expect(await idsFor(outsider.cookie)).toContain(open.id);
    expect(await idsFor(outsider.cookie)).not.toContain(secret.id);
    expect((await call('GET', `/api/admin/meetings/requests/${secret.id}`, outsider.cookie)).statusCode).toBe(404);
    for (const viewer of [requester, attendee, admin]) {
      expect(await idsFor(viewer.cookie)).toContain(secret.id);
      expect((await call('GET', `/api/admin/meetings/requests/${secret.id}`, viewer.cookie)).statusCode).toBe(200);
    }
    const mine = (await call('GET', '/api/admin/meetings/requests?view=mine&pageSize=100', attendee.cookie)).json();
    expect(mine.items.map((r: { id: string }) => r.id)).not.toContain(secret.id);
    const pending = (await call('GET', '/api/admin/meetings/requests?view=pending&pageSize=100', admin.cookie)).json();
    expect(pending.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
  });

  it('finds people to invite by name or email, for those who write meetings but not for a member who reads them', async () => {
    const member = await signedInAs(app, 'member');
    expect((await call('GET', '/api/admin/meetings/people?search=a', member.cookie)).statusCode).toBe(404);
    const found = (await call('GET', '/api/admin/meetings/people?search=test%20exec', requester.cookie)).json();
    expect(found.map((p: { userId: string }) => p.userId)).toEqual(expect.arrayContaining([attendee.user.id]));
    expect(found[0]).toEqual({ userId: expect.any(String), fullName: expect.any(String), email: expect.any(String) });
  });

  it('deletes a pending request; a decided one stays; an outsider cannot reach a secret one', async () => {
    const pending = (await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody())).json();
    const member = await signedInAs(app, 'member');
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: `/api/admin/meetings/requests/${pending.id}`,
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: `/api/admin/meetings/requests/${pending.id}`,
          headers: { cookie: requester.cookie },
        })
      ).statusCode,
    ).toBe(204);
    const decided = (await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody())).json();
    await call('POST', `/api/admin/meetings/requests/${decided.id}/reject`, admin.cookie);
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: `/api/admin/meetings/requests/${decided.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(409);
    const secret = (
      await call('POST', '/api/admin/meetings/requests', requester.cookie, requestBody({ meetingType: 'Secret' }))
    ).json();
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: `/api/admin/meetings/requests/${secret.id}`,
          headers: { cookie: outsider.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
