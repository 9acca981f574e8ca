import { type Account, clubToday, financialRecordInputSchema, RECORD_TYPES } from '@club/shared';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { MoneyField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useCreateRecord } from '../api/create-financial-record';

type FormInput = z.input<typeof financialRecordInputSchema>;

const blank = (): FormInput => ({
  transactionType: 'expense',
  amount: '',
  transactionDate: clubToday(),
  accountId: '',
  category: '',
  description: '',
  referenceNumber: '',
  notes: '',
});

/** Record income / expense without debits and credits: it waits for another approver. */
export function RecordDialog({
  open,
  accounts,
  onOpenChange,
}: {
  accounts: Account[];
} & DialogState) {
  const create = useCreateRecord();
  const { form, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'record',
    schema: financialRecordInputSchema,
    open,
    onOpenChange,
    values: blank,
    submit: (input) => create.mutateAsync(input),
    success: 'Record saved: it waits for approval',
    failure: 'Failed to save record',
  });
  const type = form.watch('transactionType');
  const choices = accounts.filter((a) => a.isActive && a.accountType === (type === 'income' ? 'Revenue' : 'Expense'));

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.recordDialog.saveRecord')}
      title={t('finance.recordDialog.recordIncomeExpense')}
      description={t('finance.recordDialog.anotherApproverPostsIt')}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label={t('finance.recordDialog.type')}
        {...rowProps('transactionType', { onChange: () => form.setValue('accountId', '') })}
      >
        <Options
          values={RECORD_TYPES}
          label={(type) => (type === 'income' ? t('finance.recordDialog.income') : t('finance.recordDialog.expense'))}
        />
      </SelectField>
      <MoneyField label={t('finance.recordDialog.amountMvr')} {...rowProps('amount')} />
      <DateField label={t('finance.recordDialog.date')} {...dateProps('transactionDate')} />
      <SelectField label={t('finance.recordDialog.account')} {...rowProps('accountId')}>
        <option value="">{t('finance.recordDialog.chooseAnAccount')}</option>
        {choices.map((a) => (
          <option key={a.id} value={a.id}>
            {a.accountCode} · {a.accountName}
          </option>
        ))}
      </SelectField>
      <TextField label={t('finance.recordDialog.description')} {...rowProps('description')} />
      <TextField label={t('finance.recordDialog.category')} {...rowProps('category')} />
      <TextField label={t('finance.recordDialog.reference')} {...rowProps('referenceNumber')} />
      <div className="sm:col-span-2">
        <TextareaField label={t('finance.recordDialog.notes')} rows={2} {...rowProps('notes')} />
      </div>
    </FormDialog>
  );
}
