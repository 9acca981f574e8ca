import { type ClubEvent, TRUNCATE, truncate } from '@club/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardContent, CardHeader, CardLink, CardTitle, LinkedCard } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/**
 * An event as a card linking to its page: when, what and where. On the news and events page it fills its grid
 * cell and carries its status (to come, on, over); on the home page (events to come only) it is smaller, and
 * the home page loads no badge for it.
 */
export function EventCard({
  event,
  status,
}: {
  event: Pick<ClubEvent, 'id' | 'title' | 'description' | 'eventDate' | 'location'>;
  status?: ReactNode;
}) {
  const withStatus = status !== undefined;
  const when = (
    <p className={cn('flex items-center gap-2 font-medium text-brand-700', withStatus ? 'text-sm' : 'text-xs')}>
      <CalendarDays className="size-4" aria-hidden /> {formatDateTime(event.eventDate)}
    </p>
  );
  return (
    <LinkedCard className={cn(withStatus && 'h-full')}>
      <CardHeader className="pb-2">
        {withStatus ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {when}
            {status}
          </div>
        ) : (
          when
        )}
        <CardTitle>
          <CardLink to={paths.event(event.id)} dir="auto">
            {event.title}
          </CardLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm text-slate-600">
        <p dir="auto">{truncate(event.description, TRUNCATE.eventDescription)}</p>
        {event.location && (
          <p className="flex items-center gap-1">
            <MapPin className="size-4" aria-hidden /> <bdi>{event.location}</bdi>
          </p>
        )}
      </CardContent>
    </LinkedCard>
  );
}
