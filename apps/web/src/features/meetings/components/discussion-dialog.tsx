import { DISCUSSION_STATUS_LABELS, DISCUSSION_STATUSES, type Discussion, discussionInputSchema } from '@club/shared';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveDiscussion } from '../api/save-discussion';
import { type PersonRef, PersonSelect } from './people-picker';

type FormInput = z.input<typeof discussionInputSchema>;

const toForm = (discussion: Discussion | null): FormInput => ({
  details: discussion?.details ?? '',
  discussionType: discussion?.discussionType ?? 'current',
  status: discussion?.status ?? 'pending',
  personInCharge: discussion?.personInCharge?.userId ?? null,
});

/** Add or edit one discussion item of a meeting: details, previous or this meeting, status, person in charge. */
export function DiscussionDialog({
  minutesId,
  discussion,
  open,
  onOpenChange,
}: {
  minutesId: string;
  discussion: Discussion | null;
} & DialogState) {
  const save = useSaveDiscussion();
  const [person, setPerson] = useState<PersonRef | null>(null);
  useEffect(() => {
    if (open) setPerson(discussion?.personInCharge ?? null);
  }, [open, discussion]);
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'discussion',
    schema: discussionInputSchema,
    open,
    onOpenChange,
    record: discussion,
    values: () => toForm(discussion),
    submit: (input) => save.mutateAsync({ minutesId, discussionId: discussion?.id, input }),
    success: `Discussion ${discussion ? 'updated' : 'added'} successfully`,
    failure: 'Failed to save discussion',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={
        discussion ? t('meetings.discussionDialog.updateDiscussion') : t('meetings.discussionDialog.addDiscussion')
      }
      title={discussion ? t('meetings.discussionDialog.editDiscussion') : t('meetings.discussionDialog.addDiscussion')}
      description={t('meetings.discussionDialog.anItemDiscussedAt')}
      className="max-w-xl"
    >
      <TextareaField label={t('meetings.discussionDialog.details')} rows={4} {...rowProps('details')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('meetings.discussionDialog.discussionType')} {...rowProps('discussionType')}>
          <option value="current">{t('meetings.discussionDialog.thisMeeting')}</option>
          <option value="previous">{t('meetings.discussionDialog.previousMeeting')}</option>
        </SelectField>
        <SelectField label={t('meetings.discussionDialog.status')} {...rowProps('status')}>
          <Options
            values={DISCUSSION_STATUSES}
            label={(status) => translateMessage(DISCUSSION_STATUS_LABELS[status])}
          />
        </SelectField>
      </div>
      <PersonSelect
        id="discussion-person"
        label={t('meetings.discussionDialog.personInCharge')}
        value={person}
        onChange={(next) => {
          setPerson(next);
          form.setValue('personInCharge', next?.userId ?? null);
        }}
        error={errors.personInCharge?.message}
      />
    </FormDialog>
  );
}
