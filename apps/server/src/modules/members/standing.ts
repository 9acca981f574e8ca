import { clubToday, seasonBounds, seasonLabel, seasonOf } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import type { DatabaseOrTransaction } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { followMembershipRoles } from './repository';

export interface MemberDeps {
  db: AppDatabase;
  permissions: PermissionStore;
  mailer: Mailer;
  settings: SettingsStore;
  storage: FileStorage;
  publicUrl: string;
}

/** The season today is in, and its label, under the club's membership year. */
export function currentSeason(settings: SettingsStore, today = clubToday()) {
  const { yearStartMonth } = settings.current().membership;
  const season = seasonOf(today, yearStartMonth);
  return { season, label: seasonLabel(season, yearStartMonth), ...seasonBounds(season, yearStartMonth) };
}

/** The day a member's standing is read against: today, club time, and the club's grace period. */
export const standingDay = (settings: SettingsStore) => ({
  today: clubToday(),
  graceDays: settings.current().membership.graceDays,
});

/**
 * The role follows the membership (decision 035), in the caller's transaction: for `memberIds` (a fee just
 * collected, an account just linked) or every member (the hourly pass). Each change is in the audit log, by the
 * staff whose decision caused it, or by nobody for the pass.
 */
export async function rolesFollowMembership(
  tx: DatabaseOrTransaction,
  settings: SettingsStore,
  actor: Viewer | null,
  memberIds?: readonly string[],
) {
  const changes = await followMembershipRoles(tx, standingDay(settings), memberIds);
  if (changes.length)
    await tx.insert(auditLog).values(
      changes.map((change) => ({
        actorId: actor?.userId ?? null,
        actorEmail: actor?.email ?? null,
        action: 'user.role_follows_membership',
        entityType: 'user',
        entityId: change.user_id,
        before: { role: change.before },
        after: { role: change.after, memberNumber: change.member_number },
      })),
    );
  return changes;
}

/** The hourly pass: members in standing hold the Member role, lapsed ones go back to Guest (one transaction). */
export const followRolesOfAllMembers = (deps: Pick<MemberDeps, 'db' | 'settings'>) =>
  deps.db.transaction((tx) => rolesFollowMembership(tx, deps.settings, null));
