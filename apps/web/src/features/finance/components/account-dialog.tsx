import { ACCOUNT_TYPES, type Account, accountInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveAccount } from '../api/save-account';

type FormInput = z.input<typeof accountInputSchema>;

const toForm = (account: Account | null): FormInput => ({
  accountCode: account?.accountCode ?? '',
  accountName: account?.accountName ?? '',
  accountType: account?.accountType ?? 'Asset',
  accountSubtype: account?.accountSubtype ?? '',
  parentAccountId: account?.parentAccountId ?? null,
  isActive: account?.isActive ?? true,
  description: account?.description ?? '',
});

export function AccountDialog({
  open,
  account,
  accounts,
  onOpenChange,
}: {
  account: Account | null;
  accounts: Account[];
} & DialogState) {
  const save = useSaveAccount();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'account',
    schema: accountInputSchema,
    open,
    onOpenChange,
    record: account,
    values: () => toForm(account),
    submit: (input) => save.mutateAsync({ id: account?.id, input }),
    success: `Account ${account ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save account',
  });
  const inUse = account !== null && (account.hasLines || account.postingRoles.length > 0);

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={account ? t('finance.accountDialog.updateAccount') : t('finance.accountDialog.addAccount')}
      title={account ? t('finance.accountDialog.editAccount') : t('finance.accountDialog.addAccount')}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('finance.accountDialog.accountCode')} {...rowProps('accountCode')} />
      <TextField label={t('finance.accountDialog.accountName')} {...rowProps('accountName')} />
      <SelectField label={t('finance.accountDialog.accountType')} {...rowProps('accountType')}>
        <Options values={ACCOUNT_TYPES} />
      </SelectField>
      <TextField label={t('finance.accountDialog.subtype')} {...rowProps('accountSubtype')} />
      <SelectField
        label={t('finance.accountDialog.parentAccount')}
        {...rowProps('parentAccountId', { setValueAs: (v) => v || null })}
      >
        <option value="">{t('finance.accountDialog.none')}</option>
        {accounts
          .filter((a) => a.id !== account?.id)
          .map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountCode} · {a.accountName}
            </option>
          ))}
      </SelectField>
      <TextField label={t('finance.accountDialog.description')} {...rowProps('description')} />
      <CheckboxField
        className="sm:col-span-2"
        label={t('finance.accountDialog.active') + (inUse ? t('finance.accountDialog.inUseItStays') : '')}
        disabled={inUse}
        {...form.register('isActive')}
      />
    </FormDialog>
  );
}
