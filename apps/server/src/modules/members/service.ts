import {
  type AcceptApplicationInput,
  ADULT_PLANS,
  MEMBER_MESSAGES,
  type MembershipPlan,
  type RegistrationType,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { accountEmail } from '../../platform/accounts';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { mailAccount } from '../../platform/mail';
import type { SettingsStore } from '../../platform/settings';
import { auditAndTellAccount } from './account-notice';
import { payableRenewals, renewalsPaid, renewalsWaiting } from './renewal-repository';
import {
  type ApplicationRow,
  activateForPayment,
  addGuardianLink,
  deactivateForPayment,
  findOrCreateMember,
  insertMembership,
  linkAccount,
  lockApplication,
  markApplication,
  planAmount,
  planSummaries,
} from './repository';
import { currentSeason, type MemberDeps, rolesFollowMembership } from './standing';

export { scheduleReminders, sendDueReminders } from './reminders';
export { isMembershipPayment, ownsFeePayment, renewalOfPayment } from './renewal-repository';
export { confirmRenewal, renewalCardPayable, renewalReceiptPdf } from './renewals';
export { currentSeason, followRolesOfAllMembers, type MemberDeps, rolesFollowMembership } from './standing';

/**
 * One decision on a membership application, in one transaction named for the actor: the right re-checked,
 * the application locked (ten clicks at once: the first decides, the others are told it is decided).
 */
async function decide<T>(
  deps: MemberDeps,
  actor: Viewer,
  application: { type: RegistrationType; id: string },
  change: (tx: Transaction, application: ApplicationRow) => Promise<T>,
): Promise<T> {
  const { type, id } = application;
  return asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, 'members', 'approve');
    const application = await lockApplication(tx, type, id);
    if (!application) throw notFound(MEMBER_MESSAGES.notFound);
    if (application.decision !== 'pending') throw conflict(MEMBER_MESSAGES.decided);
    if (application.submitted_by === actor.userId) throw forbidden(MEMBER_MESSAGES.ownApplication);
    return change(tx, application);
  });
}

/**
 * Accepts an application: its person becomes a member (the same member when they applied before), with a
 * membership of the current season on the plan chosen, active at once when the fee was already collected.
 * The account that sent the form is linked and told. An academy application enrols the child on the
 * academy plan for its sport; the account that sent it signed in becomes the child's guardian.
 */
export async function acceptApplication(
  deps: MemberDeps,
  actor: Viewer,
  type: RegistrationType,
  id: string,
  input: AcceptApplicationInput | null,
) {
  const season = currentSeason(deps.settings);
  return decide(deps, actor, { type, id }, async (tx, application) => {
    const plan = type === 'academy' ? 'academy' : (input?.plan ?? application.plan ?? 'regular');
    const member = await findOrCreateMember(tx, application);
    const held = await insertMembership(tx, {
      memberId: member.id,
      season: season.season,
      plan,
      sport: application.sport,
      amount: await planAmount(tx, plan),
      startsOn: season.startsOn,
      endsOn: season.endsOn,
      application: { type, id },
      paymentId: application.payment_id,
    });
    // One membership per season: a second sport, or the academy on top of a membership, is refused rather than lost.
    if (type === 'academy' && (held?.plan !== 'academy' || held.sport !== application.sport))
      throw conflict(MEMBER_MESSAGES.oneMembershipPerSeason);
    await markApplication(tx, type, id, { decision: 'accepted', memberId: member.id, reason: null, by: actor.userId });
    if (application.submitted_by) {
      if (type === 'academy') await addGuardianLink(tx, member.id, application.submitted_by, actor.userId);
      else await linkAccount(tx, member.id, application.submitted_by);
    }
    await rolesFollowMembership(tx, deps.settings, actor, [member.id]);
    await recordAudit(tx, actor, {
      action: `${type}-application.accept`,
      entityType: `${type}_registrations`,
      entityId: id,
      after: { memberNumber: member.member_number, plan, sport: application.sport, season: season.season },
    });
    // Paid before the decision: the membership is active now, and the mail says so.
    const paid = application.payment_id !== null;
    await tellApplicant(deps, tx, application, (texts) =>
      type === 'academy'
        ? {
            subject: texts.t('mail.academyDecision.acceptedSubject', { club: texts.club, name: application.full_name }),
            text: texts.t(paid ? 'mail.academyDecision.acceptedPaidBody' : 'mail.academyDecision.acceptedBody', {
              name: application.full_name,
              sport: texts.ltr(application.sport ?? ''),
              memberNumber: texts.ltr(member.member_number),
              season: texts.ltr(season.label),
            }),
          }
        : {
            subject: texts.t('mail.membershipDecision.acceptedSubject', { club: texts.club }),
            text: texts.t(paid ? 'mail.membershipDecision.acceptedPaidBody' : 'mail.membershipDecision.acceptedBody', {
              name: application.full_name,
              memberNumber: texts.ltr(member.member_number),
              season: texts.ltr(season.label),
            }),
          },
    );
    return member;
  });
}

/** Declines an application with the reason, which the applicant is told. */
export async function declineApplication(
  deps: MemberDeps,
  actor: Viewer,
  type: RegistrationType,
  id: string,
  reason: string,
) {
  await decide(deps, actor, { type, id }, async (tx, application) => {
    if (application.payment_id) throw conflict('Void the collected fee before declining this application.');
    await markApplication(tx, type, id, { decision: 'declined', memberId: null, reason, by: actor.userId });
    await recordAudit(tx, actor, {
      action: `${type}-application.decline`,
      entityType: `${type}_registrations`,
      entityId: id,
      after: { reason },
    });
    await tellApplicant(deps, tx, application, (texts) =>
      type === 'academy'
        ? {
            subject: texts.t('mail.academyDecision.declinedSubject', { club: texts.club, name: application.full_name }),
            text: texts.t('mail.academyDecision.declinedBody', { name: application.full_name, reason }),
          }
        : {
            subject: texts.t('mail.membershipDecision.declinedSubject', { club: texts.club }),
            text: texts.t('mail.membershipDecision.declinedBody', { name: application.full_name, reason }),
          },
    );
  });
}

/** Mails the account that sent the application (forms sent signed out carry no address: nobody to tell). */
async function tellApplicant(
  deps: MemberDeps,
  tx: Transaction,
  application: ApplicationRow,
  write: Parameters<typeof mailAccount>[3],
) {
  if (!application.submitted_by) return;
  const email = await accountEmail(tx, application.submitted_by);
  if (email) await mailAccount(tx, deps.mailer, { id: application.submitted_by, email }, write);
}

/**
 * A fee collected on an accepted application makes the membership it started active, and the member's account
 * a Member (in the collection's transaction).
 */
export async function membershipFeeCollected(
  tx: Transaction,
  settings: SettingsStore,
  actor: Viewer,
  application: { type: RegistrationType; id: string },
  paymentId: string,
) {
  const activated = await activateForPayment(tx, application.type, application.id, paymentId);
  await rolesFollowMembership(tx, settings, actor, activated);
}

/** A voided fee puts the membership it paid for back to pending payment (in the void's transaction). */
export const membershipFeeVoided = (tx: Transaction, paymentId: string) => deactivateForPayment(tx, paymentId);

/**
 * Staff link a member to the account with this email (the person applied signed out, or with another
 * account): once per member and per account, audited, and the person is told.
 */
export async function linkMemberAccount(deps: MemberDeps, actor: Viewer, memberId: string, email: string) {
  await asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, 'members', 'edit');
    const [member] = await queryRows<{ id: string; member_number: string; full_name: string; user_id: string | null }>(
      tx,
      sql`select id, member_number, full_name, user_id from members where id = ${memberId} for update`,
    );
    if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
    if (member.user_id) throw conflict(MEMBER_MESSAGES.alreadyLinked);
    const [account] = await queryRows<{ id: string; email: string }>(
      tx,
      sql`select id, email from "user" where lower(email) = lower(${email})`,
    );
    if (!account) throw badRequest(MEMBER_MESSAGES.noSuchAccount, { email: [MEMBER_MESSAGES.noSuchAccount] });
    const [taken] = await queryRows<{ id: string }>(tx, sql`select id from members where user_id = ${account.id}`);
    if (taken) throw conflict(MEMBER_MESSAGES.accountTaken);
    await tx.execute(sql`update members set user_id = ${account.id}, updated_at = now() where id = ${member.id}`);
    await rolesFollowMembership(tx, deps.settings, actor, [member.id]);
    await auditAndTellAccount(tx, deps, actor, member, account, {
      action: 'member.link-account',
      after: { account: account.email },
      mail: 'membershipDecision.linked',
    });
  });
}

/** Per plan in a season: memberships, how many are paid, and the income collected (the AGM pack's totals). */
export const seasonTotals = (db: AppDatabase, season: number) => planSummaries(db, season);

/** Renewals as bank statement matching sees them: their items and those waiting for money (finance's `Payable`). */
export { payableRenewals, renewalsPaid, renewalsWaiting };

/** What a plan costs a season now (the club's fee structures): applications, renewals and staff use the same. */
export const priceOfPlan = (db: Pick<AppDatabase, 'execute'>, plan: MembershipPlan) => planAmount(db, plan);

/** Every adult plan's price and the academy's fee, for the public plans and the forms. */
export async function membershipPrices(db: AppDatabase) {
  const plans = [];
  for (const plan of ADULT_PLANS) plans.push({ plan, amount: await planAmount(db, plan) });
  return { plans, academy: await planAmount(db, 'academy') };
}
