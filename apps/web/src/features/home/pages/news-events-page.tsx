import { type ClubEvent, type NewsEventsFeed, TRUNCATE, truncate } from '@club/shared';
import { Newspaper, Star } from 'lucide-react';
import { EventStatusBadge } from '../../../components/event-status-badge';
import { PageSection, PublicPage } from '../../../components/layouts/public-page';
import { Loaded } from '../../../components/page-state';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { CardContent, LinkedCard } from '../../../components/ui/card';
import { t } from '../../../lib/i18n';
import { useNewsEventsFeed } from '../api/get-news-events-feed';
import { EventCard } from '../components/event-card';
import { NewsCardHeader } from '../components/news-card-header';

export function NewsEventsPage() {
  const feed = useNewsEventsFeed();

  return (
    <PublicPage title={t('news.page.title')} intro={t('news.page.intro')}>
      <Loaded query={feed} failed={t('news.page.failed')}>
        {(data) => (
          <>
            {data.featured.length > 0 && (
              <PageSection id="featured-heading" title={t('news.page.featured')}>
                <ul className="grid gap-6 md:grid-cols-2">
                  {data.featured.map((item, index) => (
                    <li key={item.id}>
                      <NewsCard item={item} excerptLength={TRUNCATE.featuredExcerpt} featured first={index === 0} />
                    </li>
                  ))}
                </ul>
              </PageSection>
            )}
            <PageSection id="latest-heading" title={t('news.page.latest')}>
              {data.latest.length === 0 && data.featured.length === 0 ? (
                <p className="text-slate-500">{t('news.page.noNews')}</p>
              ) : (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {data.latest.map((item, index) => (
                    <li key={item.id}>
                      <NewsCard
                        item={item}
                        excerptLength={TRUNCATE.latestExcerpt}
                        first={index === 0 && data.featured.length === 0}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </PageSection>
            <PageSection id="upcoming-heading" title={t('news.page.upcoming')}>
              {data.upcomingEvents.length === 0 ? (
                <p className="text-slate-500">{t('news.page.noEvents')}</p>
              ) : (
                <EventList events={data.upcomingEvents} />
              )}
            </PageSection>
            {data.otherEvents.length > 0 && (
              <PageSection id="other-heading" title={t('news.page.other')}>
                <EventList events={data.otherEvents} />
              </PageSection>
            )}
          </>
        )}
      </Loaded>
    </PublicPage>
  );
}

/** The whole card opens the article; the title is the one link (its area stretched over the card). */
/** `first`: the card at the top of the page, whose picture is the largest thing on screen: fetched first. */
function NewsCard({
  item,
  excerptLength,
  featured,
  first,
}: {
  item: NewsEventsFeed['latest'][number];
  excerptLength: number;
  featured?: boolean;
  first?: boolean;
}) {
  return (
    <LinkedCard className="flex h-full flex-col overflow-hidden">
      <NewsThumbnail src={item.featuredImageUrl} first={first} />
      <NewsCardHeader item={item}>
        {featured && (
          <Badge variant="secondary">
            <Star className="me-1 size-3" aria-hidden /> {t('news.page.featuredBadge')}
          </Badge>
        )}
      </NewsCardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        {item.excerpt && (
          <p className="text-sm text-slate-600" dir="auto">
            {truncate(item.excerpt, excerptLength)}
          </p>
        )}
        <span className="text-sm font-medium text-brand-700" aria-hidden>
          {t('news.page.readMore')}
        </span>
      </CardContent>
    </LinkedCard>
  );
}

/** The article's image, or a designed placeholder in the club's colours, always the same shape. */
function NewsThumbnail({ src, first }: { src: string | null; first?: boolean }) {
  if (!src)
    return (
      <div className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-white/70">
        <Newspaper className="size-10" aria-hidden />
      </div>
    );
  return (
    <StoredImage
      src={src}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className="aspect-[16/9] w-full bg-slate-100 object-cover"
    />
  );
}

function EventList({ events }: { events: ClubEvent[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} status={<EventStatusBadge status={event.status} />} />
        </li>
      ))}
    </ul>
  );
}
