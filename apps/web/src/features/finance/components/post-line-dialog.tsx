import { type Account, postLineSchema, type StatementLineRow } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { formatMoney, t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { usePostStatementLine } from '../api/post-statement-line';
import { AccountOptions } from './account-options';

/** Post a line no payment explains (a sponsor's transfer, a bank charge) against an account of the chart. */
export function PostLineDialog({
  line,
  accounts,
  onOpenChange,
}: {
  line: StatementLineRow | null;
  accounts: Account[];
  onOpenChange: (open: boolean) => void;
}) {
  const posting = usePostStatementLine();
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'post',
    schema: postLineSchema,
    open: line !== null,
    onOpenChange,
    record: line?.id,
    values: () => ({ accountId: '', description: '' }),
    submit: ({ accountId, description }) =>
      posting.mutateAsync({ lineId: line?.id ?? '', accountId, description: description || undefined }),
    success: (result) => result.message,
    failure: 'Failed to post the line',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.statements.post')}
      title={t('finance.statements.postTitle')}
      description={
        <>
          <bdi>{line && formatMoney(line.amount)}</bdi> · {line?.counterparty ?? line?.description}
        </>
      }
    >
      <p className="text-sm text-slate-600">{t('finance.statements.postExplained')}</p>
      <SelectField label={t('finance.statements.postAccount')} {...rowProps('accountId')}>
        <AccountOptions accounts={accounts} />
      </SelectField>
      <TextField label={t('finance.statements.postDescription')} dir="auto" {...rowProps('description')} />
    </FormDialog>
  );
}
