import { MEETING_TYPES, meetingRequestInputSchema } from '@club/shared';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { DateTimeInput } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { FormField, SelectField, TextField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { fromClubLocalInput } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRequestMeeting } from '../api/request-meeting';
import { AttendeesPicker, type PersonRef, PersonSelect } from './people-picker';
import { ReasonsField } from './reasons-field';

type FormInput = z.input<typeof meetingRequestInputSchema>;

const blank = (): FormInput => ({
  meetingType: 'Common',
  meetingLocation: '',
  requestedDate: '',
  attendees: [],
  inCharge: null,
  meetingNumber: '',
  reasons: [''],
});

/** 'Request New Meeting': type, place, date and time, attendees, person in charge, number, reasons. */
export function RequestDialog({ open, onOpenChange }: DialogState) {
  const save = useRequestMeeting();
  const [attendees, setAttendees] = useState<PersonRef[]>([]);
  const [inCharge, setInCharge] = useState<PersonRef | null>(null);
  const [localDate, setLocalDate] = useState('');
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'request',
    schema: meetingRequestInputSchema,
    open,
    onOpenChange,
    values: blank,
    submit: (input) => save.mutateAsync(input),
    success: 'Meeting request submitted successfully',
    failure: 'Failed to submit meeting request',
  });
  const reasons = form.watch('reasons') ?? [''];
  useEffect(() => {
    if (!open) return;
    setAttendees([]);
    setInCharge(null);
    setLocalDate('');
  }, [open]);

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('meetings.requestDialog.submitRequest')}
      title={t('meetings.requestDialog.requestNewMeeting')}
      description={t('meetings.requestDialog.anApproverDecidesOn')}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('meetings.requestDialog.meetingType')} {...rowProps('meetingType')}>
          <Options values={MEETING_TYPES} />
        </SelectField>
        <TextField label={t('meetings.requestDialog.meetingNumberOptional')} {...rowProps('meetingNumber')} />
        <TextField label={t('meetings.requestDialog.location')} {...rowProps('meetingLocation')} />
        <FormField
          id="request-date"
          label={t('meetings.requestDialog.dateAndTime')}
          error={errors.requestedDate?.message}
        >
          <DateTimeInput
            value={localDate}
            onChange={(moment) => {
              setLocalDate(moment);
              form.setValue('requestedDate', fromClubLocalInput(moment), { shouldValidate: false });
            }}
          />
        </FormField>
      </div>
      <AttendeesPicker
        id="request-attendees"
        value={attendees}
        onChange={(people) => {
          setAttendees(people);
          form.setValue(
            'attendees',
            people.map((p) => p.userId),
            { shouldValidate: form.formState.isSubmitted },
          );
        }}
        error={errors.attendees?.message ?? errors.attendees?.root?.message}
      />
      <PersonSelect
        id="request-in-charge"
        label={t('meetings.requestDialog.personInCharge')}
        value={inCharge}
        onChange={(person) => {
          setInCharge(person);
          form.setValue('inCharge', person?.userId ?? null);
        }}
        error={errors.inCharge?.message}
      />
      <ReasonsField
        idPrefix="request-reason"
        reasons={reasons}
        minimum={1}
        onChange={(next) => form.setValue('reasons', next, { shouldValidate: form.formState.isSubmitted })}
        error={errors.reasons?.message ?? errors.reasons?.root?.message}
      />
    </FormDialog>
  );
}
