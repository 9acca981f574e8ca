import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { paths, signInThen } from '../../../lib/paths';
import { useEventPlaces, usePlaceChange } from '../api/places';

/**
 * Signing up for the event: the places taken and waiting, and the member's own place or their turn on the
 * waiting list, with the one button that changes it.
 */
export function EventPlaces({ eventId }: { eventId: string }) {
  const { user, loading } = useAuth();
  const places = useEventPlaces(eventId);
  const change = usePlaceChange(eventId);
  if (!places.data || loading) return null;
  const { open, feeAtOffice, maxParticipants, registered, waiting, mine } = places.data;
  const full = maxParticipants !== null && registered >= maxParticipants;
  const act = (what: 'join' | 'leave') =>
    change.mutate(what, {
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  return (
    <section
      aria-labelledby="event-places-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="event-places-heading" className="text-lg font-semibold">
        {t('news.places.title')}
      </h2>
      <p className="text-sm text-slate-700" role="status">
        {maxParticipants === null
          ? t('news.places.signedUp', { count: registered })
          : t('news.places.taken', { registered, max: maxParticipants })}
        {waiting > 0 && ` ${t('news.places.waiting', { count: waiting })}`}
      </p>
      {mine?.status === 'registered' && <p className="font-medium text-green-800">{t('news.places.yours')}</p>}
      {mine?.status === 'waiting' && (
        <p className="font-medium text-amber-800">{t('news.places.queued', { position: mine.position ?? 1 })}</p>
      )}
      {feeAtOffice ? (
        <p className="text-sm text-slate-700">{t('news.places.feeAtOffice')}</p>
      ) : mine ? (
        <Button variant="outline" className="self-start" disabled={change.isPending} onClick={() => act('leave')}>
          {mine.status === 'registered' ? t('news.places.giveUp') : t('news.places.leaveQueue')}
        </Button>
      ) : !open ? (
        <p className="text-sm text-slate-700">{t('news.places.closed')}</p>
      ) : !user ? (
        <Button asChild className="self-start">
          <Link to={signInThen(paths.event(eventId))}>{t('news.places.signInFirst')}</Link>
        </Button>
      ) : (
        <Button className="self-start" disabled={change.isPending} onClick={() => act('join')}>
          {full ? t('news.places.joinQueue') : t('news.places.signUp')}
        </Button>
      )}
    </section>
  );
}
