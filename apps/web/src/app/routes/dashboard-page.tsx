import { SharedFolders } from '../../features/archive/components/shared-folders';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';

/** The member dashboard, composed with the archive folders shared with the viewer. */
export function DashboardRoute() {
  return <DashboardPage sharedFolders={<SharedFolders />} />;
}
