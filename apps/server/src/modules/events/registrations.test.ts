import { EVENT_MESSAGES, type EventPlaces, type EventRegistrations } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, createTestApp, type Method, mailTo, signedInAs, type TestApp } from '../../test/harness';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe('event sign-ups: places, a waiting list in order, and promotions', () => {
  let app: TestApp;
  let admin: Account;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const newEvent = async (fields: Record<string, unknown> = {}) => {
    const created = await call('POST', '/api/events', admin.cookie, {
      title: 'Beach run',
      description: 'Five kilometres along the beach.',
      eventDate: inAWeek(),
      maxParticipants: 10,
      ...fields,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const places = async (eventId: string, cookie?: string) =>
    (await call('GET', `/api/events/${eventId}/places`, cookie)).json() as EventPlaces;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('gives 10 places and a waiting list of 20 to 30 sign-ups at once, and moves the waiting list up in order', async () => {
    const eventId = await newEvent();
    const members: Account[] = [];
    for (let i = 0; i < 30; i++) members.push(await signedInAs(app, 'member'));
    const signUps = await Promise.all(
      members.map((member) => call('POST', `/api/events/${eventId}/places`, member.cookie)),
    );
    expect(signUps.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect(await places(eventId)).toMatchObject({ registered: 10, waiting: 20, mine: null, open: true });
    const mine = await Promise.all(members.map((member) => places(eventId, member.cookie)));
    const placed = members.filter((_, i) => mine[i]?.mine?.status === 'registered');
    const queue = members
      .map((member, i) => ({ member, position: mine[i]?.mine?.position ?? null }))
      .filter((each) => each.position !== null)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(placed).toHaveLength(10);
    expect(queue.map((each) => each.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // Signing up again holds the same place.
    const again = await call('POST', `/api/events/${eventId}/places`, queue[0]?.member.cookie);
    expect(again.json().mine).toEqual({ status: 'waiting', position: 1, fee: null });

    // Three places given up at once: the first three who wait take them, in order, and are emailed.
    const leaving = placed.slice(0, 3);
    const gone = await Promise.all(
      leaving.map((member) => call('DELETE', `/api/events/${eventId}/places`, member.cookie)),
    );
    expect(gone.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    for (const { member } of queue.slice(0, 3)) {
      expect((await places(eventId, member.cookie)).mine).toEqual({ status: 'registered', position: null, fee: null });
      await mailTo(app, member.email, 'a place at Beach run is yours');
    }
    expect((await places(eventId, queue[3]?.member.cookie)).mine).toEqual({
      status: 'waiting',
      position: 1,
      fee: null,
    });
    // Leaving the waiting list moves nobody up into a place; those behind move up a turn.
    expect((await call('DELETE', `/api/events/${eventId}/places`, queue[3]?.member.cookie)).statusCode).toBe(200);
    expect(await places(eventId)).toMatchObject({ registered: 10, waiting: 16 });
    expect((await places(eventId, queue[4]?.member.cookie)).mine).toEqual({
      status: 'waiting',
      position: 1,
      fee: null,
    });
    expect((await call('DELETE', `/api/events/${eventId}/places`, queue[3]?.member.cookie)).json().message).toBe(
      EVENT_MESSAGES.notRegistered,
    );

    // The organisers see who comes and who waits, in order.
    const list = (
      await call('GET', `/api/admin/events/${eventId}/registrations`, admin.cookie)
    ).json() as EventRegistrations;
    expect(list.filter((each) => each.status === 'registered')).toHaveLength(10);
    expect(list.filter((each) => each.status === 'waiting').map((each) => each.email)).toEqual(
      queue.slice(4).map(({ member }) => member.email),
    );
    expect((await call('GET', `/api/admin/events/${eventId}/registrations`, members[0]?.cookie)).statusCode).toBe(403);
  });

  it("lists a person's own places and waiting turns on their dashboard, soonest first, and nobody else's", async () => {
    const later = await newEvent({
      title: 'Reef clean-up',
      eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    });
    const sooner = await newEvent({ title: 'Beach run', maxParticipants: 1, registrationFee: '150.00' });
    const left = await newEvent({ title: 'Quiz night' });
    const [first, second] = [await signedInAs(app, 'member'), await signedInAs(app, 'member')];
    for (const eventId of [later, sooner, left])
      expect((await call('POST', `/api/events/${eventId}/places`, second.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/events/${sooner}/places`, first.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/events/${left}/places`, second.cookie)).statusCode).toBe(200);
    const mine = await call('GET', '/api/me/event-places', second.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject([
      { eventId: sooner, title: 'Beach run', status: 'registered', fee: 'due' },
      { eventId: later, title: 'Reef clean-up', status: 'registered', fee: null, payBy: null },
    ]);
    expect((await call('GET', '/api/me/event-places', first.cookie)).json()).toMatchObject([
      { eventId: sooner, status: 'waiting', fee: null, payBy: null },
    ]);
    expect((await call('GET', '/api/me/event-places')).statusCode).toBe(401);
  });

  it('refuses sign-ups to events that are past, private or cancelled, and to strangers', async () => {
    const member = await signedInAs(app, 'member');
    const past = await newEvent({ eventDate: new Date(Date.now() - 86_400_000).toISOString() });
    const cancelled = await newEvent({ status: 'cancelled' });
    for (const eventId of [past, cancelled]) {
      const refused = await call('POST', `/api/events/${eventId}/places`, member.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(EVENT_MESSAGES.closed);
    }
    const hidden = await newEvent({ isPublic: false });
    expect((await call('POST', `/api/events/${hidden}/places`, member.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${hidden}/places`)).statusCode).toBe(404);
    const open = await newEvent({ maxParticipants: null });
    expect((await call('POST', `/api/events/${open}/places`)).statusCode).toBe(401);
    expect((await call('POST', `/api/events/${open}/places`, member.cookie)).json()).toMatchObject({
      maxParticipants: null,
      registered: 1,
      mine: { status: 'registered' },
    });
    expect((await call('POST', `/api/events/${crypto.randomUUID()}/places`, member.cookie)).statusCode).toBe(404);
  });
});
