import {
  ADULT_PLANS,
  MEMBER_MESSAGES,
  MEMBERSHIP_PLANS,
  type MembershipPlan,
  normalizePaymentReference,
  type RenewalOffer,
  renewalInputSchema,
  seasonBounds,
  seasonLabel,
  toCents,
} from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, fieldErrorsOf, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { textsIn } from '../../platform/texts';
import {
  type CardPayable,
  decidePayment,
  type PaymentDecisionDeps,
  type PaymentKind,
  type PaymentReceipt,
  postFeeCollected,
  receiptMail,
  receiptRows,
  renderPaymentReceipt,
} from '../finance/service';
import {
  activateRenewal,
  cancelRenewal,
  findRenewal,
  insertRenewal,
  insertRenewalPayment,
  issuedRenewalReference,
  lockRenewal,
  type RenewalRow,
  renewalByReference,
  renewalPaymentOf,
  renewalStanding,
  setRemindersOff,
} from './renewal-repository';
import { memberInReach, memberRecipients, planAmount, staffName } from './repository';
import { currentSeason, type MemberDeps, rolesFollowMembership } from './standing';

export { findRenewal, ownFeePayments, waitingRenewals } from './renewal-repository';

/** The member of this account turns renewal reminders on or off, as their own recorded change; false when the account is no member's. */
export function chooseReminders(db: AppDatabase, viewer: Viewer, remindersOff: boolean) {
  return asActor(db, viewer, (tx) => setRemindersOff(tx, viewer.userId, remindersOff));
}

const SLIPS = 'transfer-slips';

/** What a renewal's payment reference is for: one reference per member and season. */
const renewalOwner = (memberId: string, season: number) => `renewal:${memberId}:${season}`;

/** The season a renewal is for: the one after the member's latest, or the current one once theirs has ended. */
function renewalSeason(settings: SettingsStore, latest: number | null) {
  const { yearStartMonth } = settings.current().membership;
  const current = currentSeason(settings).season;
  const season = latest !== null && latest >= current ? latest + 1 : current;
  return { season, label: seasonLabel(season, yearStartMonth), ...seasonBounds(season, yearStartMonth) };
}

/**
 * Where the member stands: the viewer's own, or (`memberId`) a child they are a guardian of; anyone else's
 * answers 404, as does no member. A first fee still due is a 409; otherwise they may renew.
 */
async function standingToRenew(
  deps: Pick<MemberDeps, 'db' | 'settings'>,
  viewer: Viewer,
  memberId: string | undefined,
) {
  const member = await memberInReach(deps.db, viewer.userId, memberId);
  if (!member) throw notFound(memberId ? MEMBER_MESSAGES.memberNotFound : MEMBER_MESSAGES.notAMember);
  const standing = await renewalStanding(deps.db, member.id);
  if (!standing) throw notFound(MEMBER_MESSAGES.notAMember);
  if (standing.status === 'pending_payment' && !standing.submitted_at) throw conflict(MEMBER_MESSAGES.firstFeeDue);
  // Renewed early and paid: nothing more until that season comes.
  if (standing.status === 'active' && (standing.season ?? 0) > currentSeason(deps.settings).season)
    throw conflict(MEMBER_MESSAGES.alreadyRenewed);
  return { ...standing, own: member.own };
}

/** The plans a member renews on: a child's academy enrolment stays in the academy (its sport kept), adults choose. */
const plansFor = (current: MembershipPlan | null): readonly MembershipPlan[] =>
  current === 'academy' ? ['academy'] : ADULT_PLANS;

/** What the renewal page shows: the season, each plan's amount, the member's plan, a renewal already sent. */
export async function renewalOffer(
  deps: MemberDeps,
  viewer: Viewer,
  memberId: string | undefined,
): Promise<RenewalOffer> {
  const standing = await standingToRenew(deps, viewer, memberId);
  const waiting = standing.status === 'pending_payment' ? standing : null;
  const { yearStartMonth } = deps.settings.current().membership;
  const target =
    waiting?.season != null
      ? {
          season: waiting.season,
          label: seasonLabel(waiting.season, yearStartMonth),
          ...seasonBounds(waiting.season, yearStartMonth),
        }
      : renewalSeason(deps.settings, standing.season);
  return {
    memberNumber: standing.member_number,
    fullName: standing.full_name,
    own: standing.own,
    sport: standing.sport,
    season: target.season,
    seasonLabel: target.label,
    startsOn: target.startsOn,
    endsOn: target.endsOn,
    currentPlan: standing.plan,
    plans: await Promise.all(
      plansFor(standing.plan).map(async (plan) => ({ plan, amount: await planAmount(deps.db, plan) })),
    ),
    sent:
      waiting?.plan && waiting.amount && waiting.payment_reference && waiting.submitted_at
        ? {
            plan: waiting.plan,
            amount: waiting.amount,
            paymentReference: waiting.payment_reference,
            submittedAt: new Date(waiting.submitted_at).toISOString(),
          }
        : null,
  };
}

/** The season a renewal sent now is for: the one waiting for staff, else the next one to renew. */
function seasonToRenew(settings: SettingsStore, standing: Awaited<ReturnType<typeof standingToRenew>>) {
  return standing.status === 'pending_payment' && standing.season !== null
    ? standing.season
    : renewalSeason(settings, standing.season).season;
}

/**
 * The payment reference for the member's renewal transfer (members and their guardians only): one per member
 * and season, the same on every visit and in every mail, so a member who paid with it and comes back finds it.
 */
export async function renewalReference(deps: MemberDeps, viewer: Viewer, memberId: string | undefined) {
  const standing = await standingToRenew(deps, viewer, memberId);
  const owner = renewalOwner(standing.member_id, seasonToRenew(deps.settings, standing));
  return { paymentReference: await issuePaymentReference(deps.db, 'renewal', owner) };
}

/** The reference a reminder about the season `ending` gives: the one the renewal page then shows. */
export const referenceToRenewAfter = (tx: AppDatabase, settings: SettingsStore, memberId: string, ending: number) =>
  issuePaymentReference(tx, 'renewal', renewalOwner(memberId, renewalSeason(settings, ending).season));

/**
 * The member renews: the plan, the reference they paid under and the transfer slip. A membership of the
 * next season waits for staff to see the money; one per season (a second, even at the same moment, is told).
 */
export async function submitRenewal(
  deps: MemberDeps & { storage: FileStorage },
  request: FastifyRequest,
  viewer: Viewer,
  memberId: string | undefined,
) {
  const { fields, file: slip } = await readMultipartForm(request, {
    fileField: 'slip',
    maxBytes: deps.storage.maxBytes(SLIPS),
    notMultipartMessage: 'Send the renewal as multipart/form-data with the transfer slip in "slip".',
  });
  const parsed = renewalInputSchema.safeParse(fields);
  if (!parsed.success) throw badRequest('Please check the highlighted fields.', fieldErrorsOf(parsed.error));
  if (!slip) throw badRequest(MEMBER_MESSAGES.slipRequired, { slip: [MEMBER_MESSAGES.slipRequired] });
  const standing = await standingToRenew(deps, viewer, memberId);
  if (standing.status === 'pending_payment') throw conflict(MEMBER_MESSAGES.alreadyRenewed);
  const target = renewalSeason(deps.settings, standing.season);
  const normalized = normalizePaymentReference(parsed.data.paymentReference);
  // The member's own reference for this season (or one issued before references had owners); never another's.
  const reference = normalized
    ? await issuedRenewalReference(deps.db, normalized, renewalOwner(standing.member_id, target.season))
    : null;
  if (!reference)
    throw badRequest(MEMBER_MESSAGES.referenceNotIssued, {
      paymentReference: ['Not a reference the club issued'],
    });
  if (!plansFor(standing.plan).includes(parsed.data.plan))
    throw badRequest('Please check the highlighted fields.', { plan: ['Choose a plan'] });
  const amount = await planAmount(deps.db, parsed.data.plan);
  const stored = await deps.storage.save(SLIPS, slip);
  try {
    await insertRenewal(deps.db, {
      memberId: standing.member_id,
      season: target.season,
      plan: parsed.data.plan,
      sport: parsed.data.plan === 'academy' ? standing.sport : null,
      amount,
      startsOn: target.startsOn,
      endsOn: target.endsOn,
      paymentReference: reference,
      slipName: stored.name,
      submittedBy: viewer.userId,
    });
  } catch (error) {
    await deps.storage.remove(SLIPS, stored.name).catch(() => {});
    // Sent twice at once: one membership per season, one renewal per reference.
    if (isUniqueViolation(error)) throw conflict(MEMBER_MESSAGES.alreadyRenewed);
    throw error;
  }
  return {
    season: target.season,
    seasonLabel: target.label,
    plan: parsed.data.plan,
    amount,
    paymentReference: reference,
  };
}

/** A renewal's receipt in the member's language: mailed on confirmation, downloaded later. */
function renewalReceipt(
  row: RenewalRow,
  receiptNumber: string,
  confirmed: {
    at: Date;
    byName: string | null;
    emails: string[];
    seasonLabel: string;
    void: boolean;
    byCard: boolean;
  },
): PaymentReceipt {
  const texts = textsIn(row.language);
  const { t } = texts;
  const plan = row.sport
    ? `${t(`documents.plans.${row.plan}`)} · ${texts.ltr(row.sport)}`
    : t(`documents.plans.${row.plan}`);
  return {
    ...receiptMail(texts, 'renewalReceipt', confirmed.emails, receiptNumber, {
      name: row.full_name,
      season: texts.ltr(confirmed.seasonLabel),
      amount: texts.money(row.amount),
    }),
    heading: t('documents.receipt.renewalHeading'),
    rows: receiptRows(texts, {
      receiptNumber,
      paymentReference: row.payment_reference,
      receivedFrom: row.full_name,
      about: [
        [t('documents.receipt.memberNumber'), texts.ltr(row.member_number)],
        [t('documents.receipt.membership'), `${texts.ltr(confirmed.seasonLabel)} · ${plan}`],
      ],
      amount: row.amount,
      method: confirmed.byCard ? 'card' : 'transfer',
      confirmed,
    }),
    closing: t('documents.receipt.feeClosing'),
    voidNotice: confirmed.void ? t('documents.receipt.feeVoid') : null,
  };
}

/** Renewals in the one payment decision: staff with members:approve confirm (fee, ledger, receipt) or reject. */
function renewalPayments(
  mailer: Mailer,
  settings: SettingsStore,
): PaymentKind<RenewalRow, { reason?: string; byCard?: boolean } | undefined> {
  const labelOf = (season: number) => seasonLabel(season, settings.current().membership.yearStartMonth);
  return {
    module: 'members',
    rights: { confirm: 'approve', reject: 'approve' },
    messages: {
      notFound: MEMBER_MESSAGES.renewalNotFound,
      decided: MEMBER_MESSAGES.renewalDecided,
      ownRecord: MEMBER_MESSAGES.ownRenewal,
    },
    lock: lockRenewal,
    stage: (row) => (row.status === 'active' ? 'confirmed' : row.status === 'cancelled' ? 'rejected' : 'pending'),
    // A member of staff renewing their own membership, or their child's: someone else sees their money.
    recordedBy: (row) => row.submitted_by ?? row.user_id,
    receipts: { sequence: 'receipt_seq', prefix: 'RCPT' },
    async confirm({ tx, actor, at, input }, row, receiptNumber) {
      const payment = await insertRenewalPayment(tx, {
        membershipId: row.id,
        amount: row.amount,
        receiptNumber,
        notes: row.payment_reference,
        collectedBy: actor.userId,
        paymentDate: at,
        paymentMethod: input?.byCard ? 'card' : 'bank_transfer',
      });
      await postFeeCollected(tx, payment);
      await activateRenewal(tx, row.id, payment.id);
      await rolesFollowMembership(tx, settings, actor, [row.member_id]);
      const emails = (await memberRecipients(tx, row.member_id)).map((person) => person.email);
      if (!emails.length) return null;
      return renewalReceipt(row, receiptNumber, {
        at,
        byName: actor.fullName || null,
        emails,
        seasonLabel: labelOf(row.season),
        void: false,
        byCard: input?.byCard === true,
      });
    },
    async reject({ tx, input }, row) {
      const reason = input?.reason ?? '';
      await cancelRenewal(tx, row.id, reason);
      const texts = textsIn(row.language);
      await mailer.send(
        (await memberRecipients(tx, row.member_id)).map((person) => ({
          to: person.email,
          subject: texts.t('mail.renewalRejected.subject', { club: texts.club }),
          text: texts.t('mail.renewalRejected.body', {
            name: row.full_name,
            season: texts.ltr(labelOf(row.season)),
            reference: texts.ltr(row.payment_reference),
            reason,
          }),
        })),
        tx,
      );
    },
  };
}

export const confirmRenewal = (
  deps: PaymentDecisionDeps & { settings: SettingsStore },
  actor: Viewer,
  id: string,
  byCard = false,
) => decidePayment(deps, actor, renewalPayments(deps.mailer, deps.settings), id, 'confirm', { byCard });

/**
 * A renewal paid by card (decision 048): the viewer's own or their child's, on a plan they may take; the reference
 * is the one a transfer would carry. Nothing is sent until the bank says the money came.
 */
export const renewalCardPayable: CardPayable<'renewal'> = {
  kind: 'renewal',
  payable: 'renewal',
  async prepare(deps, viewer, request) {
    if (!viewer) throw unauthorized();
    const standing = await standingToRenew(deps, viewer, request.member);
    if (standing.status === 'pending_payment') throw conflict(MEMBER_MESSAGES.alreadyRenewed);
    if (!plansFor(standing.plan).includes(request.plan))
      throw badRequest('Please check the highlighted fields.', { plan: ['Choose a plan'] });
    const target = renewalSeason(deps.settings, standing.season);
    return {
      paymentReference: await issuePaymentReference(
        deps.db,
        'renewal',
        renewalOwner(standing.member_id, target.season),
      ),
      amount: await planAmount(deps.db, request.plan),
      intent: { memberId: standing.member_id, plan: request.plan, season: String(target.season) },
    };
  },
  /** The renewal is sent (no slip) and confirmed at once; one sent meanwhile with the same reference is confirmed. */
  async confirm(deps, actor, payment) {
    const { memberId, plan, season } = payment.intent;
    const sent = await renewalByReference(deps.db, payment.paymentReference);
    const plans: readonly string[] = MEMBERSHIP_PLANS;
    if (!memberId || !plan || !plans.includes(plan) || !season) throw new Error('card payment intent incomplete');
    // A renewal sent meanwhile with a slip is this card payment's only if it is for what the card paid: another plan
    // (a dearer one) is left to staff, and the card's money to be given back.
    if (
      sent &&
      (sent.plan !== plan || toCents(sent.amount) !== toCents(payment.amount) || sent.status !== 'pending_payment')
    )
      throw conflict(MEMBER_MESSAGES.renewalDecided);
    const target = sent ?? {
      id: await insertRenewal(deps.db, {
        memberId,
        season: Number(season),
        plan: plan as MembershipPlan,
        sport: plan === 'academy' ? ((await renewalStanding(deps.db, memberId))?.sport ?? null) : null,
        amount: payment.amount,
        ...seasonBounds(Number(season), deps.settings.current().membership.yearStartMonth),
        paymentReference: payment.paymentReference,
        slipName: null,
        submittedBy: payment.payerId ?? actor.userId,
      }),
    };
    await confirmRenewal(deps, actor, target.id, true);
    return target.id;
  },
};

export const rejectRenewal = (
  deps: PaymentDecisionDeps & { settings: SettingsStore },
  actor: Viewer,
  id: string,
  reason: string,
) => decidePayment(deps, actor, renewalPayments(deps.mailer, deps.settings), id, 'reject', { reason });

/** A confirmed renewal's receipt as PDF (void once its payment is voided). */
export async function renewalReceiptPdf(deps: MemberDeps, membershipId: string) {
  const row = await findRenewal(deps.db, membershipId);
  const payment = row ? await renewalPaymentOf(deps.db, membershipId) : null;
  if (!row || !payment) throw notFound('This renewal has no receipt.');
  const receipt = renewalReceipt(row, payment.receipt_number, {
    at: new Date(payment.payment_date),
    byName: payment.collected_by ? await staffName(deps.db, payment.collected_by) : null,
    emails: [],
    seasonLabel: seasonLabel(row.season, deps.settings.current().membership.yearStartMonth),
    void: payment.voided_at !== null,
    byCard: payment.payment_method === 'card',
  });
  return { pdf: await renderPaymentReceipt(payment.receipt_number, receipt), receiptNumber: payment.receipt_number };
}
