import {
  academyRegistrationSchema,
  type collectFeeSchema,
  type FEE_CATEGORIES,
  FINANCE_MESSAGES,
  isLanguage,
  type Language,
  membershipRegistrationSchema,
  REGISTRATION_MESSAGES,
  REGISTRATION_TYPES,
  type RegistrationType,
  submissionKeySchema,
} from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDatabase, Transaction } from '../../db/client';
import { academyRegistrations, membershipRegistrations } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { accountEmail } from '../../platform/accounts';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, fieldErrorsOf, HttpError, isUniqueViolation, notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import type { Mailer } from '../../platform/mail';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { textsIn } from '../../platform/texts';
import {
  type CardPayable,
  decidePayment,
  nextReceiptNumber,
  type Payable,
  type PaymentDecisionDeps,
  type PaymentKind,
  postFeeCollected,
  postFeeVoided,
  type StatementContext,
} from '../finance/service';
import {
  confirmRenewal,
  type MemberDeps,
  membershipFeeCollected,
  membershipFeeVoided,
  payableRenewals,
  priceOfPlan,
  renewalOfPayment,
  renewalReceiptPdf,
  renewalsPaid,
  renewalsWaiting,
} from '../members/service';
import { rememberPhone } from '../profiles/service';
import { allocateFormNumber } from './form-numbers';
import { registrationModule } from './policy';
import { renderReceipt } from './receipt';
import {
  collectedPaymentIds,
  collectorName,
  deleteUnpaidRegistration,
  findPayment,
  findRegistration,
  insertPayment,
  listFees,
  lockPayment,
  lockRegistration,
  markPaymentVoid,
  type PaymentRow,
  payableRegistrations,
  pendingApplicationsOf,
  type RegistrationRow,
  registrationBySubmissionKey,
  registrationsPaid,
  registrationsWaiting,
  updateMembershipRegistration,
} from './repository';

export {
  allRegistrations as registrationsForExport,
  defaultMembershipFee,
  listRegistrations as registrationsPage,
  REGISTRATION_TABLE,
  registrationStats,
} from './repository';

type Plan = (typeof FEE_CATEGORIES)[number];

/**
 * What a saved registration answers: its form number, the reference its fee is paid under, the plan chosen and
 * the amount it owes (the plan's price, or the academy's fee), and the fees.
 */
async function submittedAnswer(
  db: AppDatabase,
  type: RegistrationType,
  saved: { formNumber: string; paymentReference: string; plan: Plan | null },
) {
  const fees = (await listFees(db)).filter(
    (fee) => fee.registrationType === type && fee.isActive && fee.feeAmount !== '0.00',
  );
  return {
    formNumber: saved.formNumber,
    paymentReference: saved.paymentReference,
    fees: fees.map((fee) => ({ category: fee.category, amount: fee.feeAmount })),
    plan: saved.plan,
    amount: await priceOfPlan(db, type === 'academy' ? 'academy' : (saved.plan ?? 'regular')),
    message: REGISTRATION_MESSAGES.submitted(type, saved.formNumber),
  };
}

/**
 * Tells the account that sent a form, in the language it was sent in, that the club has it: the form number, the
 * amount, the account to pay into and the reference, and that the dashboard follows it (in the submission's
 * transaction). A form sent signed out names no address.
 */
async function acknowledge(
  deps: { mailer: Mailer; settings: SettingsStore; publicUrl: string },
  tx: Transaction,
  submittedBy: string | null,
  sent: { type: RegistrationType; fullName: string; formNumber: string; paymentReference: string; amount: string },
  language: Language | null,
) {
  const email = submittedBy ? await accountEmail(tx, submittedBy) : null;
  if (!email) return;
  const texts = textsIn(language);
  const values = {
    club: texts.club,
    name: sent.fullName,
    formNumber: texts.ltr(sent.formNumber),
    amount: texts.money(sent.amount),
    reference: texts.ltr(sent.paymentReference),
    bank: texts.bank(deps.settings.current().bankAccount),
    link: `${deps.publicUrl}/dashboard`,
  };
  const area = sent.type === 'academy' ? 'academyReceived' : 'applicationReceived';
  await deps.mailer.send(
    { to: email, subject: texts.t(`mail.${area}.subject`, values), text: texts.t(`mail.${area}.body`, values) },
    tx,
  );
}

/** The registration saved under a submission key, if that key was used for this person's form. */
async function savedUnderKey(db: AppDatabase, type: RegistrationType, submissionKey: string, idCardNumber: string) {
  const table = type === 'membership' ? membershipRegistrations : academyRegistrations;
  const [saved] = await db
    .select({
      formNumber: table.formNumber,
      paymentReference: table.paymentReference,
      idCardNumber: table.idCardNumber,
      plan: type === 'membership' ? membershipRegistrations.plan : sql<null>`null`,
    })
    .from(table)
    .where(eq(table.submissionKey, submissionKey));
  return saved?.paymentReference && saved.idCardNumber === idCardNumber
    ? { formNumber: saved.formNumber, paymentReference: saved.paymentReference, plan: saved.plan }
    : null;
}

/**
 * A public submission, all or nothing: the fields valid, the ID card an image or PDF, the form's
 * submission key not used before; the form number is given out in the same transaction as the record,
 * and the file is removed again if the record is not saved. The same form sent again under its key (a
 * double click, a registration desk's outbox sending again after a reply was lost) answers what the first
 * saved, and saves nothing (`created` false); the key used for someone else's form is refused.
 */
export async function submitRegistration(
  deps: { db: AppDatabase; storage: FileStorage; mailer: Mailer; settings: SettingsStore; publicUrl: string },
  type: RegistrationType,
  request: FastifyRequest,
) {
  const { fields, file: idCard } = await readMultipartForm(request, {
    fileField: 'idCard',
    maxBytes: deps.storage.maxBytes('id-cards'),
    notMultipartMessage: 'Send the registration as multipart/form-data.',
  });
  const parsed = (type === 'membership' ? membershipRegistrationSchema : academyRegistrationSchema).safeParse(fields);
  if (!parsed.success) throw badRequest('Please check the highlighted fields.', fieldErrorsOf(parsed.error));
  const key = submissionKeySchema.safeParse(fields);
  if (!key.success) throw badRequest('This form is missing its submission key. Reload the page and try again.');
  if (!idCard) {
    throw new HttpError(400, `${REGISTRATION_MESSAGES.missingIdCardTitle}: ${REGISTRATION_MESSAGES.missingIdCard}`, {
      idCard: [REGISTRATION_MESSAGES.missingIdCard],
    });
  }
  const replayed = await savedUnderKey(deps.db, type, key.data.submissionKey, parsed.data.idCardNumber);
  if (replayed) return { created: false, answer: await submittedAnswer(deps.db, type, replayed) };
  // Sent signed in: the member it may become is linked to that account (a child: put under it as their
  // guardian), which is told of the decision.
  const submittedBy = (await request.viewer())?.userId ?? null;
  const stored = await deps.storage.save('id-cards', idCard);
  try {
    const submitted = await deps.db.transaction(async (tx) => {
      const language = requestLanguage(request);
      const values = {
        formNumber: await allocateFormNumber(tx, type),
        paymentReference: await issuePaymentReference(tx, 'registration'),
        submissionKey: key.data.submissionKey,
        idCardFile: stored.name,
        language,
      };
      let plan: Plan | null = null;
      // The sender's own number (an adult's mobile, a parent's Viber/WhatsApp) reaches a profile that has none.
      let sendersPhone: string;
      if (type === 'membership') {
        const data = membershipRegistrationSchema.parse(fields);
        plan = data.plan;
        sendersPhone = data.mobileNumber;
        await tx
          .insert(membershipRegistrations)
          .values({ ...values, ...data, presentAddress: data.presentAddress ?? null, submittedBy });
      } else {
        const data = academyRegistrationSchema.parse(fields);
        sendersPhone = data.viberWhatsappNumber;
        await tx
          .insert(academyRegistrations)
          .values({ ...values, ...data, presentAddress: data.presentAddress ?? null, submittedBy });
      }
      if (submittedBy) await rememberPhone(tx, submittedBy, sendersPhone);
      const amount = await priceOfPlan(tx, type === 'academy' ? 'academy' : (plan ?? 'regular'));
      await acknowledge(
        deps,
        tx,
        submittedBy,
        {
          type,
          fullName: parsed.data.fullName,
          formNumber: values.formNumber,
          paymentReference: values.paymentReference,
          amount,
        },
        language,
      );
      return { ...values, plan };
    });
    return { created: true, answer: await submittedAnswer(deps.db, type, submitted) };
  } catch (error) {
    await deps.storage.remove('id-cards', stored.name);
    if (!isUniqueViolation(error)) throw error;
    // Sent twice at the same moment: the other copy saved it.
    const saved = await savedUnderKey(deps.db, type, key.data.submissionKey, parsed.data.idCardNumber);
    if (saved) return { created: false, answer: await submittedAnswer(deps.db, type, saved) };
    throw conflict('This form has already been submitted.');
  }
}

/** What collecting a fee needs to know. */
type FeeCollection = z.output<typeof collectFeeSchema>;

/** What collecting a fee needs: the one payment decision's, and the settings the member's standing is read with. */
export type FeeDeps = PaymentDecisionDeps & { settings: SettingsStore };

/**
 * A registration's fee in the one payment decision: collecting it (the registration's `approve` right)
 * records the one payment it can have, with the next RCPT number unless staff give their receipt book's,
 * and posts it; a second collection, even concurrent, waits on the registration's lock and is refused.
 */
const registrationFees = (type: RegistrationType, deps: FeeDeps): PaymentKind<RegistrationRow, FeeCollection> => ({
  module: registrationModule(type),
  rights: { confirm: 'approve' },
  messages: {
    notFound: 'Registration not found.',
    decided: REGISTRATION_MESSAGES.paymentRecorded,
    ownRecord: REGISTRATION_MESSAGES.ownFee,
  },
  lock: (tx, id) => lockRegistration(tx, type, id),
  stage: (registration) => (registration.payment_id ? 'confirmed' : 'pending'),
  // Whoever sent the form signed in (a member of staff too) does not record its fee.
  recordedBy: (registration) => (registration.submitted_by ? String(registration.submitted_by) : null),
  async confirm({ tx, actor, input }, registration) {
    const payment = await insertPayment(tx, {
      registrationType: type,
      registrationId: registration.id,
      amount: input.amount,
      paymentMethod: input.paymentMethod,
      receiptNumber: input.receiptNumber ?? (await nextReceiptNumber(tx, { sequence: 'receipt_seq', prefix: 'RCPT' })),
      notes: input.notes ?? null,
      collectedBy: actor.userId,
    });
    await postFeeCollected(tx, payment);
    await membershipFeeCollected(tx, deps.settings, actor, { type, id: registration.id }, payment.id);
    await mailFeeReceipt(tx, deps.mailer, registration, { type, payment, collector: actor.fullName || '—' });
  },
});

/**
 * The receipt of a collected fee, mailed with its PDF to the account that sent the form, in the language the
 * form was sent in (in the collection's transaction: the mail goes if the payment stands). A form sent signed
 * out names no address: staff hand that receipt over.
 */
async function mailFeeReceipt(
  tx: Transaction,
  mailer: Mailer,
  registration: RegistrationRow,
  collected: { type: RegistrationType; payment: PaymentRow; collector: string },
) {
  const email = registration.submitted_by ? await accountEmail(tx, String(registration.submitted_by)) : null;
  if (!email) return;
  const { payment } = collected;
  const language = isLanguage(registration.language) ? registration.language : null;
  const pdf = await renderReceipt({
    language,
    receiptNumber: payment.receiptNumber,
    formNumber: registration.form_number,
    paymentReference: registration.payment_reference ? String(registration.payment_reference) : null,
    payerName: String(registration.full_name),
    registrationType: collected.type,
    amount: payment.amount,
    paymentMethod: payment.paymentMethod,
    paymentDate: payment.paymentDate,
    collectorName: collected.collector,
    notes: payment.notes,
    voidReason: null,
  });
  const texts = textsIn(language);
  const values = {
    club: texts.club,
    name: String(registration.full_name),
    amount: texts.money(payment.amount),
    receiptNumber: texts.ltr(payment.receiptNumber),
    formNumber: texts.ltr(registration.form_number),
  };
  await mailer.send(
    {
      to: email,
      subject: texts.t('mail.feeReceipt.subject', values),
      text: texts.t('mail.feeReceipt.body', values),
      attachments: [
        {
          filename: `receipt-${payment.receiptNumber}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
    tx,
  );
}

/**
 * A collected fee in the one payment decision: voiding it (finance:approve) keeps the payment on record,
 * marked void with the reason; the ledger gets a reversing entry; the registration is pending again. The
 * collector may void their own slip of the pen: the right to void is the finance approver's already.
 */
const collectedFees: PaymentKind<PaymentRow, { reason: string }> = {
  module: 'finance',
  rights: { reverse: 'approve' },
  messages: {
    notFound: 'Payment not found.',
    decided: 'This payment is already void.',
    notConfirmed: 'This payment is already void.',
    ownRecord: 'This payment is already void.',
  },
  lock: lockPayment,
  stage: (payment) => (payment.voidedAt ? 'reversed' : 'confirmed'),
  recordedBy: () => null,
  async reverse({ tx, actor, at, input }, payment) {
    const voided = await markPaymentVoid(tx, payment.id, {
      voidedAt: at,
      voidedBy: actor.userId,
      voidReason: input.reason,
    });
    await postFeeVoided(tx, voided, actor.userId, at);
    await membershipFeeVoided(tx, voided.id);
  },
};

/** Records the one payment a registration can have (a second one, even concurrent, is a 409). */
export async function collectFee(
  deps: FeeDeps,
  actor: Viewer,
  type: RegistrationType,
  registrationId: string,
  input: FeeCollection,
) {
  try {
    await decidePayment(deps, actor, registrationFees(type, deps), registrationId, 'confirm', input);
  } catch (error) {
    const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint;
    if (isUniqueViolation(error) && constraint === 'payment_records_receipt_number_unique')
      throw conflict('This receipt number is already used.');
    if (isUniqueViolation(error)) throw conflict(REGISTRATION_MESSAGES.paymentRecorded);
    throw error;
  }
  const registration = await findRegistration(deps.db, type, registrationId);
  const payment = registration?.payment_id ? await findPayment(deps.db, registration.payment_id) : null;
  if (!payment) throw new Error('collected payment not found');
  return payment;
}

/** Undoing a match that collected a fee voids the fee (the renewal's or the registration's) with the reason. */
async function voidMatchedFee(
  deps: PaymentDecisionDeps,
  actor: Viewer,
  item: { payment_id: string | null },
  statement: StatementContext,
) {
  if (!item.payment_id) throw conflict(FINANCE_MESSAGES.notMatched);
  await voidPayment(deps, actor, item.payment_id, statement.reason);
  return true;
}

/**
 * Registrations in finance's statement matching: a line naming the registration's reference records its fee as
 * a bank transfer of the amount the lines brought (false when one was recorded already); undoing voids it.
 */
export const registrationPayable: Payable = {
  kind: 'registration',
  items: payableRegistrations,
  waiting: registrationsWaiting,
  paid: registrationsPaid,
  entries: { sourceType: 'registration_payment', sourceIds: (id) => collectedPaymentIds('registration_id', id) },
  confirm(deps, actor, registration, line) {
    const type = REGISTRATION_TYPES.find((each) => each === registration.variant);
    if (!type) throw conflict(FINANCE_MESSAGES.noSuchPayment);
    return decidePayment(deps, actor, registrationFees(type, deps), registration.id, 'confirm', {
      amount: line.amount,
      paymentMethod: 'bank_transfer',
      notes: `Bank statement line of ${line.postedOn}`,
    });
  },
  reverse: voidMatchedFee,
};

/**
 * A form's fee paid by card on the bank's page (decision 048), by whoever sent it (signed in or not): named by the
 * form's submission key; not for a declined form or one whose fee is collected. Confirmed by the bank, the fee is
 * collected by the registrations' own decision (payment record, ledger, receipt to the account that sent it).
 */
export const registrationCardPayable: CardPayable<'registration'> = {
  kind: 'registration',
  payable: 'registration',
  async prepare(deps, _viewer, request) {
    const registration = await registrationBySubmissionKey(deps.db, request.type, request.submissionKey);
    if (!registration?.payment_reference) throw notFound('Registration not found.');
    if (registration.decision === 'declined') throw conflict(REGISTRATION_MESSAGES.declinedUnpaid);
    if (registration.payment_id) throw conflict(REGISTRATION_MESSAGES.paymentRecorded);
    const plan = request.type === 'academy' ? 'academy' : ((registration.plan as Plan | null) ?? 'regular');
    return {
      paymentReference: String(registration.payment_reference),
      amount: await priceOfPlan(deps.db, plan),
      intent: { registrationId: registration.id, type: request.type, payerName: String(registration.full_name) },
    };
  },
  async confirm(deps, actor, payment) {
    const type = REGISTRATION_TYPES.find((each) => each === payment.intent.type);
    const id = payment.intent.registrationId;
    if (!type || !id) throw new Error('card payment intent incomplete');
    await decidePayment(deps, actor, registrationFees(type, deps), id, 'confirm', {
      amount: payment.amount,
      paymentMethod: 'card',
      notes: 'Paid by card on the bank’s page',
    });
    return id;
  },
};

/**
 * Renewals in finance's statement matching: a line naming the renewal's reference confirms it (the members
 * module's decision: fee, ledger, receipt); undoing voids the fee it collected, as any collected fee is voided.
 */
export const renewalPayable: Payable = {
  kind: 'renewal',
  items: payableRenewals,
  waiting: renewalsWaiting,
  paid: renewalsPaid,
  entries: { sourceType: 'registration_payment', sourceIds: (id) => collectedPaymentIds('membership_id', id) },
  confirm: (deps, actor, renewal) => confirmRenewal(deps, actor, renewal.id),
  reverse: voidMatchedFee,
};

/** A membership fee's receipt: a renewal's (the members module draws it), or the first fee's collected with the form. */
export async function membershipFeeReceipt(deps: MemberDeps, paymentId: string) {
  const renewal = await renewalOfPayment(deps.db, paymentId);
  return renewal ? renewalReceiptPdf(deps, renewal) : feeReceipt(deps.db, paymentId);
}

/** Voids a collected fee with a reason (see collectedFees). */
export async function voidPayment(deps: PaymentDecisionDeps, actor: Viewer, paymentId: string, reason: string) {
  await decidePayment(deps, actor, collectedFees, paymentId, 'reverse', { reason });
  const voided = await findPayment(deps.db, paymentId);
  if (!voided) throw notFound('Payment not found.');
  return voided;
}

/** A recorded fee payment's receipt (void once the payment is voided), in the language the form was sent in. */
export async function feeReceipt(db: AppDatabase, paymentId: string) {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound('Payment not found.');
  if (!payment.registrationId) throw notFound('Payment not found.');
  const registration = await findRegistration(db, payment.registrationType, payment.registrationId);
  const pdf = await renderReceipt({
    language: isLanguage(registration?.language) ? registration.language : null,
    receiptNumber: payment.receiptNumber,
    formNumber: registration?.form_number ?? '—',
    paymentReference: registration?.payment_reference ? String(registration.payment_reference) : null,
    payerName: registration ? String(registration.full_name) : '—',
    registrationType: payment.registrationType,
    amount: payment.amount,
    paymentMethod: payment.paymentMethod,
    paymentDate: payment.paymentDate,
    collectorName: (payment.collectedBy && (await collectorName(db, payment.collectedBy))) || '—',
    notes: payment.notes,
    voidReason: payment.voidedAt ? payment.voidReason : null,
  });
  return { pdf, receiptNumber: payment.receiptNumber };
}

/** The forms the account sent that wait for staff's decision, each with the amount it owes and its reference. */
export async function myPendingApplications(db: AppDatabase, userId: string) {
  const rows = await pendingApplicationsOf(db, userId);
  // One price asked per plan, not per form.
  const prices = new Map<string, Promise<string>>();
  const priceOf = (plan: Plan | 'academy') => {
    if (!prices.has(plan)) prices.set(plan, priceOfPlan(db, plan));
    return prices.get(plan) as Promise<string>;
  };
  return Promise.all(
    rows.map(async (row) => ({
      type: row.type,
      formNumber: row.form_number,
      fullName: row.full_name,
      plan: row.plan,
      sport: row.sport,
      amount: await priceOf(row.type === 'academy' ? 'academy' : (row.plan ?? 'regular')),
      paymentReference: row.payment_reference,
      paid: row.paid,
      submittedAt: new Date(row.created_at).toISOString(),
    })),
  );
}

/**
 * Deletes a registration nobody has paid for, and then its ID card's file: one with a recorded payment, or one
 * accepted into a membership, stays (409).
 */
export async function deleteRegistration(
  deps: { db: AppDatabase; storage: FileStorage },
  actor: Viewer,
  type: RegistrationType,
  id: string,
) {
  const outcome = await asActor(deps.db, actor, (tx) => deleteUnpaidRegistration(tx, type, id));
  if (!outcome.deleted && outcome.reason === 'not-found') throw notFound('Registration not found.');
  if (!outcome.deleted && outcome.reason === 'accepted')
    throw conflict('This application has been accepted: it stays with the member it made.');
  if (!outcome.deleted) throw conflict('This registration has a recorded payment and cannot be deleted.');
  await deps.storage.remove('id-cards', outcome.idCardFile);
}

/** The membership registration as changed by staff; null when there is no such registration. */
export async function changeMembershipRegistration(
  db: AppDatabase,
  actor: Viewer,
  id: string,
  input: z.output<typeof membershipRegistrationSchema>,
) {
  const values = { ...input, presentAddress: input.presentAddress ?? null };
  const changed = await asActor(db, actor, (tx) => updateMembershipRegistration(tx, id, values));
  return changed ? findRegistration(db, 'membership', id) : null;
}
