import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailAttachment } from '../../db/schema';
import { readCalendar } from '../../test/calendar';
import { callApp, createTestApp, type Method, queuedMailsTo, signedInAs, type TestApp } from '../../test/harness';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe('an event moved or cancelled tells the people holding a place and those waiting, once each', () => {
  let app: TestApp;
  let admin: Account;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const mailsTo = (email: string) => queuedMailsTo(app, email, 'Reef clean-up');
  const calendar = (attachment: MailAttachment | undefined) => readCalendar(attachment?.content ?? '');

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('mails a move (REQUEST) and a cancellation (CANCEL); a change of its text mails nobody', async () => {
    const when = new Date(Date.now() + 10 * 86_400_000);
    when.setUTCSeconds(0, 0);
    const fields = {
      title: 'Reef clean-up',
      description: 'Bring gloves.',
      eventDate: when.toISOString(),
      location: 'Artificial beach',
      maxParticipants: 1,
    };
    const created = await call('POST', '/api/events', admin.cookie, fields);
    const eventId = created.json().id as string;
    const [holder, waiting, left, stranger] = [
      await signedInAs(app, 'member'),
      await signedInAs(app, 'member'),
      await signedInAs(app, 'member'),
      await signedInAs(app, 'member'),
    ];
    for (const person of [holder, waiting, left])
      expect((await call('POST', `/api/events/${eventId}/places`, person.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/events/${eventId}/places`, left.cookie)).statusCode).toBe(200);

    expect(
      (await call('PUT', `/api/events/${eventId}`, admin.cookie, { ...fields, description: 'Gloves given.' }))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo(holder.email)).toEqual([]);

    const later = new Date(when.getTime() + 86_400_000);
    const moved = await call('PUT', `/api/events/${eventId}`, admin.cookie, {
      ...fields,
      eventDate: later.toISOString(),
      location: 'Villingili beach',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [holderMail, ...more] = await mailsTo(holder.email);
    expect(more).toEqual([]);
    expect(holderMail?.subject).toBe('Maldives Sports Club: changed: Reef clean-up');
    expect(holderMail?.body).toContain('Villingili beach');
    const update = calendar(holderMail?.attachments[0]);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: expect.stringMatching(new RegExp(`^event-${eventId}@`)),
      start: later.toISOString(),
      location: 'Villingili beach',
      status: 'CONFIRMED',
    });
    expect(await mailsTo(waiting.email)).toHaveLength(1);
    expect(await mailsTo(left.email)).toEqual([]);
    expect(await mailsTo(stranger.email)).toEqual([]);

    const off = await call('PUT', `/api/events/${eventId}`, admin.cookie, {
      ...fields,
      eventDate: later.toISOString(),
      location: 'Villingili beach',
      status: 'cancelled',
    });
    expect(off.statusCode, off.body).toBe(200);
    const [, cancelMail] = await mailsTo(holder.email);
    expect(cancelMail?.subject).toBe('Maldives Sports Club: cancelled: Reef clean-up');
    const cancellation = calendar(cancelMail?.attachments[0]);
    expect(cancellation).toMatchObject({ method: 'CANCEL', uid: update.uid, status: 'CANCELLED' });
    expect(cancellation.sequence).toBeGreaterThan(update.sequence);
    expect(await mailsTo(waiting.email)).toHaveLength(2);
  });
});
