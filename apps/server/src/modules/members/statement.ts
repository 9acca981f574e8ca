import {
  CLUB,
  clubToday,
  directionOf,
  fromCents,
  type Language,
  type MemberStatement,
  PAYMENT_METHOD_LABELS,
  seasonLabel,
  toSignedCents,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { startA4Document, tableRows, writeClubHeading, writeText } from '../../platform/pdf';
import { textsIn } from '../../platform/texts';

interface Event {
  day: string;
  kind: 'fee' | 'payment' | 'void';
  season: number | null;
  plan: string | null;
  sport: string | null;
  receipt_number: string | null;
  payment_method: string | null;
  payment_reference: string | null;
  reason: string | null;
  /** Signed: a fee owes, a payment pays, a void takes a payment back. */
  amount: string;
}

const day = (column: string) => sql.raw(`(${column} at time zone '${CLUB.timeZone}')::date`);

/**
 * Everything a member's statement is made of, oldest first: each season's fee (a membership, unless it was
 * cancelled, owed from the day it was made), each payment of their fees with its receipt (the first fee's,
 * paid on the application, and each renewal's), and each payment voided, on the day it was.
 */
const EVENTS = (memberId: string) => sql`
  with own as (select * from memberships where member_id = ${memberId}),
  payments as (
    select p.* from payment_records p where p.membership_id in (select id from own)
    union
    select p.* from payment_records p join own m on p.membership_id is null and p.registration_id in (m.registration_id, m.academy_registration_id))
  select ${day('m.created_at')}::text as day, 'fee' as kind, m.season, m.plan, m.sport, null as receipt_number,
    null as payment_method, m.payment_reference, null as reason, m.amount::text as amount, 0 as rank
  from own m where m.status <> 'cancelled'
  union all
  select ${day('p.payment_date')}::text, 'payment', null, null, null, p.receipt_number, p.payment_method,
    coalesce(ms.payment_reference, mr.payment_reference, ar.payment_reference), null, (-p.amount)::text, 1
  from payments p
    left join memberships ms on ms.id = p.membership_id
    left join membership_registrations mr on mr.id = p.membership_registration_id
    left join academy_registrations ar on ar.id = p.academy_registration_id
  union all
  select ${day('p.voided_at')}::text, 'void', null, null, null, p.receipt_number, p.payment_method, null, p.void_reason,
    p.amount::text, 2
  from payments p where p.voided_at is not null
  order by day, rank, receipt_number`;

/** A member's statement for a period: the balance brought forward, each fee, payment and void in it, the balance carried. */
export async function memberStatement(
  db: AppDatabase,
  member: { id: string; member_number: string; full_name: string },
  period: { from?: string; to?: string },
): Promise<MemberStatement> {
  const to = period.to ?? clubToday();
  const from = period.from ?? `${to.slice(0, 4)}-01-01`;
  const events = await queryRows<Event>(db, EVENTS(member.id));
  let balance = 0n;
  let owed = 0n;
  let paid = 0n;
  const rows: MemberStatement['rows'] = [];
  for (const event of events) {
    if (event.day > to) break;
    const amount = toSignedCents(event.amount);
    balance += amount;
    if (event.day < from) continue;
    if (amount > 0n && event.kind === 'fee') owed += amount;
    else paid -= amount;
    rows.push({
      date: event.day,
      kind: event.kind,
      season: event.season,
      plan: event.plan,
      sport: event.sport,
      receiptNumber: event.receipt_number,
      paymentMethod: event.payment_method,
      paymentReference: event.payment_reference,
      reason: event.reason,
      owed: event.kind === 'fee' ? fromCents(amount) : '0.00',
      paid: event.kind === 'fee' ? '0.00' : fromCents(-amount),
      balance: fromCents(balance),
    });
  }
  return {
    member: { id: member.id, memberNumber: member.member_number, fullName: member.full_name },
    from,
    to,
    opening: fromCents(balance - owed + paid),
    rows,
    owed: fromCents(owed),
    paid: fromCents(paid),
    closing: fromCents(balance),
  };
}

const MARGIN = 40;
/** Where the member's name is printed, alone on its line (tests compare its drawing with Chromium's). */
export const MEMBER_NAME_LINE = { top: 86, size: 12 } as const;

/** The statement as an A4 PDF in the reader's language: names and reasons in Thaana are drawn right to left. */
export async function renderMemberStatementPdf(
  statement: MemberStatement,
  language: Language,
  yearStartMonth: number,
): Promise<Buffer> {
  const texts = textsIn(language);
  const { t } = texts;
  const rtl = directionOf(language) === 'rtl';
  const { doc, bytes, width } = await startA4Document(MARGIN, { Title: t('documents.memberStatement.title') });
  const align = rtl ? 'right' : 'left';
  writeClubHeading(doc, texts, { x: MARGIN, width, size: 11, align: 'start' });
  writeText(doc, t('documents.memberStatement.title'), { x: MARGIN, width, size: 16, weight: 'bold', align });
  doc.y = MEMBER_NAME_LINE.top;
  writeText(doc, statement.member.fullName, { x: MARGIN, width, size: MEMBER_NAME_LINE.size, weight: 'bold', align });
  for (const line of [
    texts.ltr(statement.member.memberNumber),
    t('documents.memberStatement.period', { from: texts.date(statement.from), to: texts.date(statement.to) }),
  ])
    writeText(doc, line, { x: MARGIN, width, size: 10, align });
  doc.y += 10;

  // Columns, from the start of the line: date, details, owed, paid, balance (mirrored in Dhivehi).
  const columns = [
    { width: 70, align: 'start' },
    { width: width - 70 - 3 * 80, align: 'start' },
    { width: 80, align: 'end' },
    { width: 80, align: 'end' },
    { width: 80, align: 'end' },
  ] as const;
  const row = tableRows(doc, { x: MARGIN, width, columns, rtl, margin: MARGIN });
  const money = (amount: string) => (amount === '0.00' ? '' : texts.money(amount));
  row(
    [
      t('documents.memberStatement.date'),
      t('documents.memberStatement.details'),
      t('documents.memberStatement.owed'),
      t('documents.memberStatement.paid'),
      t('documents.memberStatement.balance'),
    ],
    'bold',
  );
  row(['', t('documents.memberStatement.opening'), '', '', texts.money(statement.opening)]);
  for (const each of statement.rows) {
    const method = PAYMENT_METHOD_LABELS[each.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS];
    const details =
      each.kind === 'fee'
        ? t('documents.memberStatement.fee', {
            season: texts.ltr(seasonLabel(each.season ?? 0, yearStartMonth)),
            plan: t(`common.plans.${each.plan as 'regular'}`) + (each.sport ? ` · ${each.sport}` : ''),
          })
        : each.kind === 'payment'
          ? t('documents.memberStatement.payment', {
              receipt: texts.ltr(each.receiptNumber ?? ''),
              method: method ? texts.message(method) : (each.paymentMethod ?? ''),
            }) + (each.paymentReference ? ` · ${texts.ltr(each.paymentReference)}` : '')
          : t('documents.memberStatement.void', {
              receipt: texts.ltr(each.receiptNumber ?? ''),
              reason: each.reason ?? '',
            });
    row([texts.date(each.date), details, money(each.owed), money(each.paid), texts.money(each.balance)]);
  }
  row(
    [
      '',
      t('documents.memberStatement.closing'),
      texts.money(statement.owed),
      texts.money(statement.paid),
      texts.money(statement.closing),
    ],
    'bold',
  );
  doc.end();
  return bytes;
}
