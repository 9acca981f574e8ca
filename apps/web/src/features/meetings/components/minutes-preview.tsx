import { DISCUSSION_STATUS_LABELS, type Minutes, meetingPersonName, minutesConfidentialityNote } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { TitledDialog } from '../../../components/ui/dialog';
import { UserText } from '../../../components/ui/user-text';
import { useClubIdentity } from '../../../lib/club-identity';
import { formatDateTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';

const orUnknown = (name: string | null | undefined) => (name?.trim() ? name : 'Unknown');

function DiscussionGroup({ title, items }: { title: string; items: Minutes['discussions'] }) {
  return (
    <section>
      <h3 className="border-b border-slate-300 pb-1 font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-500">{t('meetings.minutesPreview.noneRecorded')}</p>
      ) : (
        <ol className="mt-1 list-decimal ps-5">
          {items.map((item) => (
            <li key={item.id} dir="auto">
              {item.details}
              <span className="block text-xs text-slate-500">
                {t('meetings.minutesPreview.status')} {translateMessage(DISCUSSION_STATUS_LABELS[item.status])}{' '}
                {t('meetings.minutesPreview.personInCharge')} {meetingPersonName(item.personInCharge)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The formal document as the PDF Report prints it. */
export function MinutesPreview({
  minutes,
  open,
  onOpenChange,
}: {
  minutes: Minutes;
} & DialogState) {
  // The formal minutes are in English (the spec's texts), the club's English name with them.
  const club = useClubIdentity().name.en;
  const details: [string, string][] = [
    ['Meeting type', minutes.meetingType],
    ...(minutes.meetingNumber ? [['Meeting number', minutes.meetingNumber] as [string, string]] : []),
    ['Date and time', formatDateTime(minutes.meetingDate)],
    ...(minutes.meetingEndDatetime ? [['Ended', formatDateTime(minutes.meetingEndDatetime)] as [string, string]] : []),
    ['Location', minutes.meetingLocation],
    ['Person in charge', meetingPersonName(minutes.inCharge)],
  ];
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('meetings.minutesPreview.preview')}
      description={t('meetings.minutesPreview.theFormalMinutesAs')}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <article className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-6 text-sm">
        <header className="text-center">
          <p className="text-xl font-bold">{club}</p>
          <p className="text-slate-600">{t('meetings.minutesPreview.minutesOfMeeting')}</p>
          <UserText className="mt-3 text-lg font-bold">{minutes.title}</UserText>
          <p className="text-slate-600">
            {minutes.status === 'approved' ? t('meetings.minutesPreview.approved') : t('meetings.minutesPreview.draft')}
          </p>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
        <section>
          <h3 className="border-b border-slate-300 pb-1 font-semibold">
            {t('meetings.minutesPreview.attendees')}
            {minutes.attendees.length})
          </h3>
          <p className="mt-1" dir="auto">
            {minutes.attendees.map((a) => meetingPersonName(a)).join(', ') || t('meetings.minutesPreview.noneRecorded')}
          </p>
        </section>
        <section>
          <h3 className="border-b border-slate-300 pb-1 font-semibold">
            {t('meetings.minutesPreview.reasonsForTheMeeting')}
          </h3>
          {minutes.reasons?.length ? (
            <ol className="mt-1 list-decimal ps-5">
              {minutes.reasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are plain lines in order
                <li key={index} dir="auto">
                  {reason}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-slate-500">{t('meetings.minutesPreview.noneRecorded')}</p>
          )}
        </section>
        <section>
          <h3 className="border-b border-slate-300 pb-1 font-semibold">{t('meetings.minutesPreview.minutes')}</h3>
          <p className="mt-1 whitespace-pre-wrap" dir="auto">
            {minutes.minutes.trim() || t('meetings.minutesPreview.noMinutesWrittenYet')}
          </p>
        </section>
        <DiscussionGroup
          title={t('meetings.minutesPreview.previousMeeting')}
          items={minutes.discussions.filter((d) => d.discussionType === 'previous')}
        />
        <DiscussionGroup
          title={t('meetings.minutesPreview.thisMeeting')}
          items={minutes.discussions.filter((d) => d.discussionType === 'current')}
        />
        <p className="text-slate-600">{minutesConfidentialityNote(club)}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{t('meetings.minutesPreview.preparedBy')}</dt>
          <dd>{orUnknown(minutes.preparedByName)}</dd>
          <dt className="font-semibold">{t('meetings.minutesPreview.date')}</dt>
          <dd>{minutes.preparedAt ? formatDateTime(minutes.preparedAt) : '-'}</dd>
          <dt className="font-semibold">{t('meetings.minutesPreview.approvedBy')}</dt>
          <dd>
            {minutes.status === 'approved'
              ? orUnknown(minutes.approvedByName)
              : t('meetings.minutesPreview.adminApprovalRequired')}
          </dd>
        </dl>
      </article>
    </TitledDialog>
  );
}
