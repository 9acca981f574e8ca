import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { UserText } from '../../../components/ui/user-text';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useMyNotices } from '../api/get-my-notices';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { PushToggle } from './push-toggle';

/**
 * On the dashboard: what the club told the person (a session moved, a place freed, a renewal due), newest first,
 * the unread marked; opening one marks it read.
 */
export function MyAccountNotices() {
  const notices = useMyNotices();
  const markRead = useMarkNoticesRead();
  // "Mark all as read" goes once all are read: the keyboard's place moves to the heading, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  if (notices.isError) return <p className="text-sm text-red-700">{t('modules.dashboard.notices.failed')}</p>;
  if (!notices.data) return null;
  const { items, unread } = notices.data;
  return (
    <section
      aria-labelledby="account-notices-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="account-notices-heading"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold focus:outline-none"
        >
          <Bell className="size-5 text-brand-700" aria-hidden /> {t('modules.dashboard.notices.title')}
          {unread > 0 && <Badge>{t('modules.dashboard.notices.unread', { count: unread })}</Badge>}
        </h2>
        {unread > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate('all', { onSuccess: () => heading.current?.focus() })}
          >
            {t('modules.dashboard.notices.markAllRead')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('modules.dashboard.notices.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {items.map((notice) => (
            <li key={notice.id} className={cn('flex flex-col gap-1 py-2', !notice.read && 'font-medium')}>
              <Link
                to={notice.link}
                className="text-brand-700 underline-offset-2 hover:underline"
                onClick={() => notice.read || markRead.mutate(notice.id)}
              >
                {!notice.read && (
                  <span className="me-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t('modules.dashboard.notices.new')}
                  </span>
                )}
                <bdi>{notice.title}</bdi>
              </Link>
              <UserText className="font-normal text-slate-700">{notice.body}</UserText>
              <p className="font-normal text-slate-500">{formatDateTime(notice.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <PushToggle compact />
    </section>
  );
}
