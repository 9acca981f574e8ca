import { useLocation } from 'react-router';
import { TellMeHere } from '../../features/notifications/components/tell-me-here';
import { AnswerLinkPage } from '../../features/teams/pages/answer-link-page';

/** A reminder's answer page, with the offer to be told on this device from now on. */
export function AnswerLinkRoute() {
  const { pathname } = useLocation();
  return <AnswerLinkPage notifications={<TellMeHere page={pathname} />} />;
}
