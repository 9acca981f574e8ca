import { contributionTypeInputSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { MoneyField, TextareaField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useCreateType } from '../api/create-type';

/** Add Type: a name (required), a description and a suggested amount in MVR. */
export function TypeDialog({ open, onOpenChange }: DialogState) {
  const create = useCreateType();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'type',
    schema: contributionTypeInputSchema,
    open,
    onOpenChange,
    values: () => ({ name: '', description: '', suggestedAmount: '' }),
    submit: (input) => create.mutateAsync({ ...input, description: input.description ?? '' }),
    success: 'Contribution type created successfully',
    failure: 'Failed to create contribution type',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('contributions.typeDialog.addType')}
      title={t('contributions.typeDialog.addContributionType')}
      description={t('contributions.typeDialog.donorsChooseAType')}
      className="max-w-lg"
    >
      <TextField label={t('contributions.typeDialog.name')} {...rowProps('name')} />
      <TextareaField label={t('contributions.typeDialog.description')} rows={3} {...rowProps('description')} />
      <MoneyField label={t('contributions.typeDialog.suggestedAmountMvr')} {...rowProps('suggestedAmount')} />
    </FormDialog>
  );
}
