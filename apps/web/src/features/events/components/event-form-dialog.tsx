import { type ClubEvent, EVENT_STATUSES, eventInputSchema } from '@club/shared';
import { z } from 'zod';
import { FormDateTimeInput } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import {
  CheckboxField,
  FormField,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { useAuth } from '../../../lib/auth';
import { fromClubLocalInput, toClubLocalInput } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveEvent } from '../api/save-event';

/** The form keeps date-times and the participant limit as typed; they are converted to the API's shape on submit. */
const formSchema = z.object({
  title: z.string(),
  description: z.string(),
  eventDate: z.string().min(1, 'Start date is required'),
  endDate: z.string(),
  location: z.string(),
  maxParticipants: z.string().regex(/^\d*$/, 'Must be a whole number'),
  registrationFee: z.string(),
  status: z.enum(EVENT_STATUSES),
  isPublic: z.boolean(),
  eventImageUrl: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

const toApi = (values: FormValues) => ({
  ...values,
  eventDate: fromClubLocalInput(values.eventDate),
  endDate: fromClubLocalInput(values.endDate) || null,
  maxParticipants: values.maxParticipants ? Number(values.maxParticipants) : null,
});

/** Validates with the shared API schema after conversion, so the form and the route agree. */
const eventFormSchema = formSchema.superRefine((values, ctx) => {
  const result = eventInputSchema.safeParse(toApi(values));
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

const toForm = (event: ClubEvent | null): FormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  eventDate: event ? toClubLocalInput(event.eventDate) : '',
  endDate: event?.endDate ? toClubLocalInput(event.endDate) : '',
  location: event?.location ?? '',
  maxParticipants: event?.maxParticipants?.toString() ?? '',
  registrationFee: event?.registrationFee ?? '',
  status: EVENT_STATUSES.includes(event?.status as never) ? (event?.status as FormValues['status']) : 'upcoming',
  isPublic: event?.isPublic ?? true,
  eventImageUrl: event?.eventImageUrl ?? '',
});

export function EventFormDialog({
  open,
  event,
  onOpenChange,
}: {
  event: ClubEvent | null;
} & DialogState) {
  const save = useSaveEvent();
  const { can } = useAuth();
  const mayPublish = can('events', 'approve') || can('news-events', 'approve');
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'event',
    schema: eventFormSchema,
    open,
    onOpenChange,
    record: event,
    values: () => toForm(event),
    submit: (values) => save.mutateAsync({ id: event?.id, input: toApi(values) }),
    success: `Event ${event ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save event',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={event ? t('events.eventFormDialog.updateEvent') : t('events.eventFormDialog.createEvent')}
      title={event ? t('events.eventFormDialog.editEvent') : t('events.eventFormDialog.addEvent')}
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField label={t('events.eventFormDialog.title')} {...rowProps('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={t('events.eventFormDialog.description')} rows={4} {...rowProps('description')} />
      </div>
      <FormField
        id="event-start"
        label={t('events.eventFormDialog.startMaldivesTime')}
        error={errors.eventDate?.message}
      >
        <FormDateTimeInput control={form.control} name="eventDate" />
      </FormField>
      <FormField id="event-end" label={t('events.eventFormDialog.endOptional')} error={errors.endDate?.message}>
        <FormDateTimeInput control={form.control} name="endDate" />
      </FormField>
      <TextField label={t('events.eventFormDialog.location')} {...rowProps('location')} />
      <SelectField label={t('events.eventFormDialog.status')} {...rowProps('status')}>
        <Options values={EVENT_STATUSES} label={(status) => t(`common.eventStatus.${status}`)} />
      </SelectField>
      <TextField
        label={t('events.eventFormDialog.maxParticipants')}
        inputMode="numeric"
        {...rowProps('maxParticipants')}
      />
      <MoneyField
        label={t('events.eventFormDialog.registrationFeeMvr')}
        placeholder="0.00"
        {...rowProps('registrationFee')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('events.eventFormDialog.imageUrl')}
          type="url"
          placeholder={t('events.eventFormDialog.https')}
          {...rowProps('eventImageUrl')}
        />
      </div>
      {mayPublish ? (
        <CheckboxField label={t('events.eventFormDialog.publicEvent')} {...form.register('isPublic')} />
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600 sm:col-span-2">
          {t('events.eventFormDialog.theClubSStaff')}
        </p>
      )}
    </FormDialog>
  );
}
