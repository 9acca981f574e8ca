import {
  EVENT_FEE_HOLD_HOURS,
  EVENT_MESSAGES,
  type EventFeeStatus,
  type EventPlaces,
  type EventRegistrationStatus,
  type MyEventPlaces,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { type Mailer, mailAccount } from '../../platform/mail';
import { notify } from '../../platform/notifications';
import { issuePaymentReference } from '../../platform/payment-reference';
import { accountTexts } from '../../platform/texts';

export interface RegistrationDeps {
  db: AppDatabase;
  mailer: Mailer;
  publicUrl: string;
}

interface EventRow {
  id: string;
  title: string;
  max_participants: number | null;
  /** Null when the event is free (a fee of 0 is none). */
  fee: string | null;
  open: boolean;
}

/** A public event, its fee, and whether members may sign up for it now (upcoming, not started). */
const EVENT = (id: string) =>
  sql`select id, title, max_participants, nullif(registration_fee, 0)::text as fee,
        status = 'upcoming' and event_date > now() as open
      from events where id = ${id} and is_public`;

/** Places taken, the waiting list, and the viewer's own place (with where they stand in the queue). */
export async function eventPlaces(
  db: Pick<AppDatabase, 'execute'>,
  eventId: string,
  userId: string | null,
): Promise<EventPlaces> {
  const [event] = await queryRows<EventRow>(db, EVENT(eventId));
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const [row] = await queryRows<{
    registered: number;
    waiting: number;
    status: 'registered' | 'waiting' | null;
    ahead: number | null;
    fee: {
      status: EventFeeStatus;
      amount: string;
      reference: string;
      pay_by: string;
      receipt_number: string | null;
    } | null;
  }>(
    db,
    sql`select count(*) filter (where status = 'registered')::int as registered,
          count(*) filter (where status = 'waiting')::int as waiting,
          (select status from event_registrations where event_id = ${eventId} and user_id = ${userId}
            and status <> 'cancelled') as status,
          (select json_build_object('status', fee_status, 'amount', fee_amount::text, 'reference', payment_reference,
              'pay_by', pay_by, 'receipt_number', receipt_number)
            from event_registrations where event_id = ${eventId} and user_id = ${userId}
            and status <> 'cancelled' and fee_status is not null) as fee,
          (select count(*)::int from event_registrations w join event_registrations mine
              on mine.event_id = w.event_id and mine.user_id = ${userId} and mine.status = 'waiting'
            where w.event_id = ${eventId} and w.status = 'waiting' and w.queue_number < mine.queue_number) as ahead
        from event_registrations where event_id = ${eventId} and status <> 'cancelled'`,
  );
  const status = row?.status ?? null;
  const fee = typeof row?.fee === 'string' ? JSON.parse(row.fee) : (row?.fee ?? null);
  return {
    open: event.open,
    fee: event.fee,
    maxParticipants: event.max_participants,
    registered: Number(row?.registered ?? 0),
    waiting: Number(row?.waiting ?? 0),
    mine: status
      ? {
          status,
          position: status === 'waiting' ? Number(row?.ahead ?? 0) + 1 : null,
          fee: fee
            ? {
                status: fee.status,
                amount: fee.amount,
                paymentReference: fee.reference,
                payBy: new Date(fee.pay_by).toISOString(),
                // A receipt kept through an undone statement match is not shown while the fee waits again.
                receiptNumber: fee.status === 'confirmed' || fee.status === 'reversed' ? fee.receipt_number : null,
              }
            : null,
        }
      : null,
  };
}

/** The events `userId` holds a place in or waits for, not over yet, soonest first. */
export async function myEventPlaces(db: Pick<AppDatabase, 'execute'>, userId: string): Promise<MyEventPlaces> {
  const rows = await queryRows<{
    event_id: string;
    title: string;
    event_date: string;
    location: string | null;
    status: 'registered' | 'waiting';
    fee_status: EventFeeStatus | null;
    pay_by: string | null;
  }>(
    db,
    sql`select e.id as event_id, e.title, e.event_date, e.location, r.status, r.fee_status, r.pay_by
        from event_registrations r join events e on e.id = r.event_id
        where r.user_id = ${userId} and r.status <> 'cancelled' and e.status <> 'cancelled'
          and coalesce(e.end_date, e.event_date) >= now()
        order by e.event_date limit 20`,
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    title: row.title,
    eventDate: new Date(row.event_date).toISOString(),
    location: row.location,
    status: row.status,
    fee: row.fee_status,
    payBy: row.pay_by ? new Date(row.pay_by).toISOString() : null,
  }));
}

/** The event locked for a change of its places (sign-ups, cancellations and fee decisions of one event queue on it). */
export async function lockEvent(tx: Transaction, eventId: string) {
  const event = await lockedEvent(tx, eventId);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** The public event, locked; null when there is none (or it is no longer public). */
export async function lockedEvent(tx: Transaction, eventId: string): Promise<EventRow | null> {
  const [event] = await queryRows<EventRow>(tx, sql`${EVENT(eventId)} for update`);
  return event ?? null;
}

/**
 * A place with a fee is held for its transfer slip for EVENT_FEE_HOLD_HOURS (never past the event's start),
 * under a payment reference of its own; the person is mailed what to pay and until when.
 */
async function holdForFee(deps: RegistrationDeps, tx: Transaction, event: EventRow, registrationId: string) {
  const { fee } = event;
  if (!fee) return;
  const reference = await issuePaymentReference(tx, 'event');
  const [held] = await queryRows<{ user_id: string; email: string; pay_by: string | Date }>(
    tx,
    sql`update event_registrations r set fee_amount = ${fee}, fee_status = 'due', payment_reference = ${reference},
          pay_by = least(now() + make_interval(hours => ${EVENT_FEE_HOLD_HOURS}),
            (select event_date from events where id = r.event_id))
        where id = ${registrationId}
        returning user_id, pay_by, (select email from "user" where id = user_id) as email`,
  );
  if (!held) return;
  await mailAccount(tx, deps.mailer, { id: held.user_id, email: held.email }, (texts) => ({
    subject: texts.t('mail.eventFeeDue.subject', { club: texts.club, event: event.title }),
    text: texts.t('mail.eventFeeDue.body', {
      event: event.title,
      payBy: texts.dateTime(new Date(held.pay_by)),
      amount: texts.money(fee),
      reference: texts.ltr(reference),
      link: `${deps.publicUrl}/events/${event.id}`,
    }),
  }));
}

/**
 * Signs the viewer up for a public event: a place while there is one, else the waiting list. Under the event's
 * lock, so thirty sign-ups at once for ten places give ten places and twenty waiting, in the order they came.
 * A place at an event with a fee is held for the transfer slip (see holdForFee); the waiting list pays when
 * its turn comes. Signing up again answers the place already held.
 */
export async function registerForEvent(deps: RegistrationDeps, actor: Viewer, eventId: string) {
  await asActor(deps.db, actor, async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event.open) throw conflict(EVENT_MESSAGES.closed);
    const [held] = await queryRows<{ id: string }>(
      tx,
      sql`select id from event_registrations where event_id = ${eventId} and user_id = ${actor.userId}
          and status <> 'cancelled'`,
    );
    if (held) return;
    const [taken] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from event_registrations where event_id = ${eventId} and status = 'registered'`,
    );
    const full = event.max_participants !== null && Number(taken?.n ?? 0) >= event.max_participants;
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into event_registrations (event_id, user_id, status)
          values (${eventId}, ${actor.userId}, ${full ? 'waiting' : 'registered'}) returning id`,
    );
    if (created && !full) await holdForFee(deps, tx, event, created.id);
  });
  return eventPlaces(deps.db, eventId, actor.userId);
}

/**
 * Gives the viewer's place (or their spot on the waiting list) up: a place freed goes to the first who waits,
 * who is emailed, in the same transaction. A place whose fee was sent or paid is given up by the club (the
 * money is theirs to return).
 */
export async function cancelEventRegistration(deps: RegistrationDeps, actor: Viewer, eventId: string) {
  await asActor(deps.db, actor, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const [held] = await queryRows<{ fee_status: EventFeeStatus | null }>(
      tx,
      sql`select fee_status from event_registrations
          where event_id = ${eventId} and user_id = ${actor.userId} and status <> 'cancelled'`,
    );
    if (!held) throw conflict(EVENT_MESSAGES.notRegistered);
    if (held.fee_status === 'sent' || held.fee_status === 'confirmed') throw conflict(EVENT_MESSAGES.feePaid);
    const [cancelled] = await queryRows<{ status: EventRegistrationStatus }>(
      tx,
      sql`update event_registrations r set status = 'cancelled', cancelled_at = now(),
            fee_status = case when r.fee_status = 'due' then 'released' else r.fee_status end
          from event_registrations before
          where before.id = r.id and r.event_id = ${eventId} and r.user_id = ${actor.userId} and r.status <> 'cancelled'
          returning before.status`,
    );
    if (!cancelled) throw conflict(EVENT_MESSAGES.notRegistered);
    if (cancelled.status === 'registered' && event.open) await promoteNext(deps, tx, event);
  });
  return eventPlaces(deps.db, eventId, actor.userId);
}

/**
 * The first on the waiting list takes the place freed, and is told (at an event with a fee, the place is
 * held for their slip). The event must be locked by the caller.
 */
export async function promoteNext(deps: RegistrationDeps, tx: Transaction, event: EventRow) {
  const [next] = await queryRows<{ id: string; user_id: string; email: string }>(
    tx,
    sql`update event_registrations set status = 'registered', promoted_at = now()
        where id = (select id from event_registrations where event_id = ${event.id} and status = 'waiting'
          order by queue_number limit 1)
        returning id, user_id, (select email from "user" where id = user_id) as email`,
  );
  if (!next) return;
  const texts = await accountTexts(tx, next.user_id);
  await notify(tx, [
    {
      userId: next.user_id,
      title: texts.t('mail.notice.placeFreed.title', { event: event.title }),
      body: texts.t('mail.notice.placeFreed.body', { fee: event.fee ? 'yes' : 'no' }),
      link: `/events/${event.id}`,
    },
  ]);
  if (event.fee) {
    await holdForFee(deps, tx, event, next.id);
    return;
  }
  await deps.mailer.send(
    {
      to: next.email,
      subject: texts.t('mail.eventPlace.subject', { club: texts.club, event: event.title }),
      text: texts.t('mail.eventPlace.body', { event: event.title, link: `${deps.publicUrl}/events/${event.id}` }),
    },
    tx,
  );
}

/** Everyone with a place or waiting, in queue order, for the event's organisers. */
export async function eventRegistrationList(db: AppDatabase, eventId: string) {
  const rows = await queryRows<{
    name: string;
    email: string;
    status: 'registered' | 'waiting';
    created_at: string | Date;
    fee_status: EventFeeStatus | null;
  }>(
    db,
    sql`select coalesce(nullif(p.full_name, ''), u.name, u.email) as name, u.email, r.status, r.created_at, r.fee_status
        from event_registrations r join "user" u on u.id = r.user_id left join profiles p on p.user_id = r.user_id
        where r.event_id = ${eventId} and r.status <> 'cancelled'
        order by r.status, r.queue_number`,
  );
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    status: row.status,
    since: new Date(row.created_at).toISOString(),
    fee: row.fee_status,
  }));
}
