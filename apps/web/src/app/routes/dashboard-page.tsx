import { SharedFolders } from '../../features/archive/components/shared-folders';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MyEvents } from '../../features/events/components/my-event-places';
import { useFamily } from '../../features/members/api/get-family';
import { useMyMembership } from '../../features/members/api/get-my-membership';
import { GuardianInvitations } from '../../features/members/components/guardian-invitations';
import { MyFamily } from '../../features/members/components/my-family';
import { MyMembership } from '../../features/members/components/my-membership';
import { MyAccountNotices } from '../../features/notifications/components/my-notices';
import { useMyApplications } from '../../features/registrations/api/get-my-applications';
import { MyApplications } from '../../features/registrations/components/my-applications';
import { SetupChecklistCard } from '../../features/settings/components/setup-checklist';
import { MySchedule } from '../../features/teams/components/my-schedule';
import { MyNotices } from '../../features/teams/components/team-notices';

/** The member dashboard, composed with the viewer's membership, their children's, and the archive folders shared with them. */
export function DashboardRoute() {
  const mine = useMyMembership();
  const family = useFamily();
  const applications = useMyApplications();
  // A member, a guardian, or someone whose application waits: nobody on the way in is told to "upgrade".
  const belongsToClub =
    Boolean(mine.data?.member) || (family.data?.children.length ?? 0) > 0 || (applications.data?.length ?? 0) > 0;
  return (
    <DashboardPage
      belongsToClub={belongsToClub}
      membership={
        <>
          <SetupChecklistCard />
          <GuardianInvitations />
          <MyApplications />
          <MyMembership />
          <MyFamily />
          <MyAccountNotices />
          <MyNotices />
          <MyEvents />
          <MySchedule />
        </>
      }
      sharedFolders={<SharedFolders />}
    />
  );
}
