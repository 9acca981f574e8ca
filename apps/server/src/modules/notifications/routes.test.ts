import { addDays, clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { enrolledChild } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';
import { startPushService } from '../../test/push-service';

type Account = Awaited<ReturnType<typeof signedInAs>>;

const until = async <T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('notices: on the dashboard and pushed, encrypted, to the browsers that asked', () => {
  let app: TestApp;
  let admin: Account;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const subscribe = (cookie: string, browser: { endpoint: string; keys: object }) =>
    call('PUT', '/api/push/subscription', cookie, browser);
  const noticesOf = async (cookie: string) => (await call('GET', '/api/notifications', cookie)).json();

  beforeAll(async () => {
    push = await startPushService();
    app = await createTestApp({ PUSH_SERVICES: push.origin });
    admin = await signedInAs(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await push.close();
  });

  it("a moved session reaches its player's and a guardian's browsers, decrypted by the push service; nobody else's", async () => {
    const team = await call('POST', '/api/teams', admin.cookie, { name: 'Push squad', sport: 'Football' });
    const teamId = team.json().id as string;
    const [player, parent, stranger] = [
      await signedInAs(app, 'member'),
      await signedInAs(app, 'member'),
      await signedInAs(app, 'member'),
    ];
    const child = await enrolledChild(app, admin.cookie, parent.cookie);
    await call('POST', `/api/teams/${teamId}/players`, admin.cookie, { playerName: 'Ahmed', userId: player.user.id });
    await call('POST', `/api/teams/${teamId}/players`, admin.cookie, {
      playerName: child.full_name,
      memberId: child.member_id,
    });
    const [phone, laptop, parentPhone, strangerPhone] = [
      push.browser(),
      push.browser(),
      push.browser(),
      push.browser(),
    ];
    for (const [account, browser] of [
      [player, phone],
      [player, laptop],
      [parent, parentPhone],
      [stranger, strangerPhone],
    ] as const) {
      const subscribed = await subscribe(account.cookie, browser);
      expect(subscribed.statusCode, subscribed.body).toBe(204);
    }
    // The same browser subscribing again, even five times at once, stays one subscription.
    const again = await Promise.all(Array.from({ length: 5 }, () => subscribe(player.cookie, phone)));
    expect(again.map((response) => response.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(
      await queryRows(app.database.db, sql`select 1 from push_subscriptions where endpoint = ${phone.endpoint}`),
    ).toHaveLength(1);

    const day = addDays(clubToday(), 3);
    const session = await call('POST', `/api/admin/teams/${teamId}/sessions`, admin.cookie, {
      kind: 'training',
      startsAt: `${day}T16:00:00+05:00`,
      endsAt: `${day}T17:30:00+05:00`,
      place: 'Henveiru stadium',
    });
    const sessionId = session.json().id as string;
    const changed = await call('PUT', `/api/admin/teams/sessions/${sessionId}`, admin.cookie, {
      kind: 'training',
      startsAt: `${day}T17:00:00+05:00`,
      endsAt: `${day}T18:30:00+05:00`,
      place: 'Galolhu ground',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const received = await until(
      () => [...push.received],
      (list) => list.length >= 3,
      'three pushes',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.failures).toEqual([]);
    expect(push.received.map((each) => each.subscription).sort()).toEqual([phone.id, laptop.id, parentPhone.id].sort());
    const key = (await call('GET', '/api/push/key', player.cookie)).json().publicKey;
    const toPhone = received.find((each) => each.subscription === phone.id);
    expect(toPhone?.message).toEqual({
      title: 'Changed: Push squad, Training',
      body: expect.stringContaining('at Galolhu ground.'),
      link: `${TEST_PUBLIC_URL}/team/${teamId}/players`,
      tag: expect.any(String),
    });
    // Signed with the portal's key, for this push service, and kept by it for a while for a phone that is off.
    expect(toPhone?.signer).toBe(key);
    expect(toPhone?.claims).toMatchObject({ aud: push.origin, sub: `mailto:${app.config.clubEmail}` });
    expect(Number(toPhone?.ttl)).toBeGreaterThan(3600);

    // The same notice on each one's dashboard; the stranger has none.
    const playerNotices = await noticesOf(player.cookie);
    expect(playerNotices).toMatchObject({
      unread: 1,
      items: [{ title: 'Changed: Push squad, Training', link: `/team/${teamId}/players`, read: false }],
    });
    expect((await noticesOf(parent.cookie)).items).toHaveLength(1);
    expect(await noticesOf(stranger.cookie)).toEqual({ items: [], unread: 0 });

    // Read: the one, then all; nobody marks another's (404).
    const noticeId = playerNotices.items[0].id as string;
    expect((await call('POST', `/api/notifications/${noticeId}/read`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/notifications/${noticeId}/read`, player.cookie)).statusCode).toBe(204);
    expect((await noticesOf(player.cookie)).unread).toBe(0);
    expect((await call('POST', '/api/notifications/read', parent.cookie)).statusCode).toBe(204);
    expect((await noticesOf(parent.cookie)).items[0].read).toBe(true);

    // A browser its push service says is gone is forgotten; the others still get the next notice.
    push.gone(laptop.id);
    const off = await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie, { date: day });
    expect(off.statusCode, off.body).toBe(200);
    await until(
      () => queryRows(app.database.db, sql`select 1 from push_subscriptions where endpoint = ${laptop.endpoint}`),
      (rows) => rows.length === 0,
      'the gone subscription to be forgotten',
    );
    const cancelled = await until(
      () => push.received.filter((each) => each.subscription === phone.id),
      (list) => list.length === 2,
      'the call-off pushed',
    );
    expect(cancelled[1]?.message).toMatchObject({ title: 'Called off: Push squad, Training' });
  });

  it('a place freed from the waiting list, and an event moved, reach the person', async () => {
    const when = new Date(Date.now() + 10 * 86_400_000);
    const fields = { title: 'Push regatta', description: 'Boats.', eventDate: when.toISOString(), maxParticipants: 1 };
    const eventId = (await call('POST', '/api/events', admin.cookie, fields)).json().id as string;
    const [holder, waiting] = [await signedInAs(app, 'member'), await signedInAs(app, 'member')];
    for (const person of [holder, waiting])
      expect((await call('POST', `/api/events/${eventId}/places`, person.cookie)).statusCode).toBe(200);
    const browser = push.browser();
    expect((await subscribe(waiting.cookie, browser)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/events/${eventId}/places`, holder.cookie)).statusCode).toBe(200);
    const [freed] = await until(
      () => push.received.filter((each) => each.subscription === browser.id),
      (list) => list.length === 1,
      'the freed place pushed',
    );
    expect(freed?.message).toMatchObject({
      title: 'A place is yours: Push regatta',
      link: `${TEST_PUBLIC_URL}/events/${eventId}`,
    });
    const moved = await call('PUT', `/api/events/${eventId}`, admin.cookie, {
      ...fields,
      eventDate: new Date(when.getTime() + 86_400_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await noticesOf(waiting.cookie)).items.map((notice: { title: string }) => notice.title)).toEqual([
      'Changed: Push regatta',
      'A place is yours: Push regatta',
    ]);
    // The one who gave the place up is not told of the move.
    expect((await noticesOf(holder.cookie)).items).toEqual([]);
  });

  it('refuses what is not a browser push subscription, and what is not the caller’s', async () => {
    const member = await signedInAs(app, 'member');
    const other = await signedInAs(app, 'member');
    const browser = push.browser();
    expect((await call('GET', '/api/push/key')).statusCode).toBe(401);
    expect((await subscribe('', browser)).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    for (const endpoint of [
      'https://attacker.example/push/1',
      'http://169.254.169.254/latest/meta-data',
      `${push.origin.replace('127.0.0.1', 'localhost')}/push/1`,
      'https://user:pass@fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com.attacker.example/fcm/send/1',
    ]) {
      const refused = await subscribe(member.cookie, { ...browser, endpoint });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBe("This browser's push service is not one the club sends to.");
    }
    for (const keys of [
      { p256dh: 'short', auth: browser.keys.auth },
      { p256dh: browser.keys.p256dh, auth: '<script>' },
      {},
    ]) {
      const refused = await subscribe(member.cookie, { endpoint: browser.endpoint, keys });
      expect(refused.statusCode).toBe(400);
    }
    expect((await subscribe(member.cookie, { endpoint: 'not a url', keys: browser.keys })).statusCode).toBe(400);
    // The right length, but not a point on the curve: nothing could ever be encrypted to it.
    const offCurve = await subscribe(member.cookie, {
      ...browser,
      keys: { ...browser.keys, p256dh: `B${'A'.repeat(86)}` },
    });
    expect(offCurve.statusCode).toBe(400);
    expect(offCurve.json().message).toBe('Not a browser push key');
    expect((await subscribe(member.cookie, browser)).statusCode).toBe(204);
    // Knowing the endpoint is not enough to take the browser over: only the browser holding its keys moves it.
    const owner = () =>
      queryRows<{ user_id: string }>(
        app.database.db,
        sql`select user_id from push_subscriptions where endpoint = ${browser.endpoint}`,
      );
    const forged = push.browser();
    expect((await subscribe(other.cookie, { endpoint: browser.endpoint, keys: forged.keys })).statusCode).toBe(204);
    expect(await owner()).toEqual([{ user_id: member.user.id }]);
    // Another account cannot stop this browser's notices; its own account can.
    const stop = (cookie: string) =>
      call('DELETE', `/api/push/subscription?endpoint=${encodeURIComponent(browser.endpoint)}`, cookie);
    expect((await stop(other.cookie)).statusCode).toBe(404);
    expect((await stop(member.cookie)).statusCode).toBe(204);
    expect((await stop(member.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/not-a-uuid/read', member.cookie)).statusCode).toBe(400);
  });

  it("a browser stops receiving an account's notices when that sign-in ends", async () => {
    const member = await signedInAs(app, 'member');
    const browser = push.browser();
    expect((await subscribe(member.cookie, browser)).statusCode).toBe(204);
    const signedOut = await call('POST', '/api/auth/sign-out', member.cookie);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(
      await queryRows(app.database.db, sql`select 1 from push_subscriptions where endpoint = ${browser.endpoint}`),
    ).toEqual([]);
  });
});
