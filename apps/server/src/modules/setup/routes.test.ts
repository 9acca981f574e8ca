import { SETUP_STEPS, type SetupChecklist } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApp, createTestApp, type Method, mailTo, signedInAs, type TestApp } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';

describe("the first admin's setup checklist", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const call = (method: Method, url: string, cookie = admin.cookie, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const checklist = async () => {
    const response = await call('GET', '/api/admin/setup');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SetupChecklist>();
  };
  const doneSteps = async () => (await checklist()).steps.filter((each) => each.done).map((each) => each.step);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('starts open on a fresh install and ticks each step as the club saves it', async () => {
    const fresh = await checklist();
    expect(fresh.steps.map((each) => each.step)).toEqual([...SETUP_STEPS]);
    expect(fresh).toMatchObject({ done: false, mailTransport: 'outbox' });
    expect(fresh.backupKeyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    // Staff roles require a second factor from the start.
    expect(await doneSteps()).toEqual(['secondFactor']);

    const settings = (await call('GET', '/api/admin/settings')).json();
    const saved = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      identity: { ...settings.identity, name: { en: 'Addu Falcons Club', dv: null } },
      bankAccount: { bankName: 'Bank of Maldives', accountName: 'Addu Falcons Club', accountNumber: '7730000123456' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await doneSteps()).toEqual(['identity', 'bankAccount', 'secondFactor']);

    const [bank] = await queryRows<{ account_id: string }>(
      app.database.db,
      sql`select account_id from posting_roles where role = 'bank'`,
    );
    const opening = await call('PUT', `/api/admin/finance/accounts/${bank?.account_id}/opening-balance`, admin.cookie, {
      on: '2026-01-01',
      amount: '125000.00',
    });
    expect(opening.statusCode, opening.body).toBe(200);
    const fee = await call('POST', '/api/admin/registration-fees', admin.cookie, {
      registrationType: 'membership',
      category: 'regular',
      feeAmount: '600',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect(await doneSteps()).toEqual(['identity', 'bankAccount', 'openingBalance', 'plans', 'secondFactor']);

    for (const step of ['season', 'backupKey'])
      expect((await call('POST', `/api/admin/setup/${step}/confirm`)).statusCode).toBe(200);
    // With no mail server the test mail goes to the outbox folder, which reaches nobody: the step stays open.
    const mailed = await call('POST', '/api/admin/setup/test-mail');
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json()).toMatchObject({ done: false, mailTransport: 'outbox' });
    const mail = await mailTo(app, admin.email, "the portal's mail works");
    expect(mail.text).toContain('Test mail from Addu Falcons Club');
    expect((await doneSteps()).includes('testMail')).toBe(false);
    // Confirming twice keeps the first time; the audit log says who confirmed.
    expect((await call('POST', '/api/admin/setup/backupKey/confirm')).statusCode).toBe(200);
    const [audit] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int from audit_log where action = 'setup.confirm' and actor_id = ${admin.user.id}`,
    );
    expect(audit?.count).toBe(3);
  });

  it("ticks the mail step once a test mail left by the club's mail server", async () => {
    const sink = await startSmtpSink();
    const mailing = await createTestApp({ SMTP_URL: sink.url });
    try {
      const staff = await signedInAs(mailing, 'admin');
      const sent = await callApp(mailing, 'POST', '/api/admin/setup/test-mail', staff.cookie);
      expect(sent.json()).toMatchObject({ mailTransport: 'smtp' });
      expect(sent.json().steps).toContainEqual({ step: 'testMail', done: true });
      expect((await sink.mailTo(staff.email, 'Subject: Test mail from')).from).toBeTruthy();
    } finally {
      await mailing.close();
      await sink.close();
    }
  });

  it('takes confirmation only for the steps the portal cannot see, and only from who may change the settings', async () => {
    expect((await call('POST', '/api/admin/setup/identity/confirm')).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/setup/nothing/confirm')).statusCode).toBe(400);
    const executive = await signedInAs(app, 'executive');
    for (const [method, url] of [
      ['GET', '/api/admin/setup'],
      ['POST', '/api/admin/setup/season/confirm'],
      ['POST', '/api/admin/setup/test-mail'],
    ] as const)
      expect((await call(method, url, executive.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/setup', '')).statusCode).toBe(401);
  });
});
