import { PushCard } from '../../features/notifications/components/push-card';
import { ProfilePage } from '../../features/profiles/pages/profile-page';

/** The profile, composed with the card that turns the club's notices on for this device. */
export function ProfileRoute() {
  return <ProfilePage notifications={<PushCard />} />;
}
