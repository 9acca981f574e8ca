import { CLUB, clubToday, MEMBER_MESSAGES, type ReminderStage, seasonLabel } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import type { Mailer, MailMessage } from '../../platform/mail';
import { notify } from '../../platform/notifications';
import type { PermissionStore } from '../../platform/permissions';
import type { SettingsStore } from '../../platform/settings';
import { textsIn } from '../../platform/texts';
import { referenceToRenewAfter } from './renewals';
import { followRolesOfAllMembers } from './standing';

export interface ReminderDeps {
  db: AppDatabase;
  mailer: Mailer;
  settings: SettingsStore;
  permissions: PermissionStore;
  publicUrl: string;
}

/** Reminders sent per transaction: each batch's rows and mails commit together. */
const BATCH = 1000;
const EVERY_MS = 60 * 60 * 1000;

interface ReminderRow {
  stage: ReminderStage;
  member_id: string;
  user_id: string;
  /** The member's own account (false: a guardian's, about their child). */
  own: boolean;
  season: number;
  ends_on: string;
  member_number: string;
  full_name: string;
  email: string;
  language: string | null;
}

/**
 * The reminder mail for one membership, in the reader's language: the member's own, or about a guardian's child,
 * with the account to pay into and the reference the renewal page shows.
 */
async function reminderMail(
  tx: AppDatabase,
  deps: ReminderDeps,
  row: ReminderRow,
  today: string,
): Promise<MailMessage> {
  const texts = textsIn(row.language);
  const reference = await referenceToRenewAfter(tx, deps.settings, row.member_id, row.season);
  const ended = row.ends_on < today;
  const area = row.own ? 'renewalReminder' : 'childRenewalReminder';
  const values = {
    club: texts.club,
    name: row.full_name,
    memberNumber: texts.ltr(row.member_number),
    season: texts.ltr(seasonLabel(row.season, deps.settings.current().membership.yearStartMonth)),
    date: texts.date(row.ends_on),
    bank: texts.bank(deps.settings.current().bankAccount),
    reference: texts.ltr(reference),
    link: row.own ? `${deps.publicUrl}/renew` : `${deps.publicUrl}/renew?member=${row.member_id}`,
  };
  return {
    to: row.email,
    subject: texts.t(`mail.${area}.${ended ? 'endedSubject' : 'endingSubject'}`, values),
    text: texts.t(`mail.${area}.${ended ? 'endedBody' : 'endingBody'}`, values),
  };
}

/**
 * Mails each reminder (one after another: each may issue its member's reference in the transaction) and puts it
 * on the reader's dashboard and devices.
 */
async function remind(tx: AppDatabase, deps: ReminderDeps, rows: ReminderRow[], today: string) {
  const mails: MailMessage[] = [];
  for (const row of rows) mails.push(await reminderMail(tx, deps, row, today));
  await deps.mailer.send(mails, tx);
  await notify(
    tx,
    rows.map((row) => {
      const texts = textsIn(row.language);
      const values = { name: row.full_name, date: texts.date(row.ends_on), ended: row.ends_on < today ? 'yes' : 'no' };
      return {
        userId: row.user_id,
        title: texts.t(row.own ? 'mail.notice.renewalDue.title' : 'mail.notice.renewalDue.childTitle', values),
        body: texts.t('mail.notice.renewalDue.body', values),
        link: row.own ? '/renew' : `/renew?member=${row.member_id}`,
      };
    }),
  );
}

/**
 * Who a reminder goes to: the member's own account and each of their guardians' (a child's); members with
 * neither are on staff's expiry list.
 */
const recipientColumns = sql`ms.member_id, u.id as user_id, coalesce(u.id = m.user_id, false) as own, ms.season, ms.ends_on::text,
    m.member_number, m.full_name, u.email, p.language
  from memberships ms join members m on m.id = ms.member_id
  join lateral (select m.user_id as user_id where m.user_id is not null
    union select g.user_id from member_guardians g where g.member_id = m.id) reader on true
  join "user" u on u.id = reader.user_id left join profiles p on p.user_id = u.id`;

/** The member has someone to remind: their own account or a guardian. */
const HAS_READER = sql`(m.user_id is not null or exists (select 1 from member_guardians g where g.member_id = m.id))`;

/**
 * Sends the reminders due on `today`: 30 and 7 days before a paid season ends and 7 days after, to members
 * who have not renewed and have not turned reminders off. Each (membership, stage) is recorded once (a
 * unique index): several servers running this at once send each reminder once, and a run that stopped
 * half way is finished by the next. Returns how many were sent.
 */
export async function sendDueReminders(deps: ReminderDeps, today = clubToday()) {
  let sent = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await queryRows<ReminderRow>(
        tx,
        sql`with due as (
              select ms.id, s.stage from memberships ms
              join members m on m.id = ms.member_id
              cross join lateral (select case
                when ms.ends_on - ${today}::date between 8 and 30 then 'ends_in_30'
                when ms.ends_on - ${today}::date between 0 and 7 then 'ends_in_7'
                when ${today}::date - ms.ends_on between 7 and 30 then 'ended_7_ago' end as stage) s
              where ms.ends_on between ${today}::date - 30 and ${today}::date + 30
                and ms.status = 'active' and not ms.renewed and not m.reminders_off and ${HAS_READER}
                and s.stage is not null
                and not exists (select 1 from membership_reminders r where r.membership_id = ms.id and r.stage = s.stage)
              order by ms.id limit ${BATCH}
            ), sent as (
              insert into membership_reminders (membership_id, stage) select id, stage from due
              on conflict (membership_id, stage) where stage <> 'by_hand' do nothing
              returning membership_id, stage
            )
            select sent.stage, ${recipientColumns} join sent on sent.membership_id = ms.id`,
      );
      await remind(tx, deps, rows, today);
      return rows.length;
    });
    sent += batch;
    // A batch that sent nothing: all done, or what is left another server is sending now.
    if (batch === 0) return sent;
  }
}

/**
 * The hourly membership pass, three minutes after start and then every hour: roles follow memberships (a season
 * lapsed past its grace period takes the Member role back, decision 035), then the day's reminders go out.
 */
export const scheduleReminders = (deps: ReminderDeps, log: FastifyBaseLogger) =>
  scheduleJob(
    deps.db,
    'membership-reminders',
    async () => {
      await followRolesOfAllMembers(deps);
      return sendDueReminders(deps);
    },
    { firstAfterMs: 3 * 60 * 1000, everyMs: EVERY_MS },
    log,
  );

/**
 * Staff remind a member by hand (members:edit): about their latest membership, once a club day at most (two
 * clicks at once: the member row is locked, the second is told), audited.
 */
export async function remindByHand(deps: ReminderDeps, actor: Viewer, memberId: string) {
  const today = clubToday();
  await asActor(deps.db, actor, async (tx: Transaction) => {
    await assertStillHolds(tx, deps.permissions, actor, 'members', 'edit');
    const [member] = await queryRows<{ id: string; member_number: string; reachable: boolean }>(
      tx,
      sql`select m.id, m.member_number, ${HAS_READER} as reachable from members m where m.id = ${memberId} for update`,
    );
    if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
    if (!member.reachable) throw badRequest(MEMBER_MESSAGES.noAccountToRemind);
    const [latest] = await queryRows<{ id: string }>(
      tx,
      sql`select id from memberships where member_id = ${member.id} and status <> 'cancelled' order by season desc limit 1`,
    );
    if (!latest) throw badRequest(MEMBER_MESSAGES.nothingToRenew);
    const [already] = await queryRows<{ id: string }>(
      tx,
      sql`select r.id from membership_reminders r join memberships ms on ms.id = r.membership_id
          where ms.member_id = ${member.id} and r.stage = 'by_hand'
            and (r.sent_at at time zone ${CLUB.timeZone})::date = ${today}::date`,
    );
    if (already) throw conflict(MEMBER_MESSAGES.remindedToday);
    const rows = await queryRows<ReminderRow>(
      tx,
      sql`with sent as (
            insert into membership_reminders (membership_id, stage, sent_by)
            values (${latest.id}, 'by_hand', ${actor.userId}) returning membership_id, stage
          )
          select sent.stage, ${recipientColumns} join sent on sent.membership_id = ms.id`,
    );
    if (!rows.length) throw new Error('reminder not recorded');
    await recordAudit(tx, actor, {
      action: 'member.remind',
      entityType: 'members',
      entityId: member.id,
      after: { memberNumber: member.member_number },
    });
    await remind(tx, deps, rows, today);
  });
}
