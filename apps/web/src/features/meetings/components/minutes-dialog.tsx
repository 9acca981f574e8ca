import {
  DISCUSSION_STATUS_LABELS,
  type Discussion,
  MEETING_TYPES,
  MINUTES_MESSAGES,
  type Minutes,
  minutesInputSchema,
} from '@club/shared';
import { History, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateTimeInput } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { FormField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { fromClubLocalInput, toClubLocalInput } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { loadPreviousMeeting } from '../api/get-previous-meeting';
import { useSaveMinutes } from '../api/save-minutes';
import { AttendeesPicker, type PersonRef, PersonSelect } from './people-picker';
import { ReasonsField } from './reasons-field';

type FormInput = z.input<typeof minutesInputSchema>;

const toForm = (minutes: Minutes): FormInput => ({
  title: minutes.title,
  meetingDate: minutes.meetingDate,
  meetingLocation: minutes.meetingLocation,
  meetingType: minutes.meetingType,
  minutes: minutes.minutes,
  attendees: minutes.attendees.map((a) => a.userId),
  inCharge: minutes.inCharge?.userId ?? null,
  meetingNumber: minutes.meetingNumber ?? '',
  reasons: minutes.reasons?.length ? minutes.reasons : [''],
  meetingEndDatetime: minutes.meetingEndDatetime,
  carriedDiscussions: [],
});

/** Edit the minutes (saved as a draft), with Load Previous for the previous meeting's open items. */
export function MinutesDialog({
  minutes,
  open,
  onOpenChange,
}: {
  minutes: Minutes;
} & DialogState) {
  const save = useSaveMinutes();
  const [attendees, setAttendees] = useState<PersonRef[]>(minutes.attendees);
  const [inCharge, setInCharge] = useState<PersonRef | null>(minutes.inCharge);
  const [carried, setCarried] = useState<Discussion[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return;
    setAttendees(minutes.attendees);
    setInCharge(minutes.inCharge);
    setCarried([]);
  }, [open, minutes]);
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'minutes',
    schema: minutesInputSchema,
    open,
    onOpenChange,
    record: minutes,
    values: () => toForm(minutes),
    submit: (input) =>
      save.mutateAsync({
        id: minutes.id,
        input: {
          ...input,
          carriedDiscussions: carried.map((d) => ({
            details: d.details,
            status: d.status,
            personInCharge: d.personInCharge?.userId ?? null,
          })),
        },
      }),
    success: 'Meeting minutes updated successfully',
    failure: 'Failed to save meeting minutes',
  });
  const number = (form.watch('meetingNumber') ?? '').trim();
  const reasons = form.watch('reasons') ?? [''];
  const meetingDate = form.watch('meetingDate');
  const endDate = form.watch('meetingEndDatetime');

  const loadPrevious = async () => {
    setLoading(true);
    try {
      const previous = await loadPreviousMeeting(number, minutes.id);
      if (previous.discussions.length === 0) toast.info(translateMessage(MINUTES_MESSAGES.noDiscussions));
      else {
        setCarried(previous.discussions);
        toast.success(t('common.toast.done'), {
          description: t('meetings.minutesDialog.loadedDiscussionSFrom', { count: previous.discussions.length }),
        });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) toast.info(translateMessage(MINUTES_MESSAGES.noPrevious));
      else toast.error(t('common.toast.error'), { description: 'Failed to load previous meeting discussions' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('meetings.minutesDialog.saveMinutes')}
      title={t('meetings.minutesDialog.editMeetingMinutes')}
      description={t('meetings.minutesDialog.savingKeepsTheMinutes')}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('meetings.minutesDialog.title')} {...rowProps('title')} />
        <SelectField label={t('meetings.minutesDialog.meetingType')} {...rowProps('meetingType')}>
          <Options values={MEETING_TYPES} />
        </SelectField>
        <FormField
          id="minutes-date"
          label={t('meetings.minutesDialog.meetingDate')}
          error={errors.meetingDate?.message}
        >
          <DateTimeInput
            value={meetingDate ? toClubLocalInput(meetingDate) : ''}
            onChange={(moment) => form.setValue('meetingDate', fromClubLocalInput(moment))}
          />
        </FormField>
        <FormField
          id="minutes-end"
          label={t('meetings.minutesDialog.meetingEndOptional')}
          error={errors.meetingEndDatetime?.message}
        >
          <DateTimeInput
            value={endDate ? toClubLocalInput(endDate) : ''}
            onChange={(moment) => form.setValue('meetingEndDatetime', moment ? fromClubLocalInput(moment) : null)}
          />
        </FormField>
        <TextField label={t('meetings.minutesDialog.location')} {...rowProps('meetingLocation')} />
        <div className="flex flex-col gap-1.5">
          <FormField
            id="minutes-number"
            label={t('meetings.minutesDialog.meetingNumber')}
            error={errors.meetingNumber?.message}
          >
            <div className="flex gap-2">
              <Input id="minutes-number" {...form.register('meetingNumber')} />
              <Button
                type="button"
                variant="outline"
                disabled={!number || loading}
                onClick={loadPrevious}
                className="shrink-0"
              >
                <History aria-hidden /> {t('meetings.minutesDialog.loadPrevious')}
              </Button>
            </div>
          </FormField>
        </div>
      </div>
      <AttendeesPicker
        id="minutes-attendees"
        value={attendees}
        onChange={(people) => {
          setAttendees(people);
          form.setValue(
            'attendees',
            people.map((p) => p.userId),
          );
        }}
        error={errors.attendees?.message}
      />
      <PersonSelect
        id="minutes-in-charge"
        label={t('meetings.minutesDialog.personInCharge')}
        value={inCharge}
        onChange={(person) => {
          setInCharge(person);
          form.setValue('inCharge', person?.userId ?? null);
        }}
      />
      <ReasonsField
        idPrefix="minutes-reason"
        reasons={reasons}
        minimum={1}
        onChange={(next) => form.setValue('reasons', next)}
        error={errors.reasons?.message}
      />
      <TextareaField label={t('meetings.minutesDialog.minutes')} rows={8} {...rowProps('minutes')} />
      {carried.length > 0 && (
        <section aria-labelledby="carried-heading" className="rounded-md border border-amber-200 bg-amber-50 p-3">
          <h3 id="carried-heading" className="mb-2 text-sm font-semibold">
            {t('meetings.minutesDialog.fromThePreviousMeeting')}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {carried.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-2 text-sm">
                <span>
                  {item.details}
                  <span className="text-slate-500">
                    {' '}
                    · {translateMessage(DISCUSSION_STATUS_LABELS[item.status])}
                    {item.personInCharge
                      ? ` · ${item.personInCharge.fullName || t('meetings.peoplePicker.unknown')}`
                      : ''}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t('meetings.minutesDialog.doNotCarryOver', { details: item.details })}
                  onClick={() => setCarried((items) => items.filter((i) => i.id !== item.id))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </FormDialog>
  );
}
