import { type CommitteeMember, committeeInputSchema } from '@club/shared';
import type { z } from 'zod';
import { FormImageField } from '../../../components/image-upload-field';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, PhoneField, TextareaField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveCommitteeMember } from '../api/save-committee-member';

type FormInput = z.input<typeof committeeInputSchema>;

const toForm = (member: CommitteeMember | null): FormInput => ({
  name: member?.name ?? '',
  position: member?.position ?? '',
  bio: member?.bio ?? '',
  email: member?.email ?? '',
  phone: member?.phone ?? '',
  imageUrl: member?.imageUrl ?? '',
  displayOrder: member?.displayOrder ?? 0,
  isActive: member?.isActive ?? true,
  termStartDate: member?.termStartDate ?? '',
  termEndDate: member?.termEndDate ?? '',
});

export function CommitteeFormDialog({
  open,
  member,
  onOpenChange,
}: {
  member: CommitteeMember | null;
} & DialogState) {
  const save = useSaveCommitteeMember();
  const { form, dialogProps, fieldProps } = useDialogForm({
    schema: committeeInputSchema,
    open,
    onOpenChange,
    record: member,
    values: () => toForm(member),
    submit: (input) => save.mutateAsync({ id: member?.id, input }),
    success: `Committee member ${member ? 'updated' : 'added'} successfully`,
    failure: 'Failed to save committee member',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={
        member ? t('committee.committeeFormDialog.updateMember') : t('committee.committeeFormDialog.addMember')
      }
      title={
        member
          ? t('committee.committeeFormDialog.editCommitteeMember')
          : t('committee.committeeFormDialog.addCommitteeMember')
      }
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField id="committee-name" label={t('committee.committeeFormDialog.name')} {...fieldProps('name')} />
      <TextField
        id="committee-position"
        label={t('committee.committeeFormDialog.position')}
        {...fieldProps('position')}
      />
      <TextField
        id="committee-email"
        label={t('committee.committeeFormDialog.email')}
        type="email"
        {...fieldProps('email')}
      />
      <PhoneField id="committee-phone" label={t('committee.committeeFormDialog.phone')} {...fieldProps('phone')} />
      <DateField
        id="committee-start"
        label={t('committee.committeeFormDialog.termStart')}
        control={form.control}
        name="termStartDate"
      />
      <DateField
        id="committee-end"
        label={t('committee.committeeFormDialog.termEnd')}
        control={form.control}
        name="termEndDate"
      />
      <TextField
        id="committee-order"
        label={t('committee.committeeFormDialog.displayOrder')}
        type="number"
        min={0}
        {...fieldProps('displayOrder', { valueAsNumber: true })}
      />
      <CheckboxField
        className="self-end pb-2"
        label={t('committee.committeeFormDialog.active')}
        {...form.register('isActive')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          id="committee-bio"
          label={t('committee.committeeFormDialog.bio')}
          rows={3}
          {...fieldProps('bio')}
        />
      </div>
      <div className="sm:col-span-2">
        <FormImageField
          control={form.control}
          name="imageUrl"
          label={t('committee.committeeFormDialog.photo')}
          bucket="committee-photos"
          failureMessage={t('committee.committeeFormDialog.failedToUploadImage')}
        />
      </div>
    </FormDialog>
  );
}
