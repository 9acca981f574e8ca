import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { signInThen } from '../../../lib/paths';
import { PushToggle } from './push-toggle';

/**
 * Beside an answer given from a reminder's link: the club's notices on this device. Notices belong to an account,
 * so a reader who is not signed in here is asked to sign in first (and comes back to this page).
 */
export function TellMeHere({ page }: { page: string }) {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (!user)
    return (
      <Link to={signInThen(page)} className="self-start text-sm text-brand-700 underline underline-offset-2">
        {t('profiles.push.signInToTurnOn')}
      </Link>
    );
  return <PushToggle compact />;
}
