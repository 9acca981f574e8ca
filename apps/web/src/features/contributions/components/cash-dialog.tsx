import { type ContributionType, cashContributionInputSchema } from '@club/shared';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, MoneyField, SelectField, TextField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRecordCash } from '../api/record-cash';

/** A cash donation handed over in person: recorded here, confirmed by another staff member. */
export function CashDialog({
  open,
  onOpenChange,
  types,
}: {
  types: ContributionType[];
} & DialogState) {
  const record = useRecordCash();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'cash',
    schema: cashContributionInputSchema,
    open,
    onOpenChange,
    values: () => ({
      typeId: types[0]?.id ?? '',
      amount: '',
      contributorName: '',
      contributorEmail: '',
      message: '',
      isAnonymous: false,
    }),
    submit: (input) => record.mutateAsync(input),
    success: 'Cash donation recorded: another staff member confirms it',
    failure: 'Failed to record the donation',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('contributions.cashDialog.recordDonation')}
      title={t('contributions.cashDialog.recordCashDonation')}
      description={t('contributions.cashDialog.moneyReceivedInPerson')}
      className="max-w-lg"
    >
      <SelectField label={t('contributions.cashDialog.contributionType')} {...rowProps('typeId')}>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </SelectField>
      <MoneyField label={t('contributions.cashDialog.amountMvr')} {...rowProps('amount')} />
      <TextField label={t('contributions.cashDialog.donorName')} {...rowProps('contributorName')} />
      <TextField
        label={t('contributions.cashDialog.donorEmailForThe')}
        type="email"
        {...rowProps('contributorEmail')}
      />
      <CheckboxField label={t('contributions.cashDialog.anonymousOnThePublic')} {...form.register('isAnonymous')} />
    </FormDialog>
  );
}
