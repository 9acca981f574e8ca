import { FINANCE_MESSAGES, type StatementRuleInput, statementRuleInputSchema } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { MoneyField, SelectField, TextField } from '../../../components/ui/form-field';
import { formatDate } from '../../../lib/format';
import { formatMoney, t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useRulePreview } from '../api/preview-statement-rule';
import { useMakeRule } from '../api/statement-rules';
import { AccountOptions } from './account-options';
import type { LineDialogProps } from './find-payment-dialog';

/**
 * A rule made from a line that comes every month: the text it contains and its amount, the account to post it
 * to; the open lines it would post are shown before it is saved, and saving posts them.
 */
export function RuleDialog({ line, bankAccountId, accounts, onOpenChange }: LineDialogProps) {
  const making = useMakeRule();
  const { form, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'rule',
    schema: statementRuleInputSchema,
    open: line !== null,
    onOpenChange,
    record: line?.id,
    values: () => ({
      contains: (line?.counterparty ?? line?.description ?? '').slice(0, 80),
      minAmount: line?.amount ?? '',
      maxAmount: line?.amount ?? '',
      postTo: '',
      bankAccountId,
    }),
    submit: (rule) => making.mutateAsync(rule),
    success: FINANCE_MESSAGES.ruleSaved,
    failure: t('finance.rules.failed'),
  });
  // As text, so the debounced value changes only when a field does.
  const watched = JSON.parse(useDebouncedValue(JSON.stringify(form.watch()))) as StatementRuleInput;
  const parsed = statementRuleInputSchema.safeParse(watched);
  const preview = useRulePreview(line !== null && parsed.success ? watched : null);
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={t('finance.rules.save')}
      title={t('finance.rules.makeTitle')}
      description={t('finance.rules.explained')}
    >
      <TextField label={t('finance.rules.contains')} dir="auto" {...rowProps('contains')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={t('finance.rules.minAmount')} dir="ltr" {...rowProps('minAmount')} />
        <MoneyField label={t('finance.rules.maxAmount')} dir="ltr" {...rowProps('maxAmount')} />
      </div>
      <SelectField label={t('finance.rules.postTo')} {...rowProps('postTo')}>
        <AccountOptions accounts={accounts} except={bankAccountId} />
      </SelectField>
      <section aria-live="polite" aria-label={t('finance.rules.previewLabel')} className="text-sm">
        {preview.data && parsed.success ? (
          <>
            <p className="font-medium">{t('finance.rules.wouldPost', { count: preview.data.count })}</p>
            <ul className="mt-1 flex max-h-40 flex-col gap-1 overflow-y-auto text-slate-700">
              {preview.data.lines.map((each) => (
                <li key={each.id} className="flex justify-between gap-3">
                  <span dir="auto" className="min-w-0 truncate">
                    {formatDate(each.postedOn)} · {[each.counterparty, each.description].filter(Boolean).join(' · ')}
                  </span>
                  <bdi className="whitespace-nowrap">{formatMoney(each.amount)}</bdi>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600">{t('finance.rules.previewHint')}</p>
        )}
      </section>
    </FormDialog>
  );
}
