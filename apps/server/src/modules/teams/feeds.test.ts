import { clubToday, FEED_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../test/calendar';
import { enrolledChild } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';

type Account = Awaited<ReturnType<typeof signedInAs>>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('calendar links: a person’s and a team’s, read by an independent iCalendar parser', () => {
  let app: TestApp;
  let admin: Account;
  let teamId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const day = addDays(clubToday(), 3);
  const feedPath = (url: string) => url.replace(TEST_PUBLIC_URL, '');
  const read = async (url: string) => {
    const response = await call('GET', feedPath(url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return readFeed(response.body);
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    const team = await call('POST', '/api/teams', admin.cookie, { name: 'Under-10 football', sport: 'Football' });
    teamId = team.json().id;
  });
  afterAll(() => app.close());

  it('shows a parent their child’s sessions and their events; a change and a cancellation keep the UID, SEQUENCE up', async () => {
    const parent = await signedInAs(app, 'member');
    const child = await enrolledChild(app, admin.cookie, parent.cookie);
    await call('POST', `/api/teams/${teamId}/players`, admin.cookie, {
      playerName: child.full_name,
      memberId: child.member_id,
    });
    const session = await call('POST', `/api/admin/teams/${teamId}/sessions`, admin.cookie, {
      kind: 'training',
      startsAt: `${day}T16:30:00+05:00`,
      endsAt: `${day}T18:00:00+05:00`,
      place: 'Galolhu ground',
      weeklyUntil: addDays(day, 14),
    });
    const sessionId = session.json().id as string;
    const event = await call('POST', '/api/events', admin.cookie, {
      title: 'Family fun run',
      description: 'Five kilometres along the seafront.',
      eventDate: `${addDays(day, 1)}T07:00:00+05:00`,
      location: 'Male seafront',
      status: 'upcoming',
      isPublic: true,
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await call('POST', `/api/events/${event.json().id}/places`, parent.cookie)).statusCode).toBeLessThan(300);

    expect((await call('GET', '/api/me/calendar-feed', parent.cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await call('POST', '/api/me/calendar-feed', parent.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const { url, webcal } = made.json();
    expect(webcal).toBe(url.replace(/^https?:/, 'webcal:'));
    expect((await call('GET', '/api/me/calendar-feed', parent.cookie)).json().active).toBe(true);

    const first = await read(url);
    expect(first.method).toBe('PUBLISH');
    expect(first.events.map((each) => [each.summary, each.start])).toEqual([
      ['Under-10 football: Training', `${day}T11:30:00.000Z`],
      ['Family fun run', `${addDays(day, 1)}T02:00:00.000Z`],
      ['Under-10 football: Training', `${addDays(day, 7)}T11:30:00.000Z`],
      ['Under-10 football: Training', `${addDays(day, 14)}T11:30:00.000Z`],
    ]);
    const [training, run] = first.events;
    expect(training).toMatchObject({ location: 'Galolhu ground', status: 'CONFIRMED', end: `${day}T13:00:00.000Z` });
    // Where to answer from: the team's schedule (and the event's page), as the description and the URL.
    const teamPage = `${TEST_PUBLIC_URL}/team/${teamId}/players`;
    expect(training).toMatchObject({ url: teamPage, description: `Answer and see the team's schedule: ${teamPage}` });
    expect(run).toMatchObject({
      location: 'Male seafront',
      url: `${TEST_PUBLIC_URL}/events/${event.json().id}`,
      description: `${TEST_PUBLIC_URL}/events/${event.json().id}`,
    });

    // Moved half an hour, then one date called off: the same UIDs, a higher SEQUENCE, the date marked cancelled.
    expect(
      (
        await call('PUT', `/api/admin/teams/sessions/${sessionId}`, admin.cookie, {
          kind: 'training',
          startsAt: `${day}T17:00:00+05:00`,
          endsAt: `${day}T18:30:00+05:00`,
          place: 'Galolhu ground',
          weeklyUntil: addDays(day, 14),
        })
      ).statusCode,
    ).toBe(200);
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie, { date: addDays(day, 7) });
    const after = await read(url);
    const sessions = after.events.filter((each) => each.summary.startsWith('Under-10'));
    expect(sessions.map((each) => each.uid)).toEqual(
      first.events.filter((each) => each.summary.startsWith('Under-10')).map((each) => each.uid),
    );
    expect(sessions[0]).toMatchObject({ start: `${day}T12:00:00.000Z`, status: 'CONFIRMED' });
    expect(sessions[0]?.sequence).toBeGreaterThan(training?.sequence ?? 0);
    expect(sessions[1]).toMatchObject({ status: 'CANCELLED' });

    // A new link stops the old one; stopping it stops the new one; nobody else's link answers.
    const second = await call('POST', '/api/me/calendar-feed', parent.cookie);
    const gone = await call('GET', feedPath(url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(FEED_MESSAGES.notFound);
    expect((await read(second.json().url)).events).toHaveLength(4);
    expect((await call('DELETE', '/api/me/calendar-feed', parent.cookie)).statusCode).toBe(204);
    expect((await call('GET', feedPath(second.json().url))).statusCode).toBe(404);
    expect((await call('DELETE', '/api/me/calendar-feed', parent.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(400);
    expect((await call('GET', `/api/calendar/${'b'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call('POST', '/api/me/calendar-feed')).statusCode).toBe(401);
  });

  it('gives a team’s link to its coaches only; the feed holds the team’s dates', async () => {
    const member = await signedInAs(app, 'member');
    const path = `/api/admin/teams/${teamId}/calendar-feed`;
    expect((await call('POST', path, member.cookie)).statusCode).toBe(403);
    const made = await call('POST', path, admin.cookie);
    expect(made.statusCode).toBe(201);
    const feed = await read(made.json().url);
    expect(feed.name).toBe('Maldives Sports Club: Under-10 football');
    expect(feed.events.length).toBeGreaterThanOrEqual(3);
    expect(feed.events.every((each) => each.uid.startsWith('session-'))).toBe(true);
    expect((await call('DELETE', path, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', feedPath(made.json().url))).statusCode).toBe(404);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect(
        (await call(method, `/api/admin/teams/${crypto.randomUUID()}/calendar-feed`, admin.cookie)).statusCode,
      ).toBe(404);
  });
});
