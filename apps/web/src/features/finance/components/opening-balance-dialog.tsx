import { FINANCE_MESSAGES, openingBalanceSchema } from '@club/shared';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { MoneyField } from '../../../components/ui/form-field';
import { todayInClubZone } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSetOpeningBalance } from '../api/set-opening-balance';

/**
 * What an account held (or, a liability, owed) the day the club's books start: for a bank account, the balance
 * before its statement's first line. `suggestedDay` is the day offered when none is set yet.
 */
export function OpeningBalanceDialog({
  account,
  opening,
  suggestedDay,
  open,
  onOpenChange,
}: {
  account: { id: string; name: string };
  opening: { on: string; amount: string } | null;
  suggestedDay: string | null;
} & DialogState) {
  const saving = useSetOpeningBalance();
  const { dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'opening',
    schema: openingBalanceSchema,
    open,
    onOpenChange,
    record: account.id,
    values: () => ({ on: opening?.on ?? suggestedDay ?? todayInClubZone(), amount: opening?.amount ?? '' }),
    submit: (body) => saving.mutateAsync({ accountId: account.id, ...body }),
    success: FINANCE_MESSAGES.openingBalanceSaved,
    failure: t('finance.reconciliation.openingFailed'),
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.reconciliation.openingSave')}
      title={t('finance.reconciliation.openingTitle', { account: account.name })}
      description={t('finance.reconciliation.openingExplained')}
    >
      <DateField label={t('finance.reconciliation.openingDay')} max={todayInClubZone()} {...dateProps('on')} />
      <MoneyField label={t('finance.reconciliation.openingAmount')} dir="ltr" {...rowProps('amount')} />
    </FormDialog>
  );
}
