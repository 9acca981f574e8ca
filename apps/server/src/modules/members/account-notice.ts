import type { Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { mailAccount } from '../../platform/mail';
import type { ServerTextValues } from '../../platform/texts';
import type { MemberDeps } from './standing';

/**
 * A member record's change that concerns an account (linked to the record, made or invited to be its guardian):
 * audited on the member in the change's transaction (`after` beside the member number), and told to the account in
 * its language: `mail.<mail>Subject` names the club and the member, `mail.<mail>Body` the member, their number, the
 * dashboard's link and `values`.
 */
export async function auditAndTellAccount(
  tx: Transaction,
  deps: Pick<MemberDeps, 'mailer' | 'publicUrl'>,
  actor: Viewer,
  member: { id: string; member_number: string; full_name: string },
  account: { id: string; email: string },
  change: {
    action: 'member.link-account' | 'member.invite-guardian' | 'member.add-guardian';
    after: Record<string, string>;
    mail: 'membershipDecision.linked' | 'family.guardianInvited' | 'family.guardianAdded';
    values?: ServerTextValues;
  },
) {
  await recordAudit(tx, actor, {
    action: change.action,
    entityType: 'members',
    entityId: member.id,
    after: { memberNumber: member.member_number, ...change.after },
  });
  await mailAccount(tx, deps.mailer, account, (texts) => ({
    subject: texts.t(`mail.${change.mail}Subject`, { club: texts.club, name: member.full_name }),
    text: texts.t(`mail.${change.mail}Body`, {
      name: member.full_name,
      memberNumber: texts.ltr(member.member_number),
      link: `${deps.publicUrl}/dashboard`,
      ...change.values,
    }),
  }));
}
