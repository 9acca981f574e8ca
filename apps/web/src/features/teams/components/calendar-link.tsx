import type { CalendarFeedLink } from '@club/shared';
import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useCalendarFeed } from '../api/calendar-feed';

/**
 * A calendar link (a feed the phone's calendar subscribes to; the portal never writes into it): made here and
 * shown once, replaced or stopped at any time; the old address stops working at once.
 */
export function CalendarLink({ path, intro }: { path: string; intro: string }) {
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const fieldId = useId();
  const failed = (error: Error) => toast.error(t('common.toast.error'), { description: errorMessage(error) });
  const { status, make, stop } = useCalendarFeed(path, failed);
  const active = status.data?.active ?? false;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <p>{intro}</p>
      {active && status.data?.createdAt && !link && (
        <p className="text-slate-600">{t('teams.feed.live', { date: formatDate(status.data.createdAt) })}</p>
      )}
      {link && (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="font-medium">
            {t('teams.feed.address')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={fieldId}
              readOnly
              value={link.url}
              className="min-w-0 flex-1"
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outline"
              onClick={() =>
                navigator.clipboard
                  .writeText(link.url)
                  .then(() => toast.success(t('teams.feed.copied')))
                  .catch(failed)
              }
            >
              <Copy aria-hidden /> {t('teams.feed.copy')}
            </Button>
          </div>
          <p className="text-slate-600">{t('teams.feed.shownOnce')}</p>
          <Button asChild className="self-start">
            <a href={link.webcal}>
              <CalendarPlus aria-hidden /> {t('teams.feed.subscribe')}
            </a>
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={make.isPending || !status.data}
          onClick={() => make.mutate(undefined, { onSuccess: setLink })}
        >
          {active ? t('teams.feed.replace') : t('teams.feed.make')}
        </Button>
        {active && (
          <Button
            variant="outline"
            disabled={stop.isPending}
            onClick={() =>
              stop.mutate(undefined, {
                onSuccess: () => {
                  setLink(null);
                  toast.success(t('teams.feed.stopped'));
                },
              })
            }
          >
            {t('teams.feed.stop')}
          </Button>
        )}
      </div>
    </div>
  );
}
