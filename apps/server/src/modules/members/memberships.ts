import { clubToday, type MemberListQuery } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { SettingsStore } from '../../platform/settings';
import {
  cardMembership,
  type ListContext,
  listMemberships,
  memberInReach,
  membershipOfAccount,
  membershipView,
  planSummaries,
  seasonRange,
} from './repository';

export {
  allMemberships as membershipsForExport,
  findMember,
  type ListContext,
  memberInReach,
} from './repository';

/** The account's member number and latest membership, as its dashboard shows them (member null for no member). */
export async function membershipOfViewer(deps: { db: AppDatabase; settings: SettingsStore }, userId: string) {
  const { graceDays, yearStartMonth } = deps.settings.current().membership;
  const found = await membershipOfAccount(deps.db, userId, { today: clubToday(), graceDays });
  const card = found ? await cardMembership(deps.db, found.member.id) : null;
  return {
    member: found
      ? {
          memberNumber: found.member.member_number,
          fullName: found.member.full_name,
          remindersOff: found.member.reminders_off,
          cardEndsOn: card?.ends_on ?? null,
        }
      : null,
    membership: found?.membership ? membershipView(found.membership, yearStartMonth) : null,
  };
}

/** The latest paid membership on the card of the account's member, or of their child (null when there is none). */
export async function memberCard(db: AppDatabase, userId: string, memberId: string | undefined) {
  const member = await memberInReach(db, userId, memberId);
  return member ? cardMembership(db, member.id) : null;
}

/** A page of a season's memberships, with the season's counts and income per plan and the seasons on record. */
export async function seasonMemberships(db: AppDatabase, query: MemberListQuery, context: ListContext) {
  const [list, plans, range] = await Promise.all([
    listMemberships(db, query, context),
    planSummaries(db, context.season),
    seasonRange(db),
  ]);
  return { list, plans, range };
}
