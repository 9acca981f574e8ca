import { TRUNCATE, truncate } from '@club/shared';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { CardContent, LinkedCard } from '../../../components/ui/card';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useHomeFeed } from '../api/get-home-feed';
import { EventCard } from './event-card';
import { NewsCardHeader } from './news-card-header';

/** Latest news and upcoming events on the home page; refreshes by itself when either changes. */
export function HomeFeed() {
  const feed = useHomeFeed();
  if (feed.isError) return <p className="mx-auto max-w-7xl px-4 py-8 text-red-700">{t('home.feed.failed')}</p>;

  return (
    <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2" aria-label={t('home.feed.label')}>
      <div>
        <div className="flex items-center justify-between">
          <h2 className="text-2xl font-bold">{t('home.feed.latestNews')}</h2>
          <Link to={paths.newsEvents} className="text-sm font-medium text-brand-700 hover:underline">
            {t('home.feed.allNews')}
          </Link>
        </div>
        <ul className="mt-4 flex flex-col gap-4" aria-label={t('home.feed.latestNews')}>
          {feed.data?.news.length === 0 && <li className="text-slate-500">{t('home.feed.noNews')}</li>}
          {feed.data?.news.map((item) => (
            <li key={item.id}>
              <LinkedCard>
                <NewsCardHeader item={item}>
                  <Newspaper className="size-4" aria-hidden />
                </NewsCardHeader>
                {item.excerpt && (
                  <CardContent className="text-sm text-slate-600" dir="auto">
                    {truncate(item.excerpt, TRUNCATE.latestExcerpt)}
                  </CardContent>
                )}
              </LinkedCard>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <div className="flex items-center justify-between">
          <h2 className="text-2xl font-bold">{t('home.feed.upcomingEvents')}</h2>
          <Link to={paths.newsEvents} className="text-sm font-medium text-brand-700 hover:underline">
            {t('home.feed.allEvents')}
          </Link>
        </div>
        <ul className="mt-4 flex flex-col gap-4" aria-label={t('home.feed.upcomingEvents')}>
          {feed.data?.events.length === 0 && <li className="text-slate-500">{t('home.feed.noEvents')}</li>}
          {feed.data?.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
