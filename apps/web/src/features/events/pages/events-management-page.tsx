import type { ClubEvent } from '@club/shared';
import { CalendarCheck, CalendarClock, CalendarDays, CalendarRange, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminList, RecordCard } from '../../../components/admin-list';
import { EventStatusBadge } from '../../../components/event-status-badge';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RowActions } from '../../../components/ui/row-actions';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { deleteById, useListPage } from '../../../lib/use-list-page';
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
  const [signUps, setSignUps] = useState<ClubEvent | null>(null);
  const list = useListPage<ClubEvent>({
    ...deleteById(useDeleteEvent()),
    success: 'Event deleted successfully',
    failure: 'Failed to delete event',
  });
  const events = useAdminEvents(list.query);
  return (
    <AdminList
      list={list}
      result={events}
      failed={t('events.eventsManagementPage.failedToLoadEvents')}
      above={({ stats }) => (
        <>
          <WaitingEventFees />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('events.eventsManagementPage.total')} value={stats.total} icon={CalendarDays} />
            <StatCard label={t('events.eventsManagementPage.upcoming')} value={stats.upcoming} icon={CalendarClock} />
            <StatCard label={t('events.eventsManagementPage.ongoing')} value={stats.ongoing} icon={CalendarRange} />
            <StatCard label={t('events.eventsManagementPage.completed')} value={stats.completed} icon={CalendarCheck} />
          </div>
        </>
      )}
      search={{
        label: t('events.eventsManagementPage.searchEvents'),
        placeholder: t('events.eventsManagementPage.searchEvents2'),
      }}
      add={can('events', 'create') ? t('events.eventsManagementPage.addEvent') : null}
      empty={{
        none: t('events.eventsManagementPage.noEventsYet'),
        noMatch: t('events.eventsManagementPage.noEventsMatchYour'),
      }}
      deletion={{
        title: t('events.eventsManagementPage.deleteEvent'),
        message: (event) => t('events.eventsManagementPage.areYouSureYou', { value0: event.title }),
      }}
      dialogs={
        <>
          <EventFormDialog event={list.editor.record} {...list.editor.dialog} />
          <SignUpsDialog event={signUps} onOpenChange={(open) => !open && setSignUps(null)} />
        </>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((event) => (
            <li key={event.id}>
              <RecordCard
                actions={
                  <>
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
                  </>
                }
              >
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
              </RecordCard>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}
