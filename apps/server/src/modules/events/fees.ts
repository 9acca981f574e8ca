import { clubDay, EVENT_MESSAGES, type EventFeeStatus, MEMBER_MESSAGES, type WaitingEventFee } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import { readMultipartForm } from '../../platform/multipart';
import type { FileStorage } from '../../platform/storage';
import { type ServerTextValues, type Texts, textsIn } from '../../platform/texts';
import {
  type CardPayable,
  decidePayment,
  isCardGateway,
  type Payable,
  type PaymentDecisionDeps,
  type PaymentKind,
  type PaymentReceipt,
  type PaymentStage,
  postEventFee,
  postEventFeeReversal,
  receiptMail,
  receiptRows,
  renderPaymentReceipt,
} from '../finance/service';
import { lockEvent, lockedEvent, promoteNext, type RegistrationDeps } from './registrations';
import { eventFeesPaid, eventFeesWaiting, payableEventFees } from './repository';

/**
 * Event registration fees (decision 032): a place at an event with a fee is held for its transfer slip for
 * two days under a payment reference of its own; staff with the events' approve right confirm the money
 * (ledger, numbered receipt) or reject it, through the one payment decision, and a bank statement line
 * naming the reference confirms it too. A place whose slip never came, or whose money was rejected or taken
 * back, goes to the first on the waiting list.
 */

const SLIPS = 'transfer-slips';

export type EventFeeDeps = RegistrationDeps & PaymentDecisionDeps & { storage: FileStorage };

interface FeeRow {
  id: string;
  event_id: string;
  user_id: string;
  status: 'registered' | 'waiting' | 'cancelled';
  fee_amount: string;
  fee_status: EventFeeStatus;
  payment_reference: string;
  receipt_number: string | null;
  slip_name: string | null;
  slip_sent_at: string | Date | null;
  decided_by: string | null;
  decided_at: string | Date | null;
  event_title: string;
  event_date: string | Date;
  email: string;
  name: string;
  language: string | null;
}

const FEE_ROWS = sql`select r.id, r.event_id, r.user_id, r.status, r.fee_amount::text, r.fee_status, r.payment_reference,
    r.receipt_number, r.slip_name, r.slip_sent_at, r.decided_by, r.decided_at, e.title as event_title, e.event_date, u.email,
    coalesce(nullif(p.full_name, ''), u.name, u.email) as name, p.language
  from event_registrations r join events e on e.id = r.event_id join "user" u on u.id = r.user_id
  left join profiles p on p.user_id = r.user_id`;

const STAGES: Record<EventFeeStatus, PaymentStage> = {
  due: 'pending',
  sent: 'pending',
  confirmed: 'confirmed',
  rejected: 'rejected',
  reversed: 'reversed',
  released: 'closed',
};

/** The event, then the place: in the order sign-ups and cancellations lock them, so the two never deadlock. */
async function lockFee(tx: Transaction, id: string) {
  const [place] = await queryRows<{ event_id: string }>(
    tx,
    sql`select event_id from event_registrations where id = ${id} and fee_status is not null`,
  );
  if (!place) return null;
  await tx.execute(sql`select id from events where id = ${place.event_id} for update`);
  const [row] = await queryRows<FeeRow>(tx, sql`${FEE_ROWS} where r.id = ${id} for update of r`);
  return row ?? null;
}

/** A place given up by a decision: the first who waits takes it while sign-ups are open. */
async function freePlace(deps: RegistrationDeps, tx: Transaction, row: FeeRow) {
  if (row.status !== 'registered') return;
  const event = await lockedEvent(tx, row.event_id);
  if (event?.open) await promoteNext(deps, tx, event);
}

/** The fee's entry in the books taken back (its receipt names it), by `actor` at `at`. */
const reverseFeeEntry = (tx: Transaction, row: FeeRow, reason: string, actor: Viewer, at: Date) =>
  postEventFeeReversal(tx, {
    registrationId: row.id,
    receiptNumber: row.receipt_number ?? row.payment_reference,
    reason,
    reversedBy: actor.userId,
    reversedAt: at,
  });

const mailFeeRefused = (deps: RegistrationDeps, tx: Transaction, row: FeeRow, reason: string) =>
  mailAboutFee(deps, tx, row, 'eventFeeRefused', (texts) => ({ reference: texts.ltr(row.payment_reference), reason }));

/** A mail to the fee's member about its event, in their language: `mail.<mail>` names the club and the event. */
async function mailAboutFee(
  deps: RegistrationDeps,
  tx: Transaction,
  row: FeeRow,
  mail: 'eventFeeRefused' | 'eventPlaceReleased',
  values: (texts: Texts) => ServerTextValues,
) {
  const texts = textsIn(row.language);
  await deps.mailer.send(
    {
      to: row.email,
      subject: texts.t(`mail.${mail}.subject`, { club: texts.club, event: row.event_title }),
      text: texts.t(`mail.${mail}.body`, {
        event: row.event_title,
        link: `${deps.publicUrl}/events/${row.event_id}`,
        ...values(texts),
      }),
    },
    tx,
  );
}

function eventFeeReceipt(
  row: FeeRow,
  receiptNumber: string,
  confirmed: { at: Date; byName: string | null; void: boolean; byCard: boolean },
): PaymentReceipt {
  const texts = textsIn(row.language);
  const { t } = texts;
  return {
    ...receiptMail(texts, 'eventFeeReceipt', row.email, receiptNumber, {
      event: row.event_title,
      amount: texts.money(row.fee_amount),
    }),
    heading: t('documents.receipt.eventHeading'),
    rows: receiptRows(texts, {
      receiptNumber,
      paymentReference: row.payment_reference,
      receivedFrom: row.name,
      about: [[t('documents.receipt.event'), `${row.event_title} · ${texts.date(row.event_date)}`]],
      amount: row.fee_amount,
      method: confirmed.byCard ? 'card' : 'transfer',
      confirmed,
    }),
    closing: t('documents.receipt.feeClosing'),
    voidNotice: confirmed.void ? t('documents.receipt.feeVoid') : null,
  };
}

/** Event fees in the one payment decision. */
function eventFeePayments(deps: RegistrationDeps): PaymentKind<FeeRow, { reason: string } | undefined> {
  return {
    module: ['events', 'news-events'],
    rights: { confirm: 'approve', reject: 'approve', reverse: 'approve' },
    messages: {
      notFound: EVENT_MESSAGES.feeNotFound,
      decided: EVENT_MESSAGES.feeDecided,
      ownRecord: EVENT_MESSAGES.ownFee,
    },
    lock: lockFee,
    stage: (row) => STAGES[row.fee_status],
    recordedBy: (row) => row.user_id,
    receipts: { sequence: 'event_receipt_seq', prefix: 'EVT' },
    issuedReceipt: (row) => (row.fee_status === 'due' || row.fee_status === 'sent' ? row.receipt_number : null),
    async confirm({ tx, actor, at }, row, receiptNumber) {
      await tx.execute(
        sql`update event_registrations set fee_status = 'confirmed', receipt_number = ${receiptNumber},
              decided_by = ${actor.userId}, decided_at = ${at}
            where id = ${row.id}`,
      );
      await postEventFee(tx, {
        registrationId: row.id,
        receiptNumber,
        date: clubDay(at),
        amount: row.fee_amount,
        confirmedBy: actor.userId,
      });
      return eventFeeReceipt(row, receiptNumber, {
        at,
        byName: actor.fullName || null,
        void: false,
        byCard: isCardGateway(actor.userId),
      });
    },
    async reject({ tx, actor, at, input }, row) {
      const reason = input?.reason ?? '';
      await tx.execute(
        sql`update event_registrations set fee_status = 'rejected', status = 'cancelled', cancelled_at = ${at},
              decided_by = ${actor.userId}, decided_at = ${at}, decision_reason = ${reason}
            where id = ${row.id}`,
      );
      await mailFeeRefused(deps, tx, row, reason);
      await freePlace(deps, tx, row);
    },
    async reverse({ tx, actor, at, input }, row) {
      const reason = input?.reason ?? '';
      await tx.execute(
        sql`update event_registrations set fee_status = 'reversed', status = 'cancelled', cancelled_at = ${at},
              decision_reason = ${reason}
            where id = ${row.id}`,
      );
      await reverseFeeEntry(tx, row, reason, actor, at);
      await mailFeeRefused(deps, tx, row, reason);
      await freePlace(deps, tx, row);
    },
  };
}

export const confirmEventFee = (deps: EventFeeDeps, actor: Viewer, id: string) =>
  decidePayment(deps, actor, eventFeePayments(deps), id, 'confirm', undefined);

export const rejectEventFee = (deps: EventFeeDeps, actor: Viewer, id: string, reason: string) =>
  decidePayment(deps, actor, eventFeePayments(deps), id, 'reject', { reason });

/**
 * Event fees in finance's statement matching: a line naming the fee's reference confirms it, undoing the match
 * takes it back with the reason (in the match's transaction). False when it already stood as asked.
 */
export const eventFeePayable: Payable = {
  kind: 'event',
  items: payableEventFees,
  waiting: eventFeesWaiting,
  paid: eventFeesPaid,
  entries: { sourceType: 'event_payment' },
  confirm: (deps, actor, fee) => decidePayment(deps, actor, eventFeePayments(deps), fee.id, 'confirm', undefined),
  reverse: (deps, actor, fee, { reason }) => asActor(deps.db, actor, (tx) => reopenEventFee(tx, actor, fee.id, reason)),
};

/**
 * The fee of the viewer's place paid by card (decision 048): only a place of theirs whose fee is due (a slip sent
 * waits for staff; a place released or paid has nothing to pay); its reference is the one a transfer would carry.
 */
export const eventCardPayable: CardPayable<'event'> = {
  kind: 'event',
  payable: 'event',
  async prepare(deps, viewer, request) {
    if (!viewer) throw unauthorized();
    const [place] = await queryRows<{ id: string; fee_amount: string; payment_reference: string; fee_status: string }>(
      deps.db,
      sql`select r.id, r.fee_amount::text, r.payment_reference, r.fee_status from event_registrations r
          where r.event_id = ${request.event} and r.user_id = ${viewer.userId} and r.status = 'registered'
            and r.fee_status is not null`,
    );
    if (!place) throw notFound(EVENT_MESSAGES.notRegistered);
    if (place.fee_status !== 'due') throw conflict(EVENT_MESSAGES.nothingToPay);
    return {
      paymentReference: place.payment_reference,
      amount: place.fee_amount,
      intent: { registrationId: place.id, eventId: request.event },
    };
  },
  async confirm(deps, actor, payment) {
    const id = payment.intent.registrationId;
    if (!id) throw new Error('card payment intent incomplete');
    await decidePayment(deps, actor, eventFeePayments(deps), id, 'confirm', undefined);
    return id;
  },
};

/**
 * A statement match undone (the transfer was not this fee's): the confirmation is taken back in the ledger and
 * the fee waits for its money again (its place kept, its reference still valid). False when it was not confirmed.
 */
async function reopenEventFee(tx: Transaction, actor: Viewer, id: string, reason: string) {
  const row = await lockFee(tx, id);
  if (row?.fee_status !== 'confirmed') return false;
  await tx.execute(
    sql`update event_registrations set fee_status = case when slip_sent_at is null then 'due' else 'sent' end,
          decided_by = null, decided_at = null, decision_reason = ${reason}
        where id = ${row.id}`,
  );
  await reverseFeeEntry(tx, row, reason, actor, new Date());
  return true;
}

/**
 * The viewer sends the transfer slip for the fee of their place: the place then holds while staff look for
 * the money. Only a fee still due takes a slip (a second slip, or one for a place released, is refused).
 */
export async function sendEventSlip(deps: EventFeeDeps, request: FastifyRequest, actor: Viewer, eventId: string) {
  const { file: slip } = await readMultipartForm(request, {
    fileField: 'slip',
    maxBytes: deps.storage.maxBytes(SLIPS),
    notMultipartMessage: 'Send the slip as multipart/form-data in "slip".',
  });
  if (!slip) throw badRequest(MEMBER_MESSAGES.slipRequired, { slip: [MEMBER_MESSAGES.slipRequired] });
  const stored = await deps.storage.save(SLIPS, slip);
  try {
    const sent = await asActor(deps.db, actor, async (tx) => {
      await lockEvent(tx, eventId);
      const [updated] = await queryRows<{ id: string }>(
        tx,
        sql`update event_registrations set fee_status = 'sent', slip_name = ${stored.name}, slip_sent_at = now()
            where event_id = ${eventId} and user_id = ${actor.userId} and status = 'registered' and fee_status = 'due'
            returning id`,
      );
      return updated ?? null;
    });
    if (!sent) throw conflict(EVENT_MESSAGES.nothingToPay);
  } catch (error) {
    await deps.storage.remove(SLIPS, stored.name).catch(() => {});
    throw error;
  }
}

/**
 * Places whose slip did not come in time are released, each under its event's lock, and the first who waits
 * takes each (the job runs every 15 minutes, on any number of servers: a place is released once).
 */
export async function releaseUnpaidPlaces(deps: RegistrationDeps) {
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`select id from event_registrations where fee_status = 'due' and status = 'registered' and pay_by <= now()
        order by pay_by`,
  );
  let released = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const row = await lockFee(tx, id);
      if (row?.fee_status !== 'due' || row.status !== 'registered') return;
      const [gone] = await queryRows<{ pay_by: string | Date }>(
        tx,
        sql`update event_registrations set status = 'cancelled', cancelled_at = now(), fee_status = 'released'
            where id = ${id} and pay_by <= now() returning pay_by`,
      );
      if (!gone) return;
      released++;
      await mailAboutFee(deps, tx, row, 'eventPlaceReleased', (texts) => ({
        payBy: texts.dateTime(new Date(gone.pay_by)),
      }));
      await freePlace(deps, tx, row);
    });
  }
  return released;
}

/** Fees whose slip was sent, oldest first, for staff to see the money. */
export async function waitingEventFees(db: AppDatabase): Promise<WaitingEventFee[]> {
  const rows = await queryRows<FeeRow & { slip_sent_at: string | Date }>(
    db,
    sql`${FEE_ROWS} where r.fee_status = 'sent' order by r.slip_sent_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    eventTitle: row.event_title,
    eventDate: new Date(row.event_date).toISOString(),
    name: row.name,
    email: row.email,
    amount: row.fee_amount,
    paymentReference: row.payment_reference,
    sentAt: new Date(row.slip_sent_at).toISOString(),
    slipUrl: `/api/admin/events/fees/${row.id}/slip`,
  }));
}

/** A fee's slip (for staff). */
export async function eventFeeSlip(db: AppDatabase, id: string) {
  const [row] = await queryRows<FeeRow>(db, sql`${FEE_ROWS} where r.id = ${id} and r.fee_status is not null`);
  return row ?? null;
}

/** The viewer's receipt for the fee of their place at the event (void once taken back). */
export async function ownEventFeeReceipt(db: AppDatabase, actor: Viewer, eventId: string) {
  const [row] = await queryRows<FeeRow & { staff_name: string | null }>(
    db,
    sql`select f.*, (select name from "user" where id = f.decided_by) as staff_name from (${FEE_ROWS}
        where r.event_id = ${eventId} and r.user_id = ${actor.userId} and r.receipt_number is not null
          and r.fee_status in ('confirmed', 'reversed')
        order by r.created_at desc limit 1) f`,
  );
  if (!row?.receipt_number || !row.decided_at) throw notFound(EVENT_MESSAGES.feeNotFound);
  const receipt = eventFeeReceipt(row, row.receipt_number, {
    at: new Date(row.decided_at),
    byName: row.staff_name,
    void: row.fee_status === 'reversed',
    byCard: isCardGateway(row.decided_by),
  });
  return { pdf: await renderPaymentReceipt(row.receipt_number, receipt), receiptNumber: row.receipt_number };
}

/** Unpaid places are released within a quarter of an hour of their time running out. */
export const scheduleEventPlaceRelease = (deps: RegistrationDeps, log: FastifyBaseLogger) =>
  scheduleJob(
    deps.db,
    'event-places',
    () => releaseUnpaidPlaces(deps),
    { firstAfterMs: 90 * 1000, everyMs: 15 * 60 * 1000 },
    log,
  );
