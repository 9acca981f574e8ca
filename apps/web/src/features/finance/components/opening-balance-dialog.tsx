import { FINANCE_MESSAGES, openingBalanceSchema, type Reconciliation } from '@club/shared';
import { FormDateInput } from '../../../components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField, TextField } from '../../../components/ui/form-field';
import { todayInClubZone } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSetOpeningBalance } from '../api/set-opening-balance';

/** What the bank account held the day the club's books start: explains the balance before its first line. */
export function OpeningBalanceDialog({
  result,
  open,
  onOpenChange,
}: {
  result: Reconciliation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const saving = useSetOpeningBalance();
  const { form, errors, onSubmit } = useDialogForm({
    schema: openingBalanceSchema,
    open,
    onOpenChange,
    record: result.accountId,
    values: () => ({
      on: result.openingBalance?.on ?? result.statementFrom ?? todayInClubZone(),
      amount: result.openingBalance?.amount ?? '',
    }),
    submit: (body) => saving.mutateAsync({ accountId: result.accountId, ...body }),
    success: FINANCE_MESSAGES.openingBalanceSaved,
    failure: t('finance.reconciliation.openingFailed'),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('finance.reconciliation.openingTitle', { account: result.accountName })}</DialogTitle>
          <DialogDescription>{t('finance.reconciliation.openingExplained')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id="opening-on" label={t('finance.reconciliation.openingDay')} error={errors.on?.message}>
            <FormDateInput id="opening-on" control={form.control} name="on" max={todayInClubZone()} />
          </FormField>
          <TextField
            id="opening-amount"
            label={t('finance.reconciliation.openingAmount')}
            error={errors.amount?.message}
            inputMode="decimal"
            dir="ltr"
            {...form.register('amount')}
          />
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={saving.isPending}>
            {t('finance.reconciliation.openingSave')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
