import { MEETING_MESSAGES, MINUTES_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

describe('meeting minutes and discussions', () => {
  let app: TestApp;
  let admin: { cookie: string; user: { id: string } };
  let requester: { cookie: string; user: { id: string } };
  let colleague: { cookie: string; user: { id: string } };
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  /** A request by `requester`, approved by the admin: returns the minutes id. */
  const approvedMeeting = async (extra: object = {}) => {
    const request = (
      await call('POST', '/api/admin/meetings/requests', requester.cookie, {
        meetingType: 'Common',
        meetingLocation: 'Club house',
        requestedDate: '2026-12-10T19:00:00+05:00',
        attendees: [requester.user.id, colleague.user.id],
        meetingNumber: '7',
        reasons: ['Season review'],
        ...extra,
      })
    ).json();
    return (await call('POST', `/api/admin/meetings/requests/${request.id}/approve`, admin.cookie)).json()
      .minutesId as string;
  };
  const form = (extra: object = {}) => ({
    title: 'Common Meeting',
    meetingDate: '2026-12-10T19:00:00+05:00',
    meetingLocation: 'Club house',
    meetingType: 'Common',
    minutes: 'The season was reviewed.',
    attendees: [requester.user.id, colleague.user.id],
    meetingNumber: '7',
    reasons: ['Season review', ''],
    ...extra,
  });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    requester = await signedInAs(app, 'executive');
    colleague = await signedInAs(app, 'executive');
  });
  afterAll(() => app.close());

  it('tells each viewer what they may do with the minutes, as the guard decides it', async () => {
    const minutesId = await approvedMeeting();
    const canOf = async (cookie: string) =>
      (await call('GET', `/api/admin/meetings/minutes/${minutesId}`, cookie)).json().can;
    expect(await canOf(requester.cookie)).toEqual({ change: true, approve: false, delete: true });
    expect(await canOf(colleague.cookie)).toEqual({ change: false, approve: false, delete: true });
    expect(await canOf(admin.cookie)).toEqual({ change: true, approve: true, delete: true });
    expect((await call('POST', `/api/admin/meetings/minutes/${minutesId}/approve`, admin.cookie)).json().can).toEqual({
      change: true,
      approve: false,
      delete: false,
    });
    const listed = (await call('GET', '/api/admin/meetings/minutes?pageSize=50', colleague.cookie)).json();
    expect(listed.items.find((m: { id: string }) => m.id === minutesId).can).toEqual({
      change: false,
      approve: false,
      delete: false,
    });
  });

  it('lets the requester or an approver write the minutes and discussions; another executive gets the spec message', async () => {
    const minutesId = await approvedMeeting();
    const denied = await call('PUT', `/api/admin/meetings/minutes/${minutesId}`, colleague.cookie, form());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MEETING_MESSAGES.onlyRequester);
    const deniedDiscussion = await call(
      'POST',
      `/api/admin/meetings/minutes/${minutesId}/discussions`,
      colleague.cookie,
      {
        details: 'x',
      },
    );
    expect(deniedDiscussion.json().message).toBe(MEETING_MESSAGES.onlyRequester);
    const saved = await call(
      'PUT',
      `/api/admin/meetings/minutes/${minutesId}`,
      requester.cookie,
      form({ inCharge: null }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'draft',
      reasons: ['Season review'],
      minutes: 'The season was reviewed.',
      preparedByName: 'Test executive',
    });
    expect(saved.json().preparedAt).toBeTruthy();
    const noReasons = await call(
      'PUT',
      `/api/admin/meetings/minutes/${minutesId}`,
      admin.cookie,
      form({ reasons: [' '], attendees: [] }),
    );
    expect(noReasons.json()).toMatchObject({ reasons: null, attendees: [] });
    const [audit] = await queryRows<{ before: string[]; after: string[] }>(
      app.database.db,
      sql`select before, after from audit_log where action = 'meeting_minutes.attendees' and entity_id = ${minutesId}
        order by created_at desc limit 1`,
    );
    expect(audit).toEqual({ before: [requester.user.id, colleague.user.id].sort(), after: [] });
    expect(
      (await call('PUT', `/api/admin/meetings/minutes/${minutesId}`, requester.cookie, form({ minutes: ' ' }))).json()
        .fieldErrors.minutes,
    ).toEqual(['Minutes are required']);
    const discussion = await call('POST', `/api/admin/meetings/minutes/${minutesId}/discussions`, requester.cookie, {
      details: 'Book the futsal court for January',
      personInCharge: requester.user.id,
    });
    expect(discussion.statusCode).toBe(201);
    expect(discussion.json()).toMatchObject({ discussionType: 'current', status: 'pending' });
    const moved = await call(
      'PUT',
      `/api/admin/meetings/minutes/${minutesId}/discussions/${discussion.json().id}`,
      admin.cookie,
      { details: 'Book the futsal court for January', status: 'in_progress' },
    );
    expect(moved.json().status).toBe('in_progress');
    expect(
      (await call('POST', `/api/admin/meetings/minutes/${minutesId}/discussions`, requester.cookie, { details: ' ' }))
        .statusCode,
    ).toBe(400);
  });

  it("loads the previous meeting's current discussions as a pending preview, by meeting number", async () => {
    const first = await approvedMeeting({ meetingNumber: '21' });
    await call('PUT', `/api/admin/meetings/minutes/${first}`, requester.cookie, form({ meetingNumber: '21' }));
    for (const details of ['Kit order', 'Coach contract'])
      await call('POST', `/api/admin/meetings/minutes/${first}/discussions`, requester.cookie, {
        details,
        status: 'completed',
      });
    const second = await approvedMeeting({ meetingNumber: '21' });
    const previous = await call(
      'GET',
      `/api/admin/meetings/minutes/previous?number=21&except=${second}`,
      requester.cookie,
    );
    expect(previous.statusCode).toBe(200);
    expect(previous.json().minutesId).toBe(first);
    expect(
      previous
        .json()
        .discussions.map((d: { details: string; discussionType: string; status: string }) => [
          d.details,
          d.discussionType,
          d.status,
        ]),
    ).toEqual([
      ['Kit order', 'previous', 'pending'],
      ['Coach contract', 'previous', 'pending'],
    ]);
    const carried = await call(
      'PUT',
      `/api/admin/meetings/minutes/${second}`,
      requester.cookie,
      form({
        meetingNumber: '21',
        carriedDiscussions: previous.json().discussions.map((d: { details: string }) => ({ details: d.details })),
      }),
    );
    expect(carried.statusCode).toBe(200);
    expect(
      carried.json().discussions.map((d: { details: string; discussionType: string }) => [d.details, d.discussionType]),
    ).toEqual([
      ['Kit order', 'previous'],
      ['Coach contract', 'previous'],
    ]);
    const none = await call('GET', '/api/admin/meetings/minutes/previous?number=999', requester.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(MINUTES_MESSAGES.noPrevious);
  });

  it('approves minutes once, by approvers only; approved minutes are not edited; secret minutes stay hidden', async () => {
    const minutesId = await approvedMeeting();
    const discussions = `/api/admin/meetings/minutes/${minutesId}/discussions`;
    const discussion = await call('POST', discussions, requester.cookie, { details: 'Kit for the new season' });
    expect(discussion.statusCode).toBe(201);
    expect((await call('POST', `/api/admin/meetings/minutes/${minutesId}/approve`, requester.cookie)).statusCode).toBe(
      403,
    );
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/admin/meetings/minutes/${minutesId}/approve`, admin.cookie)),
    );
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await call('PUT', `/api/admin/meetings/minutes/${minutesId}`, requester.cookie, form())).statusCode).toBe(
      409,
    );
    // Their discussions are part of them: neither added to nor rewritten, by the requester or an approver.
    for (const cookie of [requester.cookie, admin.cookie]) {
      const added = await call('POST', discussions, cookie, { details: 'Added afterwards' });
      expect(added.statusCode).toBe(409);
      expect(added.json().message).toBe(MINUTES_MESSAGES.approved);
      const rewritten = await call('PUT', `${discussions}/${discussion.json().id}`, cookie, { details: 'Rewritten' });
      expect(rewritten.statusCode).toBe(409);
    }
    const kept = (await call('GET', `/api/admin/meetings/minutes/${minutesId}`, admin.cookie)).json();
    expect(kept.discussions.map((d: { details: string }) => d.details)).toEqual(['Kit for the new season']);
    const secret = await approvedMeeting({ meetingType: 'Secret', attendees: [requester.user.id] });
    const outsider = await signedInAs(app, 'executive');
    expect((await call('GET', `/api/admin/meetings/minutes/${secret}`, outsider.cookie)).statusCode).toBe(404);
    const list = (await call('GET', '/api/admin/meetings/minutes?pageSize=100', outsider.cookie)).json();
    expect(list.items.map((m: { id: string }) => m.id)).not.toContain(secret);
    expect((await call('GET', `/api/admin/meetings/minutes/${secret}`, requester.cookie)).statusCode).toBe(200);
  });

  it('deletes draft minutes, never approved ones', async () => {
    const draft = await approvedMeeting();
    const del = (id: string, cookie: string) =>
      app.app.inject({ method: 'DELETE', url: `/api/admin/meetings/minutes/${id}`, headers: { cookie } });
    expect((await del(draft, requester.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/meetings/minutes/${draft}`, admin.cookie)).statusCode).toBe(404);
    const approved = await approvedMeeting();
    await call('POST', `/api/admin/meetings/minutes/${approved}/approve`, admin.cookie);
    expect((await del(approved, admin.cookie)).statusCode).toBe(409);
  });
});
