import {
  DISCUSSION_STATUS_LABELS,
  type Discussion,
  MEETING_MESSAGES,
  type Minutes,
  meetingPersonName,
} from '@club/shared';
import { CheckCircle, Eye, FileDown, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button, RowIconButton } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { UserText } from '../../../components/ui/user-text';
import { failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { downloadWithToast } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useEditor } from '../../../lib/use-list-page';
import { useApproveMinutes } from '../api/approve-minutes';
import { minutesPdfUrl } from '../api/get-minutes-pdf';
import { DiscussionDialog } from './discussion-dialog';
import { MinutesDialog } from './minutes-dialog';
import { MinutesPreview } from './minutes-preview';

const STATUS_LABEL: Record<Minutes['status'], string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
};
const orUnknown = (name: string | null | undefined) => (name?.trim() ? name : 'Unknown');

const downloadPdf = downloadWithToast({
  success: 'Meeting minutes report generated successfully',
  failure: 'Failed to generate PDF report',
  fallbackName: 'meeting-minutes.pdf',
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm" dir="auto">
        {children}
      </dd>
    </div>
  );
}

function DiscussionItems({
  title,
  items,
  onEdit,
}: {
  title: string;
  items: Discussion[];
  onEdit: ((item: Discussion) => void) | null;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('meetings.minutesCard.noDiscussions')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-2 rounded-md bg-slate-50 p-2 text-sm">
              <div className="min-w-0">
                <p dir="auto" className="break-words">
                  {item.details}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <Badge variant={item.status === 'completed' ? 'default' : 'outline'}>
                    {translateMessage(DISCUSSION_STATUS_LABELS[item.status])}
                  </Badge>
                  {t('meetings.minutesCard.inCharge')} {meetingPersonName(item.personInCharge)}
                </p>
              </div>
              {onEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('meetings.minutesCard.editDiscussion', { details: item.details })}
                  onClick={() => onEdit(item)}
                >
                  <Pencil aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One meeting's minutes: every detail the spec lists, discussions by meeting, and the actions. */
export function MinutesCard({ minutes, onDelete }: { minutes: Minutes; onDelete: (m: Minutes) => void }) {
  const { can } = useAuth();
  const canEdit = can('meetings', 'edit');
  const approve = useApproveMinutes();
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const discussionEditor = useEditor<Discussion>();
  /** The server says whether the viewer may change these minutes; anyone else who tries is told why. */
  const asEditor = (action: () => void) => () => {
    if (minutes.can.change) action();
    else
      toast.error(t('meetings.minutesCard.permissionDenied'), {
        description: translateMessage(MEETING_MESSAGES.onlyRequester),
      });
  };
  const onApprove = async () => {
    try {
      await approve.mutateAsync(minutes.id);
      toast.success(t('common.toast.done'), { description: 'Meeting minutes approved successfully' });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to approve meeting minutes') });
    }
  };
  const approved = minutes.status === 'approved';

  return (
    <Card>
      <CardHeader className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <UserText as="h2" className="text-lg font-semibold">
            {minutes.title}
          </UserText>
          <Badge variant={approved ? 'default' : 'secondary'}>
            {STATUS_LABEL[minutes.status] ?? t('meetings.minutesCard.draft')}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit && !approved && (
            <Button size="sm" variant="outline" onClick={asEditor(() => setEditing(true))}>
              <Pencil aria-hidden /> {t('meetings.minutesCard.edit')}
            </Button>
          )}
          {canEdit && !approved && (
            <Button size="sm" variant="outline" onClick={asEditor(() => discussionEditor.open(null))}>
              <MessageSquarePlus aria-hidden /> {t('meetings.minutesCard.addDiscussion')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setPreviewing(true)}>
            <Eye aria-hidden /> {t('meetings.minutesCard.preview')}
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={minutesPdfUrl(minutes.id)} download onClick={downloadPdf}>
              <FileDown aria-hidden /> {t('meetings.minutesCard.pdfReport')}
            </a>
          </Button>
          {minutes.can.approve && (
            <Button size="sm" onClick={onApprove} disabled={approve.isPending}>
              <CheckCircle aria-hidden /> {t('meetings.minutesCard.approve')}
            </Button>
          )}
          {minutes.can.delete && (
            <RowIconButton
              icon={Trash2}
              label={t('meetings.minutesCard.deleteTheMinutesOf', { title: minutes.title })}
              onClick={() => onDelete(minutes)}
            />
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('meetings.minutesCard.date')}>{formatDateTime(minutes.meetingDate)}</Fact>
          <Fact label={t('meetings.minutesCard.location')}>{minutes.meetingLocation}</Fact>
          <Fact label={t('meetings.minutesCard.attendees')}>{minutes.attendees.length}</Fact>
          <Fact label={t('meetings.minutesCard.type')}>{minutes.meetingType}</Fact>
          <Fact label={t('meetings.minutesCard.inCharge2')}>{meetingPersonName(minutes.inCharge)}</Fact>
          <Fact label={t('meetings.minutesCard.number')}>{minutes.meetingNumber ?? '-'}</Fact>
          <Fact label={t('meetings.minutesCard.preparedBy')}>
            {minutes.preparedByName
              ? `${minutes.preparedByName}${minutes.preparedAt ? `, ${formatDateTime(minutes.preparedAt)}` : ''}`
              : t('meetings.minutesCard.notYetWritten')}
          </Fact>
          {minutes.meetingEndDatetime && (
            <Fact label={t('meetings.minutesCard.ended')}>{formatDateTime(minutes.meetingEndDatetime)}</Fact>
          )}
        </dl>
        {minutes.reasons && minutes.reasons.length > 0 && (
          <section>
            <h3 className="text-sm font-semibold">{t('meetings.minutesCard.reasons')}</h3>
            <ul className="list-disc ps-5 text-sm">
              {minutes.reasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are plain lines in order
                <li key={index} dir="auto">
                  {reason}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h3 className="text-sm font-semibold">{t('meetings.minutesCard.minutes')}</h3>
          <p className="text-sm whitespace-pre-wrap text-slate-700" dir="auto">
            {minutes.minutes.trim() || t('meetings.minutesCard.noMinutesWrittenYet')}
          </p>
        </section>
        <div className="grid gap-4 md:grid-cols-2">
          <DiscussionItems
            title={t('meetings.minutesCard.previousMeeting')}
            items={minutes.discussions.filter((d) => d.discussionType === 'previous')}
            onEdit={canEdit && !approved ? (item) => asEditor(() => discussionEditor.open(item))() : null}
          />
          <DiscussionItems
            title={t('meetings.minutesCard.thisMeeting')}
            items={minutes.discussions.filter((d) => d.discussionType === 'current')}
            onEdit={canEdit && !approved ? (item) => asEditor(() => discussionEditor.open(item))() : null}
          />
        </div>
        {approved && (
          <p className="text-sm text-emerald-800">
            {t('meetings.minutesCard.approvedBy')} {orUnknown(minutes.approvedByName)}
            {minutes.approvedAt ? t('meetings.minutesCard.on', { date: formatDateTime(minutes.approvedAt) }) : ''}
          </p>
        )}
      </CardContent>
      <MinutesDialog minutes={minutes} open={editing} onOpenChange={setEditing} />
      <DiscussionDialog minutesId={minutes.id} discussion={discussionEditor.record} {...discussionEditor.dialog} />
      <MinutesPreview minutes={minutes} open={previewing} onOpenChange={setPreviewing} />
    </Card>
  );
}
