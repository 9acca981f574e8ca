import { DISCUSSION_STATUS_LABELS, DISCUSSION_STATUSES, type Discussion, discussionInputSchema } from '@club/shared';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveDiscussion();
  const [person, setPerson] = useState<PersonRef | null>(null);
  useEffect(() => {
    if (open) setPerson(discussion?.personInCharge ?? null);
  }, [open, discussion]);
  const { form, errors, onSubmit } = useDialogForm({
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {discussion ? t('meetings.discussionDialog.editDiscussion') : t('meetings.discussionDialog.addDiscussion')}
          </DialogTitle>
          <DialogDescription>{t('meetings.discussionDialog.anItemDiscussedAt')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField
            id="discussion-details"
            label={t('meetings.discussionDialog.details')}
            error={errors.details?.message}
          >
            <Textarea id="discussion-details" rows={4} {...form.register('details')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="discussion-type"
              label={t('meetings.discussionDialog.discussionType')}
              error={errors.discussionType?.message}
            >
              <Select id="discussion-type" {...form.register('discussionType')}>
                <option value="current">{t('meetings.discussionDialog.thisMeeting')}</option>
                <option value="previous">{t('meetings.discussionDialog.previousMeeting')}</option>
              </Select>
            </FormField>
            <FormField
              id="discussion-status"
              label={t('meetings.discussionDialog.status')}
              error={errors.status?.message}
            >
              <Select id="discussion-status" {...form.register('status')}>
                {DISCUSSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {translateMessage(DISCUSSION_STATUS_LABELS[status])}
                  </option>
                ))}
              </Select>
            </FormField>
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
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={form.formState.isSubmitting}>
            {discussion
              ? t('meetings.discussionDialog.updateDiscussion')
              : t('meetings.discussionDialog.addDiscussion')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
