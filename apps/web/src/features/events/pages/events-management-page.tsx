import type { ClubEvent } from '@club/shared';
import { CalendarCheck, CalendarClock, CalendarDays, CalendarRange, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { EventStatusBadge } from '../../../components/event-status-badge';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useListPage } from '../../../lib/use-list-page';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-admin-events';
import { EventFormDialog } from '../components/event-form-dialog';
import { SignUpsDialog } from '../components/sign-ups-dialog';
import { WaitingEventFees } from '../components/waiting-event-fees';

export function EventsManagementPage() {
  return (
    <AdminFrame moduleId="events" title={t('events.eventsManagementPage.eventsManagement')}>
      <EventsManagement />
    </AdminFrame>
  );
}

function EventsManagement() {
  const { can } = useAuth();
  const remove = useDeleteEvent();
  const [signUps, setSignUps] = useState<ClubEvent | null>(null);
  const list = useListPage<ClubEvent>({
    remove: (event) => remove.mutateAsync(event.id),
    pending: remove.isPending,
    success: 'Event deleted successfully',
    failure: 'Failed to delete event',
  });
  const events = useAdminEvents(list.query);

  if (events.isError) return <p className="text-red-700">{t('events.eventsManagementPage.failedToLoadEvents')}</p>;
  if (!events.data) return <Spinner />;
  const { items, total, pageSize, stats } = events.data;

  return (
    <div className="flex flex-col gap-6">
      <WaitingEventFees />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('events.eventsManagementPage.total')} value={stats.total} icon={CalendarDays} />
        <StatCard label={t('events.eventsManagementPage.upcoming')} value={stats.upcoming} icon={CalendarClock} />
        <StatCard label={t('events.eventsManagementPage.ongoing')} value={stats.ongoing} icon={CalendarRange} />
        <StatCard label={t('events.eventsManagementPage.completed')} value={stats.completed} icon={CalendarCheck} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={t('events.eventsManagementPage.searchEvents')}
          placeholder={t('events.eventsManagementPage.searchEvents2')}
          value={list.search}
          onSearch={list.setSearch}
        />
        {can('events', 'create') && (
          <PageAction>
            <Button onClick={() => list.editor.open(null)}>
              <Plus aria-hidden /> {t('events.eventsManagementPage.addEvent')}
            </Button>
          </PageAction>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {list.search
            ? t('events.eventsManagementPage.noEventsMatchYour')
            : t('events.eventsManagementPage.noEventsYet')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((event) => (
            <li key={event.id}>
              <Card>
                <CardContent className="flex flex-wrap items-start justify-between gap-4 pt-6">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold">{event.title}</h2>
                      <EventStatusBadge status={event.status} />
                      {!event.isPublic && <Badge variant="outline">{t('events.eventsManagementPage.private')}</Badge>}
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {formatDateTime(event.eventDate)}
                      {event.location ? ` · ${event.location}` : ''}
                      {event.registrationFee ? ` · ${formatMoney(event.registrationFee)}` : ''}
                      {event.maxParticipants
                        ? t('events.eventsManagementPage.upTo', { maxParticipants: event.maxParticipants })
                        : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {can('events', 'edit') && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('events.signUps.open', { event: event.title })}
                        onClick={() => setSignUps(event)}
                      >
                        <Users aria-hidden /> {t('events.signUps.button')}
                      </Button>
                    )}
                    <RowActions
                      label={event.title}
                      canEdit={can('events', 'edit')}
                      onEdit={() => list.editor.open(event)}
                      canDelete={can('events', 'delete')}
                      onDelete={() => list.deletion.ask(event)}
                      withText
                    />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      <EventFormDialog event={list.editor.record} {...list.editor.dialog} />
      <SignUpsDialog event={signUps} onOpenChange={(open) => !open && setSignUps(null)} />
      <ConfirmDialog
        title={t('events.eventsManagementPage.deleteEvent')}
        message={t('events.eventsManagementPage.areYouSureYou', { value0: list.deletion.target?.title ?? '' })}
        {...list.deletion.dialog}
      />
    </div>
  );
}
