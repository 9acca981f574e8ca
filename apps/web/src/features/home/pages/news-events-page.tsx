import { type ClubEvent, eventStatusLabel, type News, TRUNCATE, truncate } from '@club/shared';
import { CalendarDays, MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useNewsEventsFeed } from '../api/get-news-events-feed';

export function NewsEventsPage() {
  const feed = useNewsEventsFeed();
  const [reading, setReading] = useState<News | null>(null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">News & Events</h1>
        <p className="mt-2 text-slate-600">Match reports, club announcements and what is coming up.</p>
      </header>
      {feed.isError ? (
        <p className="text-red-700">Failed to load news and events</p>
      ) : !feed.data ? (
        <Spinner />
      ) : (
        <>
          {feed.data.featured.length > 0 && (
            <section aria-labelledby="featured-heading">
              <h2 id="featured-heading" className="mb-4 text-2xl font-semibold">
                Featured News
              </h2>
              <ul className="grid gap-6 md:grid-cols-2">
                {feed.data.featured.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} excerptLength={TRUNCATE.featuredExcerpt} featured onRead={setReading} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="latest-heading">
            <h2 id="latest-heading" className="mb-4 text-2xl font-semibold">
              Latest News
            </h2>
            {feed.data.latest.length === 0 && feed.data.featured.length === 0 ? (
              <p className="text-slate-500">No news articles have been published yet.</p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {feed.data.latest.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} excerptLength={TRUNCATE.latestExcerpt} onRead={setReading} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-4 text-2xl font-semibold">
              Upcoming Events
            </h2>
            {feed.data.upcomingEvents.length === 0 ? (
              <p className="text-slate-500">No upcoming events scheduled.</p>
            ) : (
              <EventList events={feed.data.upcomingEvents} />
            )}
          </section>
          {feed.data.otherEvents.length > 0 && (
            <section aria-labelledby="other-heading">
              <h2 id="other-heading" className="mb-4 text-2xl font-semibold">
                Past & Other Events
              </h2>
              <EventList events={feed.data.otherEvents} />
            </section>
          )}
        </>
      )}
      <Dialog open={reading !== null} onOpenChange={(open) => !open && setReading(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{reading?.title}</DialogTitle>
            <DialogDescription>{reading?.publishDate ? formatDate(reading.publishDate) : ''}</DialogDescription>
          </DialogHeader>
          {reading?.featuredImageUrl && (
            <StoredImage
              src={reading.featuredImageUrl}
              sizes="(min-width: 768px) 640px, 100vw"
              alt=""
              className="max-h-80 w-full rounded-lg object-cover"
            />
          )}
          <div
            className="flex flex-col gap-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: news content is sanitised on the server with an allowlist
            dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function NewsCard({
  item,
  excerptLength,
  featured,
  onRead,
}: {
  item: News;
  excerptLength: number;
  featured?: boolean;
  onRead: (item: News) => void;
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {item.featuredImageUrl && (
        <StoredImage
          src={item.featuredImageUrl}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          className="h-48 w-full object-cover"
          onError={(e) => {
            e.currentTarget.style.display = 'none';
          }}
        />
      )}
      <CardHeader className="pb-2">
        <p className="flex items-center gap-2 text-xs text-slate-500">
          {featured && (
            <Badge variant="secondary">
              <Star className="mr-1 size-3" aria-hidden /> Featured
            </Badge>
          )}
          {item.publishDate ? formatDate(item.publishDate) : ''}
        </p>
        <CardTitle>{item.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        {item.excerpt && <p className="text-sm text-slate-600">{truncate(item.excerpt, excerptLength)}</p>}
        <Button variant="outline" size="sm" className="self-start" onClick={() => onRead(item)}>
          Read More
        </Button>
      </CardContent>
    </Card>
  );
}

function EventList({ events }: { events: ClubEvent[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <Card className="h-full">
            <CardHeader className="pb-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
                  <CalendarDays className="size-4" aria-hidden /> {formatDateTime(event.eventDate)}
                </p>
                <Badge variant={event.status === 'cancelled' ? 'destructive' : 'outline'}>
                  {eventStatusLabel(event.status)}
                </Badge>
              </div>
              <CardTitle>{event.title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm text-slate-600">
              <p>{truncate(event.description, TRUNCATE.eventDescription)}</p>
              {event.location && (
                <p className="flex items-center gap-1 text-slate-500">
                  <MapPin className="size-4" aria-hidden /> {event.location}
                </p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
