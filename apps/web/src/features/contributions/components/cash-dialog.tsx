import { type ContributionType, cashContributionInputSchema } from '@club/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRecordCash } from '../api/record-cash';

/** A cash donation handed over in person: recorded here, confirmed by another staff member. */
export function CashDialog({
  open,
  onOpenChange,
  types,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  types: ContributionType[];
}) {
  const record = useRecordCash();
  const { form, errors, onSubmit } = useDialogForm({
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('contributions.cashDialog.recordCashDonation')}</DialogTitle>
          <DialogDescription>{t('contributions.cashDialog.moneyReceivedInPerson')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField
            id="cash-type"
            label={t('contributions.cashDialog.contributionType')}
            error={errors.typeId?.message}
          >
            <Select id="cash-type" {...form.register('typeId')}>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          </FormField>
          <TextField
            id="cash-amount"
            label={t('contributions.cashDialog.amountMvr')}
            error={errors.amount?.message}
            inputMode="decimal"
            {...form.register('amount')}
          />
          <TextField
            id="cash-name"
            label={t('contributions.cashDialog.donorName')}
            error={errors.contributorName?.message}
            {...form.register('contributorName')}
          />
          <TextField
            id="cash-email"
            label={t('contributions.cashDialog.donorEmailForThe')}
            error={errors.contributorEmail?.message}
            type="email"
            {...form.register('contributorEmail')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isAnonymous')} />
            {t('contributions.cashDialog.anonymousOnThePublic')}
          </label>
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={form.formState.isSubmitting}>
            {t('contributions.cashDialog.recordDonation')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
