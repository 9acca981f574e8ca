import { CONTACT_MESSAGES_TEXT } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailTo, signedInAs, type TestApp } from '../../test/harness';

const message = {
  name: 'Hawwa Zahir',
  email: 'hawwa@example.mv',
  topic: 'Team Trials',
  message: 'When are the next volleyball trials for under-15s?',
};

describe('contact form', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ CLUB_EMAIL: 'office@club.test' });
  });
  afterAll(() => app.close());

  const send = (payload: object) => app.app.inject({ method: 'POST', url: '/api/contact', payload });

  it('stores the message, mails the club and thanks the sender', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(CONTACT_MESSAGES_TEXT.thanks);
    const mail = await mailTo(app, 'office@club.test');
    expect(mail.text).toContain('When are the next volleyball trials');
  });

  it('rejects bad input with field errors', async () => {
    const bad = await send({ name: '', email: 'x', topic: 'Gossip', message: 'hi' });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('lets executives read and mark messages; members cannot', async () => {
    const member = await signedInAs(app, 'member');
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(403);
    const executive = await signedInAs(app, 'executive');
    const list = (
      await app.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: executive.cookie } })
    ).json();
    expect(list.unhandled).toBe(1);
    const id = list.items[0].id;
    const mark = await app.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${id}`,
      headers: { cookie: executive.cookie },
      payload: { handled: true },
    });
    expect(mark.statusCode).toBe(204);
    const handled = (
      await app.app.inject({
        method: 'GET',
        url: '/api/admin/messages?status=handled',
        headers: { cookie: executive.cookie },
      })
    ).json();
    expect(handled.items[0]).toMatchObject({ id, handledByName: 'Test executive' });
    expect(handled.unhandled).toBe(0);
  });

  it('rate-limits senders', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message)).statusCode);
    expect(statuses).toContain(429);
  });
});
