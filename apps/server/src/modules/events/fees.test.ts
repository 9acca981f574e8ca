import { EVENT_MESSAGES, type EventPlaces, MEMBER_MESSAGES, type WaitingEventFee } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { filesNamedByRecords } from '../../platform/upload-sweep';
import { PNG } from '../../test/files';
import {
  attachmentOf,
  mailTo,
  readOutbox,
  signedInAs,
  signedInWithCustomRole,
  TEST_PUBLIC_URL,
  useTestApp,
} from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf-pixels';
import { statementKit } from '../../test/statement-kit';
import { releaseUnpaidPlaces } from './fees';

describe('event fees: a place held for its slip, staff who see the money, and the waiting list', () => {
  const suite = useTestApp('admin', 'executive');
  const { call } = suite;

  const kit = statementKit(() => ({ app: suite.app, admin: suite.admin }));
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const newEvent = async (fields: Record<string, unknown> = {}) => {
    const created = await call('POST', '/api/events', suite.admin.cookie, {
      title: 'Island swim',
      description: 'Two kilometres around the island.',
      eventDate: inAWeek(),
      maxParticipants: 2,
      registrationFee: '150.00',
      ...fields,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const places = async (eventId: string, cookie?: string) =>
    (await call('GET', `/api/events/${eventId}/places`, cookie)).json() as EventPlaces;
  const signUp = async (eventId: string, cookie: string) => {
    const response = await call('POST', `/api/events/${eventId}/places`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EventPlaces;
  };
  const sendSlip = (eventId: string, cookie: string, slip: Buffer | null = PNG) => {
    const body = multipartBody({}, slip ? [{ field: 'slip', filename: 'slip.png', data: slip }] : []);
    return suite.app.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/places/slip`,
      ...body,
      headers: { ...body.headers, cookie },
    });
  };
  const waiting = async (cookie = suite.executive.cookie) =>
    (await call('GET', '/api/admin/events/fees', cookie)).json().fees as WaitingEventFee[];
  const feeIdOf = async (reference: string) =>
    (
      await queryRows<{ id: string }>(
        suite.app.database.db,
        sql`select id from event_registrations where payment_reference = ${reference}`,
      )
    )[0]?.id as string;

  it('holds a place for two days under a reference, takes one slip, and lets staff confirm it into the books with a receipt', async () => {
    const eventId = await newEvent();
    const member = await signedInAs(suite.app, 'member');
    expect(await places(eventId)).toMatchObject({ open: true, fee: '150.00' });
    const mine = (await signUp(eventId, member.cookie)).mine;
    expect(mine).toMatchObject({ status: 'registered', fee: { status: 'due', amount: '150.00', receiptNumber: null } });
    const reference = mine?.fee?.paymentReference ?? '';
    const heldFor = Date.parse(mine?.fee?.payBy ?? '') - Date.now();
    expect(heldFor).toBeGreaterThan(47 * 3_600_000);
    expect(heldFor).toBeLessThanOrEqual(48 * 3_600_000);
    const due = (await mailTo(suite.app, member.email, 'pay for your place at Island swim')).text;
    expect(due).toContain(reference);
    expect(due).toContain('MVR 150.00');

    // Refused: no slip, not multipart, someone with no place; the slip counts once.
    const noSlip = await sendSlip(eventId, member.cookie, null);
    expect(noSlip.statusCode).toBe(400);
    expect(noSlip.json().fieldErrors.slip).toEqual([MEMBER_MESSAGES.slipRequired]);
    expect((await call('POST', `/api/events/${eventId}/places/slip`, member.cookie, {})).statusCode).toBe(400);
    const stranger = await signedInAs(suite.app, 'member');
    const strangers = await sendSlip(eventId, stranger.cookie);
    expect(strangers.statusCode).toBe(409);
    expect(strangers.json().message).toBe(EVENT_MESSAGES.nothingToPay);
    const sent = await sendSlip(eventId, member.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().mine.fee.status).toBe('sent');
    expect((await sendSlip(eventId, member.cookie)).statusCode).toBe(409);
    const [slip] = await queryRows<{ slip_name: string }>(
      suite.app.database.db,
      sql`select slip_name from event_registrations where payment_reference = ${reference}`,
    );
    expect(await filesNamedByRecords(suite.app.database)).toContain(`private/transfer-slips/${slip?.slip_name}`);
    // A place whose money is with the club is given up by the club.
    const leave = await call('DELETE', `/api/events/${eventId}/places`, member.cookie);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(EVENT_MESSAGES.feePaid);

    // The queue and the slip: staff who approve events only.
    expect((await call('GET', '/api/admin/events/fees', member.cookie)).statusCode).toBe(403);
    const organiser = await signedInWithCustomRole(suite.app, 'executive', { events: ['view', 'create', 'edit'] });
    expect((await call('GET', '/api/admin/events/fees', organiser.cookie)).statusCode).toBe(403);
    const entry = (await waiting()).find((fee) => fee.paymentReference === reference);
    expect(entry).toMatchObject({ eventTitle: 'Island swim', email: member.email, amount: '150.00' });
    const slipFile = await call('GET', entry?.slipUrl ?? '', suite.executive.cookie);
    expect(slipFile.statusCode).toBe(200);
    expect(slipFile.headers['content-type']).toBe('image/png');
    expect((await call('GET', entry?.slipUrl ?? '', member.cookie)).statusCode).toBe(403);

    // Two clicks at once: one decision, one receipt, one posting to event income.
    const id = entry?.id ?? '';
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/events/fees/${id}/confirm`, suite.executive.cookie),
      call('POST', `/api/admin/events/fees/${id}/confirm`, suite.admin.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((first.statusCode === 409 ? first : second).json().message).toBe(EVENT_MESSAGES.feeDecided);
    expect(await kit.postings('event_payment', id)).toBe(1);
    const [posted] = await queryRows<{ code: string; credit: string }>(
      suite.app.database.db,
      sql`select a.account_code as code, l.credit_amount::text as credit from journal_entry_lines l
          join journal_entries e on e.id = l.journal_entry_id join chart_of_accounts a on a.id = l.account_id
          where e.source_type = 'event_payment' and e.source_id = ${id} and l.credit_amount > 0`,
    );
    expect(posted).toEqual({ code: '4400', credit: '150.00' });
    const paid = (await places(eventId, member.cookie)).mine?.fee;
    expect(paid?.status).toBe('confirmed');
    expect(paid?.receiptNumber).toMatch(/^EVT-\d{4}-\d{5}$/);
    const receiptMail = await mailTo(suite.app, member.email, `receipt ${paid?.receiptNumber}`);
    const pdf = await pdfText(attachmentOf(receiptMail.text));
    expect(pdf).toContain('Island swim');
    expect(pdf).toContain(reference);
    const download = await call('GET', `/api/events/${eventId}/places/receipt.pdf`, member.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', `/api/events/${eventId}/places/receipt.pdf`, stranger.cookie)).statusCode).toBe(404);
    expect((await waiting()).some((fee) => fee.id === id)).toBe(false);
  });

  it('refuses staff their own fee, and rejecting one gives the place to the first who waits, held for their slip', async () => {
    const eventId = await newEvent({ maxParticipants: 1 });
    await signUp(eventId, suite.executive.cookie);
    const next = await signedInAs(suite.app, 'member');
    expect((await signUp(eventId, next.cookie)).mine).toEqual({ status: 'waiting', position: 1, fee: null });
    expect((await sendSlip(eventId, next.cookie)).json().message).toBe(EVENT_MESSAGES.nothingToPay);
    expect((await sendSlip(eventId, suite.executive.cookie)).statusCode).toBe(200);
    const own = (await waiting()).find((fee) => fee.email === suite.executive.email);
    const refused = await call('POST', `/api/admin/events/fees/${own?.id}/confirm`, suite.executive.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EVENT_MESSAGES.ownFee);
    expect((await call('POST', `/api/admin/events/fees/${own?.id}/reject`, suite.admin.cookie, {})).statusCode).toBe(
      400,
    );
    const rejected = await call('POST', `/api/admin/events/fees/${own?.id}/reject`, suite.admin.cookie, {
      reason: 'No transfer under this reference reached the account.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await mailTo(suite.app, suite.executive.email, 'could not confirm')).text).toContain(
      'No transfer under this reference',
    );
    expect((await places(eventId, suite.executive.cookie)).mine).toBeNull();
    const promoted = (await places(eventId, next.cookie)).mine;
    expect(promoted).toMatchObject({ status: 'registered', fee: { status: 'due', amount: '150.00' } });
    expect((await mailTo(suite.app, next.email, 'pay for your place')).text).toContain(
      promoted?.fee?.paymentReference ?? '?',
    );
    expect((await call('POST', `/api/admin/events/fees/${own?.id}/confirm`, suite.admin.cookie)).statusCode).toBe(409);
  });

  it('releases a place whose slip did not come in time, once across two runs at once, to the first who waits', async () => {
    const eventId = await newEvent({ maxParticipants: 1 });
    const late = await signedInAs(suite.app, 'member');
    const next = await signedInAs(suite.app, 'member');
    await signUp(eventId, late.cookie);
    await signUp(eventId, next.cookie);
    await suite.app.database.db.execute(
      sql`update event_registrations set pay_by = now() - interval '1 minute'
          where event_id = ${eventId} and fee_status = 'due'`,
    );
    const deps = { db: suite.app.database.db, mailer: suite.app.mailer, publicUrl: TEST_PUBLIC_URL };
    const runs = await Promise.all([releaseUnpaidPlaces(deps), releaseUnpaidPlaces(deps)]);
    expect(runs.reduce((total, n) => total + n, 0)).toBe(1);
    expect((await places(eventId, late.cookie)).mine).toBeNull();
    await mailTo(suite.app, late.email, 'has been released');
    expect((await places(eventId, next.cookie)).mine).toMatchObject({ status: 'registered', fee: { status: 'due' } });
    // A released place takes no slip; signing up again queues behind nobody (the place is taken).
    expect((await sendSlip(eventId, late.cookie)).statusCode).toBe(409);
    expect((await signUp(eventId, late.cookie)).mine).toMatchObject({ status: 'waiting', position: 1 });
    const mails = (await readOutbox(suite.app)).filter(
      (mail) => mail.to.includes(late.email) && mail.text.includes('has been released'),
    );
    expect(mails).toHaveLength(1);
  });

  it('is confirmed by a bank statement line naming its reference, with no slip sent', async () => {
    const eventId = await newEvent({ maxParticipants: null, registrationFee: '75.50' });
    const member = await signedInAs(suite.app, 'member');
    const reference = (await signUp(eventId, member.cookie)).mine?.fee?.paymentReference ?? '';
    const line = await kit.lineNaming(reference, '75.50');
    const confirmed = await call('POST', `/api/admin/finance/statements/lines/${line}/confirm`, suite.admin.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = await feeIdOf(reference);
    expect(await kit.postings('event_payment', id)).toBe(1);
    expect((await places(eventId, member.cookie)).mine?.fee?.status).toBe('confirmed');
    expect(await kit.inBooks(line)).toBe(true);
    // Undone: the payment is taken back in the books, and the fee waits for its money again (the place kept).
    const undone = await call('POST', `/api/admin/finance/statements/lines/${line}/undo`, suite.admin.cookie, {
      reason: 'Matched to the wrong place',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await kit.postings('event_payment_reversal', id)).toBe(1);
    expect((await places(eventId, member.cookie)).mine?.fee?.status).toBe('due');
    // The same line confirms it again: posted afresh, in the books once.
    const again = await call('POST', `/api/admin/finance/statements/lines/${line}/confirm`, suite.admin.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect((await places(eventId, member.cookie)).mine?.fee?.status).toBe('confirmed');
    expect(await kit.postings('event_payment', id)).toBe(2);
    expect(await kit.inBooks(line)).toBe(true);
  });
});
