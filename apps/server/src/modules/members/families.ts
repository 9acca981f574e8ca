import { clubToday, type Family, MEMBER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { accountTexts } from '../../platform/texts';
import { auditAndTellAccount } from './account-notice';
import { addGuardianLink, latestMemberships, memberRecipients, membershipView } from './repository';
import type { MemberDeps } from './standing';

/** Adults may take their record over from their guardians. */
const OF_AGE_YEARS = 18;

/** The children the account is a guardian of, each with their latest membership and their guardians. */
export async function familyOf(deps: MemberDeps, viewer: Viewer): Promise<Family> {
  const today = clubToday();
  const { graceDays, yearStartMonth } = deps.settings.current().membership;
  const children = await queryRows<{ id: string; member_number: string; full_name: string; of_age: boolean }>(
    deps.db,
    sql`select p.id, p.member_number, p.full_name,
        coalesce(p.date_of_birth <= ${today}::date - ${OF_AGE_YEARS}::int * interval '1 year', false) as of_age
      from member_guardians g join members p on p.id = g.member_id
      where g.user_id = ${viewer.userId} order by lower(p.full_name), p.id`,
  );
  const guardians = children.length
    ? await queryRows<{ member_id: string; user_id: string; name: string; email: string }>(
        deps.db,
        sql`select g.member_id, u.id as user_id, coalesce(nullif(pr.full_name, ''), u.name) as name, u.email
          from member_guardians g join "user" u on u.id = g.user_id left join profiles pr on pr.user_id = u.id
          where g.member_id in (select member_id from member_guardians where user_id = ${viewer.userId})
          order by g.created_at, u.email`,
      )
    : [];
  const invited = children.length
    ? await queryRows<{ member_id: string; email: string }>(
        deps.db,
        sql`select i.member_id, u.email from guardian_invitations i join "user" u on u.id = i.user_id
          where i.answered_at is null
            and i.member_id in (select member_id from member_guardians where user_id = ${viewer.userId})
          order by i.created_at`,
      )
    : [];
  const memberships = await latestMemberships(
    deps.db,
    children.map((child) => child.id),
    { today, graceDays },
  );
  return {
    children: children.map((child) => {
      const membership = memberships.get(child.id) ?? null;
      return {
        memberId: child.id,
        memberNumber: child.member_number,
        fullName: child.full_name,
        ofAge: child.of_age === true,
        membership: membership && membershipView(membership, yearStartMonth),
        guardians: guardians
          .filter((guardian) => guardian.member_id === child.id)
          .map((guardian) => ({
            name: guardian.name,
            email: guardian.email,
            you: guardian.user_id === viewer.userId,
          })),
        invited: invited.filter((each) => each.member_id === child.id).map(({ email }) => ({ email })),
      };
    }),
  };
}

/**
 * A child of this guardian, locked for a change (null: not their child, which answers 404); with `userId`
 * null (staff with members:edit), any member.
 */
async function lockChild(tx: Pick<AppDatabase, 'execute'>, userId: string | null, memberId: string) {
  const [child] = await queryRows<{
    id: string;
    member_number: string;
    full_name: string;
    user_id: string | null;
    of_age: boolean;
  }>(
    tx,
    sql`select p.id, p.member_number, p.full_name, p.user_id,
        coalesce(p.date_of_birth <= ${clubToday()}::date - ${OF_AGE_YEARS}::int * interval '1 year', false) as of_age
      from members p
      where p.id = ${memberId} and (${userId}::text is null
        or exists (select 1 from member_guardians g where g.member_id = p.id and g.user_id = ${userId}))
      for update of p`,
  );
  return child ?? null;
}

async function accountByEmail(tx: Pick<AppDatabase, 'execute'>, email: string) {
  const [account] = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select id, email from "user" where lower(email) = lower(${email})`,
  );
  if (!account) throw badRequest(MEMBER_MESSAGES.noSuchAccount, { email: [MEMBER_MESSAGES.noSuchAccount] });
  return account;
}

/**
 * A guardian invites a second guardian by the email of their account: once the invitee accepts, they have the
 * same rights over the child and every notice about the child (see answerGuardianInvitation). Audited; the
 * invitee is told. One open invitation per child and account (two at once: the second is told).
 */
export async function inviteGuardian(deps: MemberDeps, viewer: Viewer, memberId: string, email: string) {
  await asActor(deps.db, viewer, async (tx) => {
    const child = await lockChild(tx, viewer.userId, memberId);
    if (!child) throw notFound(MEMBER_MESSAGES.memberNotFound);
    const account = await accountByEmail(tx, email);
    if (account.id === child.user_id) throw conflict(MEMBER_MESSAGES.ownRecordNoGuardian);
    const [already] = await queryRows<{ guardian: boolean }>(
      tx,
      sql`select exists (select 1 from member_guardians where member_id = ${child.id} and user_id = ${account.id}) as guardian`,
    );
    if (already?.guardian) throw conflict(MEMBER_MESSAGES.alreadyGuardian);
    const invited = await queryRows<{ id: string }>(
      tx,
      sql`insert into guardian_invitations (member_id, user_id, invited_by) values (${child.id}, ${account.id}, ${viewer.userId})
          on conflict (member_id, user_id) where answered_at is null do nothing returning id`,
    );
    if (!invited.length) throw conflict(MEMBER_MESSAGES.alreadyInvited);
    await auditAndTellAccount(tx, deps, viewer, child, account, {
      action: 'member.invite-guardian',
      after: { invited: account.email },
      mail: 'family.guardianInvited',
      values: { inviter: viewer.fullName || viewer.email },
    });
  });
}

/** The invitations to be a guardian this account has not answered, newest first. */
export function guardianInvitationsOf(deps: MemberDeps, viewer: Viewer) {
  return queryRows<{ id: string; child_name: string; member_number: string; invited_by: string; created_at: Date }>(
    deps.db,
    sql`select i.id, p.full_name as child_name, p.member_number,
          coalesce(nullif(pr.full_name, ''), u.email, '') as invited_by, i.created_at
        from guardian_invitations i join members p on p.id = i.member_id
        left join "user" u on u.id = i.invited_by left join profiles pr on pr.user_id = i.invited_by
        where i.user_id = ${viewer.userId} and i.answered_at is null order by i.created_at desc`,
  ).then((rows) =>
    rows.map((row) => ({
      id: row.id,
      childName: row.child_name,
      memberNumber: row.member_number,
      invitedBy: row.invited_by,
      invitedAt: new Date(row.created_at).toISOString(),
    })),
  );
}

/**
 * The invitee accepts (they become a guardian of the child, as the inviter put it) or declines; once, also under
 * two clicks at once (the invitation is locked). Someone else's invitation answers 404. Audited.
 */
export async function answerGuardianInvitation(deps: MemberDeps, viewer: Viewer, id: string, accept: boolean) {
  await asActor(deps.db, viewer, async (tx) => {
    const [invitation] = await queryRows<{ member_id: string; invited_by: string | null; answered_at: Date | null }>(
      tx,
      sql`select member_id, invited_by, answered_at from guardian_invitations
          where id = ${id} and user_id = ${viewer.userId} for update`,
    );
    if (!invitation) throw notFound(MEMBER_MESSAGES.invitationNotFound);
    if (invitation.answered_at) throw conflict(MEMBER_MESSAGES.invitationAnswered);
    await tx.execute(sql`update guardian_invitations set answered_at = now(), accepted = ${accept} where id = ${id}`);
    if (accept) await addGuardianLink(tx, invitation.member_id, viewer.userId, invitation.invited_by ?? viewer.userId);
    await recordAudit(tx, viewer, {
      action: accept ? 'member.accept-guardian-invitation' : 'member.decline-guardian-invitation',
      entityType: 'members',
      entityId: invitation.member_id,
      after: { guardian: viewer.email },
    });
  });
}

/**
 * Staff with members:edit add a guardian to any member directly (a child registered signed out, whose parent
 * signs up later and is seen at the office): the same rights over the child and every notice. Audited; the new
 * guardian is told.
 */
export async function addGuardian(deps: MemberDeps, viewer: Viewer, memberId: string, email: string) {
  await asActor(deps.db, viewer, async (tx) => {
    await assertStillHolds(tx, deps.permissions, viewer, 'members', 'edit');
    const child = await lockChild(tx, null, memberId);
    if (!child) throw notFound(MEMBER_MESSAGES.memberNotFound);
    const account = await accountByEmail(tx, email);
    if (account.id === child.user_id) throw conflict(MEMBER_MESSAGES.ownRecordNoGuardian);
    if (!(await addGuardianLink(tx, child.id, account.id, viewer.userId)))
      throw conflict(MEMBER_MESSAGES.alreadyGuardian);
    await auditAndTellAccount(tx, deps, viewer, child, account, {
      action: 'member.add-guardian',
      after: { guardian: account.email },
      mail: 'family.guardianAdded',
    });
  });
}

/**
 * A child of age takes their record over: a guardian gives it to the child's own account (by its email, an
 * account that is no member's yet). The guardians' rights end; they and the child are told. Audited.
 */
export async function handOver(deps: MemberDeps, viewer: Viewer, memberId: string, email: string) {
  await asActor(deps.db, viewer, async (tx) => {
    const child = await lockChild(tx, viewer.userId, memberId);
    if (!child) throw notFound(MEMBER_MESSAGES.memberNotFound);
    if (!child.of_age) throw conflict(MEMBER_MESSAGES.notOfAge);
    if (child.user_id) throw conflict(MEMBER_MESSAGES.alreadyLinked);
    const account = await accountByEmail(tx, email);
    const guardians = await memberRecipients(tx, child.id);
    if (guardians.some((guardian) => guardian.user_id === account.id))
      throw conflict(MEMBER_MESSAGES.handOverToGuardian);
    const [taken] = await queryRows<{ id: string }>(tx, sql`select id from members where user_id = ${account.id}`);
    if (taken) throw conflict(MEMBER_MESSAGES.accountTaken);
    await tx.execute(sql`update members set user_id = ${account.id}, updated_at = now() where id = ${child.id}`);
    await tx.execute(sql`delete from member_guardians where member_id = ${child.id}`);
    await recordAudit(tx, viewer, {
      action: 'member.hand-over',
      entityType: 'members',
      entityId: child.id,
      after: { memberNumber: child.member_number, account: account.email },
    });
    const told = [...guardians, { user_id: account.id, email: account.email }];
    for (const person of told) {
      const texts = await accountTexts(tx, person.user_id);
      const isChild = person.user_id === account.id;
      await deps.mailer.send(
        {
          to: person.email,
          subject: texts.t('mail.family.handedOverSubject', { club: texts.club, name: child.full_name }),
          text: texts.t(isChild ? 'mail.family.handedOverChildBody' : 'mail.family.handedOverGuardianBody', {
            name: child.full_name,
            memberNumber: texts.ltr(child.member_number),
            link: `${deps.publicUrl}/dashboard`,
          }),
        },
        tx,
      );
    }
  });
}
