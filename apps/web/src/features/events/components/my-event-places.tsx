import type { MyEventPlaces } from '@club/shared';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardSection } from '../../../components/dashboard-section';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMyEventPlaces } from '../api/get-my-event-places';

/** What the person still has to do about their place, if anything. */
function feeNote({ fee, payBy }: MyEventPlaces[number]) {
  if (fee === 'due' && payBy) return t('events.mine.payBy', { payBy: formatDateTime(payBy) });
  if (fee === 'sent') return t('events.mine.slipSent');
  if (fee === 'confirmed') return t('events.mine.paid');
  return null;
}

/** On the dashboard: the events the person has a place in or waits for, soonest first; nothing when none. */
export function MyEvents() {
  const places = useMyEventPlaces();
  if (!places.data || places.data.length === 0) return null;
  return (
    <DashboardSection id="my-events" icon={Ticket} title={t('events.mine.title')}>
      <ul className="flex flex-col divide-y divide-slate-100">
        {places.data.map((place) => {
          const note = feeNote(place);
          return (
            <li key={place.eventId} className="flex flex-col gap-1 py-3">
              <Link
                to={paths.event(place.eventId)}
                className="font-medium text-brand-700 hover:underline"
                aria-label={t('events.mine.open', { event: place.title })}
              >
                <bdi>{place.title}</bdi>
              </Link>
              <p className="text-sm text-slate-600">
                {formatDateTime(place.eventDate)}
                {place.location && (
                  <>
                    {' · '}
                    <bdi>{place.location}</bdi>
                  </>
                )}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={place.status === 'registered' ? 'default' : 'secondary'}>
                  {place.status === 'registered' ? t('events.mine.place') : t('events.mine.waiting')}
                </Badge>
                {note && <span className="text-sm">{note}</span>}
              </div>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
