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
  const { form, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'committee',
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
      <TextField label={t('committee.committeeFormDialog.name')} {...rowProps('name')} />
      <TextField label={t('committee.committeeFormDialog.position')} {...rowProps('position')} />
      <TextField label={t('committee.committeeFormDialog.email')} type="email" {...rowProps('email')} />
      <PhoneField label={t('committee.committeeFormDialog.phone')} {...rowProps('phone')} />
      <DateField label={t('committee.committeeFormDialog.termStart')} {...dateProps('termStartDate')} />
      <DateField label={t('committee.committeeFormDialog.termEnd')} {...dateProps('termEndDate')} />
      <TextField
        label={t('committee.committeeFormDialog.displayOrder')}
        type="number"
        min={0}
        {...rowProps('displayOrder', { valueAsNumber: true })}
      />
      <CheckboxField
        className="self-end pb-2"
        label={t('committee.committeeFormDialog.active')}
        {...form.register('isActive')}
      />
      <div className="sm:col-span-2">
        <TextareaField label={t('committee.committeeFormDialog.bio')} rows={3} {...rowProps('bio')} />
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
