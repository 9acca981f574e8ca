import {
  CONTRIBUTION_MESSAGES,
  type cashContributionInputSchema,
  clubDay,
  contributionInputSchema,
  type Language,
  normalizePaymentReference,
} from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { contributions } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, fieldErrorsOf, isUniqueViolation, notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import type { Mailer } from '../../platform/mail';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { FileStorage } from '../../platform/storage';
import { textsIn } from '../../platform/texts';
import {
  type CardPayable,
  decidePayment,
  type Payable,
  type PaymentKind,
  type PaymentStage,
  postContribution,
  postContributionReversal,
  renderPaymentReceipt,
} from '../finance/service';
import { hasReceipt, presentMine } from './presenter';
import { contributionReceipt } from './receipt';
import {
  contributionsPaid,
  contributionsWaiting,
  contributionTotals,
  findContribution,
  findType,
  insertContribution,
  insertType,
  issuedContributionReference,
  lockContribution,
  payableContributions,
  setTypeActive,
  staffName,
  updateContribution,
} from './repository';

export {
  allForStaff as staffContributionsForExport,
  contributionSummary,
  contributionsOf,
  findForStaff as staffContribution,
  listForStaff as staffContributionsPage,
  listTypes,
} from './repository';

const SLIPS = 'transfer-slips';
/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = 'website';

type Contribution = typeof contributions.$inferSelect;

/** What a donor gives, however it arrives: the type (its name kept as it was), the amount, who and what for. */
const donated = (type: { id: string; name: string }, input: z.output<typeof cashContributionInputSchema>) => ({
  typeId: type.id,
  typeName: type.name,
  amount: input.amount,
  contributorName: input.contributorName,
  contributorEmail: input.contributorEmail,
  message: input.message,
  isAnonymous: input.isAnonymous,
});

/**
 * A public contribution: the fields valid, the slip an image or PDF, the payment reference one the club
 * issued and not used before; pending until staff confirm it. A filled honeypot is answered alike and dropped.
 */
export async function submitContribution(
  deps: { db: AppDatabase; storage: FileStorage },
  request: FastifyRequest,
  viewer: Viewer | null,
) {
  const { fields, file: slip } = await readMultipartForm(request, {
    fileField: 'slip',
    maxBytes: deps.storage.maxBytes(SLIPS),
    notMultipartMessage: 'Send the contribution as multipart/form-data with the transfer slip in "slip".',
  });
  const parsed = contributionInputSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(CONTRIBUTION_MESSAGES.required, fieldErrorsOf(parsed.error));
  const input = parsed.data;
  if (!slip) throw badRequest(CONTRIBUTION_MESSAGES.slip, { slip: [CONTRIBUTION_MESSAGES.slip] });
  const reference = normalizePaymentReference(input.paymentReference);
  if (fields[HONEYPOT_FIELD]) {
    request.log.info('contribution honeypot filled: dropped');
    return {
      id: '00000000-0000-4000-8000-000000000000',
      amount: input.amount,
      typeName: '',
      status: 'pending' as const,
      paymentReference: reference ?? input.paymentReference,
      receiptNumber: null,
      createdAt: new Date().toISOString(),
    };
  }
  const issued = reference ? await issuedContributionReference(deps.db, reference) : null;
  if (!issued)
    throw badRequest('This payment reference was not issued by the club. Open the form again for a new one.', {
      paymentReference: ['Not a reference the club issued'],
    });
  const type = await findType(deps.db, input.typeId, { activeOnly: true });
  if (!type) throw badRequest(CONTRIBUTION_MESSAGES.required, { typeId: ['Choose an active contribution type'] });
  const stored = await deps.storage.save(SLIPS, slip);
  try {
    const created = await insertContribution(deps.db, {
      ...donated(type, input),
      paymentMethod: 'bank_transfer',
      paymentReference: issued,
      slipName: stored.name,
      userId: viewer?.userId ?? null,
      language: requestLanguage(request),
    });
    return presentMine(created);
  } catch (error) {
    await deps.storage.remove(SLIPS, stored.name).catch(() => {});
    if (isUniqueViolation(error))
      throw conflict('This payment reference is already used by a contribution. Open the form again for a new one.');
    throw error;
  }
}

/** A cash donation received in person: pending until another staff member confirms it. */
export async function recordCashContribution(
  db: AppDatabase,
  actor: Viewer,
  input: z.output<typeof cashContributionInputSchema>,
  language: Language,
) {
  const type = await findType(db, input.typeId, { activeOnly: false });
  if (!type) throw badRequest(CONTRIBUTION_MESSAGES.required, { typeId: ['Choose a contribution type'] });
  return asActor(db, actor, async (tx) => {
    const created = await insertContribution(tx, {
      ...donated(type, input),
      paymentMethod: 'cash',
      paymentReference: await issuePaymentReference(tx, 'contribution'),
      recordedBy: actor.userId,
      language,
    });
    return created.id;
  });
}

const STAGES = {
  pending: 'pending',
  completed: 'confirmed',
  failed: 'rejected',
  reversed: 'reversed',
} as const satisfies Record<Contribution['status'], PaymentStage>;

/**
 * Contributions in finance's statement matching: a line naming the contribution's reference confirms it; undoing
 * the match reverses it with the reason (in the match's transaction) and the contribution waits for its money
 * again, its reference still valid, to be confirmed by the right line. False when it already stood as asked.
 */
export const contributionPayable: Payable = {
  kind: 'contribution',
  items: payableContributions,
  waiting: contributionsWaiting,
  paid: contributionsPaid,
  entries: { sourceType: 'contribution' },
  confirm: (deps, actor, contribution) =>
    decidePayment(deps, actor, contributionPayments(deps.mailer), contribution.id, 'confirm', undefined),
  async reverse(deps, actor, contribution, { reason }) {
    const reversed = await decidePayment(deps, actor, contributionPayments(deps.mailer), contribution.id, 'reverse', {
      reason,
    });
    // The receipt number stays with it: confirmed again, the donation keeps the receipt its payer holds.
    if (reversed)
      await updateContribution(deps.db, contribution.id, { status: 'pending', decidedBy: null, decidedAt: null });
    return reversed;
  },
};

/**
 * A donation paid by card (decision 048), signed in or not: the form's fields checked now (an active type), a
 * reference issued for it; the contribution is made and confirmed only when the bank says the money came.
 */
export const donationCardPayable: CardPayable<'donation'> = {
  kind: 'donation',
  payable: 'contribution',
  async prepare(deps, viewer, request) {
    const type = await findType(deps.db, request.typeId, { activeOnly: true });
    if (!type) throw badRequest(CONTRIBUTION_MESSAGES.required, { typeId: ['Choose an active contribution type'] });
    return {
      paymentReference: await issuePaymentReference(deps.db, 'contribution'),
      amount: request.amount,
      intent: {
        typeId: type.id,
        contributorName: request.contributorName,
        contributorEmail: request.contributorEmail,
        message: request.message ?? '',
        isAnonymous: String(request.isAnonymous),
        language: viewer?.own.profile.language ?? '',
      },
    };
  },
  async confirm(deps, actor, payment) {
    const { intent } = payment;
    const type = intent.typeId ? await findType(deps.db, intent.typeId, { activeOnly: false }) : null;
    if (!type || !intent.contributorName || !intent.contributorEmail) throw new Error('card payment intent incomplete');
    const created = await insertContribution(deps.db, {
      typeId: type.id,
      typeName: type.name,
      amount: payment.amount,
      contributorName: intent.contributorName,
      contributorEmail: intent.contributorEmail,
      message: intent.message || null,
      isAnonymous: intent.isAnonymous === 'true',
      paymentMethod: 'card',
      paymentReference: payment.paymentReference,
      userId: payment.payerId,
      language: intent.language || null,
    });
    await decidePayment(deps, actor, contributionPayments(deps.mailer), created.id, 'confirm', undefined);
    return created.id;
  },
  /** A gift given back stays reversed, with the reason: it does not wait for its money again. */
  refund: (deps, actor, id, reason) =>
    decidePayment(deps, actor, contributionPayments(deps.mailer), id, 'reverse', { reason }),
};

/** Contributions in the one payment decision: confirmed (completed), rejected (failed) or reversed. */
export function contributionPayments(mailer: Mailer): PaymentKind<Contribution, { reason: string } | undefined> {
  return {
    module: 'contributions',
    messages: {
      notFound: 'Contribution not found.',
      decided: CONTRIBUTION_MESSAGES.decided,
      ownRecord: CONTRIBUTION_MESSAGES.ownRecord,
      notConfirmed: 'Only a confirmed contribution can be reversed.',
    },
    lock: lockContribution,
    stage: (row) => STAGES[row.status],
    // The staff member who recorded a cash donation, or the signed-in donor.
    recordedBy: (row) => row.recordedBy ?? row.userId,
    receipts: { sequence: 'contribution_receipt_seq', prefix: 'CON' },
    issuedReceipt: (row) => (row.status === 'pending' ? row.receiptNumber : null),
    async confirm({ tx, actor, at }, row, receiptNumber) {
      await updateContribution(tx, row.id, {
        status: 'completed',
        decidedBy: actor.userId,
        decidedAt: at,
        receiptNumber,
      });
      await postContribution(tx, {
        id: row.id,
        reference: row.paymentReference,
        date: clubDay(at),
        amount: row.amount,
        paymentMethod: row.paymentMethod,
        confirmedBy: actor.userId,
      });
      return contributionReceipt(row, receiptNumber, { at, byName: actor.fullName || null });
    },
    async reject({ tx, actor, at, input }, row) {
      const reason = input?.reason ?? '';
      await updateContribution(tx, row.id, {
        status: 'failed',
        decidedBy: actor.userId,
        decidedAt: at,
        rejectionReason: reason,
      });
      const texts = textsIn(row.language);
      await mailer.send(
        {
          to: row.contributorEmail,
          subject: texts.t('mail.contributionRejected.subject', {
            club: texts.club,
            reference: texts.ltr(row.paymentReference),
          }),
          text: texts.t('mail.contributionRejected.body', {
            name: row.contributorName,
            amount: texts.money(row.amount),
            reference: texts.ltr(row.paymentReference),
            reason,
          }),
        },
        tx,
      );
    },
    async reverse({ tx, actor, at, input }, row) {
      const reason = input?.reason ?? '';
      if (!row.receiptNumber) throw new Error('a confirmed contribution has a receipt number');
      await updateContribution(tx, row.id, {
        status: 'reversed',
        reversedBy: actor.userId,
        reversedAt: at,
        reversalReason: reason,
      });
      await postContributionReversal(tx, {
        id: row.id,
        receiptNumber: row.receiptNumber,
        reason,
        reversedBy: actor.userId,
        reversedAt: at,
      });
    },
  };
}

/** A confirmed contribution's receipt as PDF, marked VOID once reversed. */
export async function contributionReceiptPdf(db: AppDatabase, id: string) {
  const row = await findContribution(db, id);
  if (!row?.receiptNumber || !row.decidedAt || !row.decidedBy || !hasReceipt(row.status))
    throw notFound('This contribution has no receipt.');
  const receipt = contributionReceipt(row, row.receiptNumber, {
    at: row.decidedAt,
    byName: await staffName(db, row.decidedBy),
  });
  const pdf = await renderPaymentReceipt(row.receiptNumber, receipt);
  return { pdf, receiptNumber: row.receiptNumber };
}

/** Confirmed contributions per type over a period (the AGM pack's totals). */
export const contributionTotalsOver = (db: AppDatabase, from: string, to: string) =>
  contributionTotals(db, from, to).then((rows) =>
    rows.map((row) => ({ typeName: row.type_name, count: Number(row.count), amount: row.amount })),
  );

export const addContributionType = (
  db: AppDatabase,
  actor: Viewer,
  values: { name: string; description?: string | null; suggestedAmount?: string | null },
) => asActor(db, actor, (tx) => insertType(tx, values));

/** The type as changed; null when there is no such type. */
export const setContributionTypeActive = (db: AppDatabase, actor: Viewer, id: string, isActive: boolean) =>
  asActor(db, actor, (tx) => setTypeActive(tx, id, isActive));
