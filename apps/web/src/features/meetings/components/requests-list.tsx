import type { MeetingRequest } from '@club/shared';
import { Calendar, Check, MapPin, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { useDecideRequest } from '../api/decide-request';
import { useDeleteRequest } from '../api/delete-request';
import { type RequestView, useMeetingRequests } from '../api/get-meeting-requests';

const STATUS_VARIANT: Record<MeetingRequest['status'], BadgeVariant> = {
  pending: 'outline',
  approved: 'default',
  rejected: 'destructive',
};

const STATUS_LABEL: Record<MeetingRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The first three attendees as chips, then '+N more'. */
export function AttendeeChips({ people }: { people: { userId: string; fullName: string }[] }) {
  const shown = people.slice(0, 3);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('meetings.requestsList.attendees')}>
      {shown.map((person) => (
        <li key={person.userId} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {person.fullName || t('meetings.requestsList.unknown')}
        </li>
      ))}
      {people.length > 3 && (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          +{people.length - 3} {t('meetings.requestsList.more')}
        </li>
      )}
    </ul>
  );
}

/** My Requests, or Approve Requests (pending ones, for approvers): Approve/Reject on pending requests only. */
export function RequestsList({
  view,
  canDecide,
  canDelete,
}: {
  view: RequestView;
  canDecide: boolean;
  canDelete: boolean;
}) {
  const [page, setPage] = useState(1);
  const requests = useMeetingRequests(view, page);
  const decide = useDecideRequest();
  const remove = useDeleteRequest();
  const deletion = useConfirmedDelete<MeetingRequest>({
    remove: (request) => remove.mutateAsync(request.id),
    pending: remove.isPending,
    success: 'Meeting request deleted successfully',
    failure: 'Failed to update meeting request',
  });
  const onDecide = async (request: MeetingRequest, decision: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({ id: request.id, decision });
      toast.success(t('common.toast.done'), {
        description: t('meetings.requestsList.meetingRequestSuccessfully', {
          value0: decision === 'approve' ? 'approved' : 'rejected',
        }),
      });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to update meeting request') });
    }
  };

  if (requests.isError) return <p className="text-red-700">{t('meetings.requestsList.failedToLoadMeeting')}</p>;
  if (!requests.data) return <Spinner />;
  const { items, total, pageSize } = requests.data;
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {view === 'pending'
            ? t('meetings.requestsList.noMeetingRequestsAre')
            : t('meetings.requestsList.youHaveNotRequested')}
        </p>
      ) : (
        <CardList
          className="flex flex-col gap-3"
          items={items}
          contentClassName="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          {(request) => (
            <>
              <div className="flex min-w-0 flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">
                    {request.meetingType} {t('meetings.requestsList.meeting')}
                    {request.meetingNumber
                      ? t('meetings.requestsList.no', { meetingNumber: request.meetingNumber })
                      : ''}
                  </h2>
                  <Badge variant={STATUS_VARIANT[request.status]}>{STATUS_LABEL[request.status]}</Badge>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Calendar className="size-4" aria-hidden /> {formatDateTime(request.requestedDate)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden /> {request.meetingLocation}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {t('meetings.requestsList.requestedBy')}{' '}
                  {request.requestedBy?.fullName || t('meetings.requestsList.unknown')}
                  {request.inCharge
                    ? t('meetings.requestsList.inCharge', { value0: request.inCharge.fullName || 'Unknown' })
                    : ''}
                </p>
                <AttendeeChips people={request.attendees} />
                <ul className="list-disc ps-5 text-sm text-slate-700">
                  {request.reasons.map((reason, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: reasons are plain lines in order
                    <li key={index}>{reason}</li>
                  ))}
                </ul>
                {request.status !== 'pending' && request.approvedAt && (
                  <p className="text-xs text-slate-500">
                    {STATUS_LABEL[request.status]} {t('meetings.requestsList.by')}{' '}
                    {request.approvedByName || t('meetings.requestsList.unknown')} {t('meetings.requestsList.on')}{' '}
                    {formatDateTime(request.approvedAt)}
                  </p>
                )}
              </div>
              {request.status === 'pending' && (canDecide || canDelete) && (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {canDecide && (
                    <>
                      <Button size="sm" disabled={decide.isPending} onClick={() => onDecide(request, 'approve')}>
                        <Check aria-hidden /> {t('meetings.requestsList.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        onClick={() => onDecide(request, 'reject')}
                      >
                        <X aria-hidden /> {t('meetings.requestsList.reject')}
                      </Button>
                    </>
                  )}
                  {canDelete && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('meetings.requestsList.deleteTheMeetingRequest', {
                        meetingType: request.meetingType,
                      })}
                      onClick={() => deletion.ask(request)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
        </CardList>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <ConfirmDialog
        title={t('meetings.requestsList.deleteMeetingRequest')}
        message={t('meetings.requestsList.areYouSureYou')}
        {...deletion.dialog}
      />
    </div>
  );
}
