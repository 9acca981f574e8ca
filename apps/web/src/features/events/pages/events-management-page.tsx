import { type ClubEvent, eventStatusLabel, formatMvr } from '@club/shared';
import { CalendarCheck, CalendarClock, CalendarDays, CalendarRange, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-admin-events';
import { EventFormDialog } from '../components/event-form-dialog';

export function EventsManagementPage() {
  return (
    <AdminFrame moduleId="events" title="Events Management">
      <EventsManagement />
    </AdminFrame>
  );
}

function EventsManagement() {
  const { can } = useAuth();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ClubEvent | null>(null);
  const [deleting, setDeleting] = useState<ClubEvent | null>(null);
  const events = useAdminEvents({ page, search });
  const remove = useDeleteEvent();

  const openForm = (event: ClubEvent | null) => {
    setEditing(event);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Event deleted successfully' });
    } catch {
      toast.error('Error', { description: 'Failed to delete event' });
    }
    setDeleting(null);
  };

  if (events.isError) return <p className="text-red-700">Failed to load events</p>;
  if (!events.data) return <Spinner />;
  const { items, total, pageSize, stats } = events.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total" value={stats.total} icon={CalendarDays} />
        <StatCard label="Upcoming" value={stats.upcoming} icon={CalendarClock} />
        <StatCard label="Ongoing" value={stats.ongoing} icon={CalendarRange} />
        <StatCard label="Completed" value={stats.completed} icon={CalendarCheck} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          className="max-w-xs"
          placeholder="Search events..."
          aria-label="Search events"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {can('events', 'create') && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden /> Add Event
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {search ? 'No events match your search.' : 'No events yet.'}
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
                      <Badge variant={event.status === 'cancelled' ? 'destructive' : 'default'}>
                        {eventStatusLabel(event.status)}
                      </Badge>
                      {!event.isPublic && <Badge variant="outline">Private</Badge>}
                    </div>
                    <p className="mt-1 text-sm text-slate-600">
                      {formatDateTime(event.eventDate)}
                      {event.location ? ` · ${event.location}` : ''}
                      {event.registrationFee ? ` · ${formatMvr(event.registrationFee)}` : ''}
                      {event.maxParticipants ? ` · up to ${event.maxParticipants}` : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <RowActions
                      label={event.title}
                      canEdit={can('events', 'edit')}
                      onEdit={() => openForm(event)}
                      canDelete={can('events', 'delete')}
                      onDelete={() => setDeleting(event)}
                      withText
                    />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <EventFormDialog open={formOpen} event={editing} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete event"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
