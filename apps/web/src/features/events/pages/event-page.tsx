import { CalendarDays, MapPin, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EventStatusBadge } from '../../../components/event-status-badge';
import { BackLink, DetailPageState } from '../../../components/page-state';
import { ShareLinks } from '../../../components/share-links';
import { StoredImage } from '../../../components/stored-image';
import { UserText } from '../../../components/ui/user-text';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/get-event';
import { EventPlaces } from '../components/event-places';

export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  useDocumentTitle(event.data?.title);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <BackLink to={paths.newsEvents}>{t('news.page.all')}</BackLink>
      {!event.data ? (
        <DetailPageState error={event.error} notFoundText={t('news.event.notFound')} />
      ) : (
        <article className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <EventStatusBadge status={event.data.status} />
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl" dir="auto">
              {event.data.title}
            </h1>
          </header>
          <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
            <Fact icon={<CalendarDays className="size-5" aria-hidden />} label={t('news.event.when')}>
              {event.data.endDate
                ? t('news.event.until', {
                    start: formatDateTime(event.data.eventDate),
                    end: formatDateTime(event.data.endDate),
                  })
                : formatDateTime(event.data.eventDate)}
            </Fact>
            {event.data.location && (
              <Fact icon={<MapPin className="size-5" aria-hidden />} label={t('news.event.where')}>
                <bdi>{event.data.location}</bdi>
              </Fact>
            )}
            {event.data.registrationFee && (
              <Fact icon={<Ticket className="size-5" aria-hidden />} label={t('news.event.fee')}>
                <bdi dir="ltr">{formatMoney(event.data.registrationFee)}</bdi>
              </Fact>
            )}
            {event.data.maxParticipants != null && (
              <Fact icon={<Users className="size-5" aria-hidden />} label={t('news.event.places')}>
                {t('news.event.upTo', { count: event.data.maxParticipants })}
              </Fact>
            )}
          </dl>
          <StoredImage
            src={event.data.eventImageUrl}
            sizes="(min-width: 768px) 768px, 100vw"
            className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
          />
          <UserText className="whitespace-pre-line leading-relaxed text-slate-800">{event.data.description}</UserText>
          <EventPlaces eventId={event.data.id} />
          {/* What a friend needs to come: when and where, in the sharer's language. */}
          <ShareLinks
            text={[event.data.title, formatDateTime(event.data.eventDate), event.data.location]
              .filter(Boolean)
              .join(' · ')}
            path={paths.event(event.data.id)}
          />
        </article>
      )}
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-600">
        <span className="text-brand-700">{icon}</span> {label}
      </dt>
      <dd className="ps-7 text-slate-900">{children}</dd>
    </div>
  );
}
