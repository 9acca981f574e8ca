import { type Action, clubDay, clubYear, FINANCE_MESSAGES, type Language, type ModuleId } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { renderReceiptPdf } from '../../platform/receipt-pdf';
import { assertFreshSecondFactor } from '../../platform/second-factor';
import type { ServerTextValues, Texts } from '../../platform/texts';
import { lockedThrough } from './repository';

/**
 * One decision on a payment, the same for every kind (shop orders, contributions, legacy records,
 * registration fees, and the renewals and statement matches to come): in one transaction named for the
 * actor, the right is re-checked on the actor's current role, the record is locked, the decision is
 * refused if it was already made or the record is the actor's own, the ledger is posted, and a
 * confirmation gets the next number of its receipt series and mails the numbered PDF receipt.
 * Concurrent clicks queue on the row lock: the first decides, the others see it decided.
 */

export type PaymentDecision = 'confirm' | 'reject' | 'reverse';

/** Where a payment stands: only a pending one is confirmed or rejected, only a confirmed one reversed. */
export type PaymentStage = 'pending' | 'confirmed' | 'rejected' | 'reversed' | 'closed';

/** What the effects of a decision are given. */
export interface DecisionContext<Input> {
  tx: Transaction;
  actor: Viewer;
  at: Date;
  input: Input;
}

/** A numbered receipt, mailed with its PDF when the payment is confirmed, in the payer's language. */
export interface PaymentReceipt {
  /** The payer's address, or every address told about the payer (a child's guardians): one mail each. */
  to: string | string[];
  language: Language;
  subject: string;
  text: string;
  heading: string;
  rows: [string, string][];
  closing: string;
  /** Shown when the payment no longer stands (reversed). */
  voidNotice: string | null;
}

export interface ReceiptSeries {
  /** The database sequence that numbers the series. */
  sequence: 'contribution_receipt_seq' | 'order_receipt_seq' | 'receipt_seq' | 'event_receipt_seq';
  /** CON-2026-00042 */
  prefix: string;
}

/** How one kind of payment is found, where it stands, and what each decision does to it and to the ledger. */
interface PaymentKindBase<Row, Input> {
  /** Whose rights decide it; by default `edit` to confirm or reject and `approve` to reverse. */
  module: ModuleId | readonly ModuleId[];
  rights?: Partial<Record<PaymentDecision, Action>>;
  messages: {
    notFound: string;
    /** A second confirmation or rejection. */
    decided: string;
    /** The actor recorded (or placed, or paid) it: someone else decides. */
    ownRecord: string;
    /** Reversing what is not confirmed. */
    notConfirmed?: string;
    /** A closed record (a cancelled order) takes no decision. */
    closed?: string;
    /** Confirming what was reversed once. */
    reversed?: string;
  };
  /** The record, locked for the decision (select ... for update). */
  lock(tx: Transaction, id: string): Promise<Row | null>;
  /** The record is already where this decision would put it: nothing to do (a repeated click answers as the first). */
  settled?(row: Row, decision: PaymentDecision, input: Input): boolean;
  stage(row: Row, tx: Transaction): PaymentStage | Promise<PaymentStage>;
  /** Who may not decide it: whoever recorded it, or paid it. */
  recordedBy(row: Row): string | null;
  /** The day a confirmation is posted (reversals post today, club time): closed periods refuse it. Today by default. */
  postingDay?(row: Row, at: Date): string;
  reject?(context: DecisionContext<Input>, row: Row): Promise<void>;
  /** Marks the record reversed and posts the reversing entry. */
  reverse?(context: DecisionContext<Input>, row: Row): Promise<void>;
}

/** A confirmation takes the next number of the kind's receipt series and mails the receipt, or the kind has no series. */
type Confirmation<Row, Input> =
  | {
      receipts: ReceiptSeries;
      /**
       * The receipt number an earlier confirmation gave the record, which an undone statement match took back
       * (decision 040): confirming again keeps that number and mails nothing, since the payer holds that receipt.
       */
      issuedReceipt?(row: Row): string | null;
      /** Marks the record confirmed under this receipt number and posts it; the receipt to mail (null: no address). */
      confirm(context: DecisionContext<Input>, row: Row, receiptNumber: string): Promise<PaymentReceipt | null>;
    }
  | {
      receipts?: undefined;
      /** Marks the record confirmed and posts it. */
      confirm?(context: DecisionContext<Input>, row: Row): Promise<void>;
    };

export type PaymentKind<Row, Input = undefined> = PaymentKindBase<Row, Input> & Confirmation<Row, Input>;

export interface PaymentDecisionDeps {
  db: AppDatabase;
  permissions: PermissionStore;
  mailer: Mailer;
}

/**
 * The account a payment confirmed by the bank's card gateway is decided in the name of (decision 048): the
 * gateway's own query of the transaction is the authority, not a person's rights. Only this object is it (a
 * session never makes it), so no request can act as the gateway.
 */
export const CARD_GATEWAY_ACTOR: Viewer = Object.freeze({
  userId: 'card-payments',
  sessionId: '',
  email: 'card-payments@system.invalid',
  emailVerified: true,
  fullName: 'Card payment (bank gateway)',
  role: 'member',
  roleId: '',
  roleName: '',
  hasSecondFactor: false,
  secondFactorAt: null,
  heldAtDoor: false,
  own: null as unknown as Viewer['own'],
});

/** Whether a decision recorded under this account was the card gateway's (a payment by card). */
export const isCardGateway = (userId: string | null) => userId === CARD_GATEWAY_ACTOR.userId;

const DEFAULT_RIGHTS: Record<PaymentDecision, Action> = { confirm: 'edit', reject: 'edit', reverse: 'approve' };

/** The next number of a receipt series, from its database sequence: CON-2026-00042. */
export async function nextReceiptNumber(tx: Transaction, series: ReceiptSeries) {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval(${series.sequence})::text as n`);
  return `${series.prefix}-${clubYear()}-${String(row?.n ?? '0').padStart(5, '0')}`;
}

/** The receipt's closing rows: when the payment was confirmed (Maldives time) and by whom. */
export const confirmationRows = (texts: Texts, confirmed: { at: Date; byName: string | null }): [string, string][] => [
  [
    texts.t('documents.receipt.confirmed'),
    texts.t('documents.receipt.maldivesTime', { dateTime: texts.dateTime(confirmed.at) }),
  ],
  [texts.t('documents.receipt.confirmedBy'), confirmed.byName || texts.t('documents.receipt.clubStaff')],
];

/**
 * A receipt's mail in the payer's language: the subject (`mail.<kind>.subject`) names the club and the receipt's
 * number, the body (`mail.<kind>.body`) the receipt's number and `values`.
 */
export function receiptMail(
  texts: Texts,
  kind: 'contributionReceipt' | 'eventFeeReceipt' | 'renewalReceipt',
  to: string | string[],
  receiptNumber: string,
  values: ServerTextValues,
): Pick<PaymentReceipt, 'to' | 'language' | 'subject' | 'text'> {
  const number = texts.ltr(receiptNumber);
  return {
    to,
    language: texts.language,
    subject: texts.t(`mail.${kind}.subject`, { club: texts.club, receiptNumber: number }),
    text: texts.t(`mail.${kind}.body`, { ...values, receiptNumber: number }),
  };
}

/**
 * A receipt's rows, as every kind of payment lists them: its number, the payment's reference and who paid, then
 * what was paid for (`about`), the amount, how it was paid, and when and by whom it was confirmed.
 */
export function receiptRows(
  texts: Texts,
  receipt: {
    receiptNumber: string;
    paymentReference: string;
    receivedFrom: string;
    about: [string, string][];
    amount: string;
    method: 'cash' | 'card' | 'transfer';
    confirmed: { at: Date; byName: string | null };
  },
): [string, string][] {
  const { t } = texts;
  const method = {
    cash: 'documents.receipt.cash',
    card: 'documents.receipt.card',
    transfer: 'documents.receipt.bankTransfer',
  } as const;
  return [
    [t('documents.receipt.receiptNumber'), texts.ltr(receipt.receiptNumber)],
    [t('documents.receipt.paymentReference'), texts.ltr(receipt.paymentReference)],
    [t('documents.receipt.receivedFrom'), receipt.receivedFrom],
    ...receipt.about,
    [t('documents.receipt.amount'), texts.money(receipt.amount)],
    [t('documents.receipt.paymentMethod'), t(method[receipt.method])],
    ...confirmationRows(texts, receipt.confirmed),
  ];
}

/** The receipt's PDF, as mailed and as downloaded (void once the payment is reversed). */
export function renderPaymentReceipt(
  receiptNumber: string,
  receipt: Pick<PaymentReceipt, 'language' | 'heading' | 'rows' | 'closing' | 'voidNotice'>,
) {
  return renderReceiptPdf({ receiptNumber, ...receipt });
}

async function mailReceipt(tx: Transaction, mailer: Mailer, receiptNumber: string, receipt: PaymentReceipt) {
  const pdf = await renderPaymentReceipt(receiptNumber, receipt);
  const attachment = {
    filename: `receipt-${receiptNumber}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
    encoding: 'base64' as const,
  };
  await mailer.send(
    [receipt.to].flat().map((to) => ({ to, subject: receipt.subject, text: receipt.text, attachments: [attachment] })),
    tx,
  );
}

export async function decidePayment<Row, Input>(
  deps: PaymentDecisionDeps,
  actor: Viewer,
  kind: PaymentKind<Row, Input>,
  id: string,
  decision: PaymentDecision,
  input: Input,
): Promise<boolean> {
  const right = kind.rights?.[decision] ?? DEFAULT_RIGHTS[decision];
  // Money given back out of the books: the second factor again, whichever payment it is.
  if (decision === 'reverse') assertFreshSecondFactor(actor);
  if (actor === CARD_GATEWAY_ACTOR && decision !== 'confirm') throw forbidden();
  return asActor(deps.db, actor, async (tx) => {
    if (actor !== CARD_GATEWAY_ACTOR) await assertStillHolds(tx, deps.permissions, actor, kind.module, right);
    const row = await kind.lock(tx, id);
    if (!row) throw notFound(kind.messages.notFound);
    // Already as asked (a repeated click): nothing to do, and nothing was decided now.
    if (kind.settled?.(row, decision, input)) return false;
    const stage = await kind.stage(row, tx);
    if (stage === 'closed') throw conflict(kind.messages.closed ?? kind.messages.decided);
    if (decision === 'reverse') {
      if (stage !== 'confirmed') throw conflict(kind.messages.notConfirmed ?? kind.messages.decided);
    } else if (stage === 'reversed' && decision === 'confirm') {
      throw conflict(kind.messages.reversed ?? kind.messages.decided);
    } else if (stage !== 'pending') {
      throw conflict(kind.messages.decided);
    }
    if (kind.recordedBy(row) === actor.userId) throw forbidden(kind.messages.ownRecord);
    const at = new Date();
    const closedThrough = await lockedThrough(tx);
    const day = (decision === 'confirm' && kind.postingDay?.(row, at)) || clubDay(at);
    if (decision !== 'reject' && closedThrough && day <= closedThrough)
      throw badRequest(FINANCE_MESSAGES.periodClosed(closedThrough));
    const context: DecisionContext<Input> = { tx, actor, at, input };
    if (decision === 'confirm') {
      if (kind.receipts) {
        const issued = kind.issuedReceipt?.(row) ?? null;
        const receiptNumber = issued ?? (await nextReceiptNumber(tx, kind.receipts));
        const receipt = await kind.confirm(context, row, receiptNumber);
        if (receipt && !issued) await mailReceipt(tx, deps.mailer, receiptNumber, receipt);
      } else if (kind.confirm) await kind.confirm(context, row);
      else throw conflict(kind.messages.decided);
    } else {
      const effect = decision === 'reject' ? kind.reject : kind.reverse;
      if (!effect) throw conflict(kind.messages.decided);
      await effect(context, row);
    }
    return true;
  });
}
