import { FINANCE_MESSAGES, type StatementRule } from '@club/shared';
import { Trash2 } from 'lucide-react';
import { RowIconButton } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t } from '../../../lib/i18n';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { useDeleteRule } from '../api/delete-statement-rule';
import { useStatementRules } from '../api/statement-rules';

/** The bounds of a rule's amount as the treasurer reads them. */
const bounds = (rule: StatementRule) =>
  rule.minAmount && rule.maxAmount
    ? rule.minAmount === rule.maxAmount
      ? t('finance.rules.amountIs', { amount: formatMoney(rule.minAmount) })
      : t('finance.rules.amountBetween', { min: formatMoney(rule.minAmount), max: formatMoney(rule.maxAmount) })
    : rule.minAmount
      ? t('finance.rules.amountFrom', { amount: formatMoney(rule.minAmount) })
      : rule.maxAmount
        ? t('finance.rules.amountUpTo', { amount: formatMoney(rule.maxAmount) })
        : t('finance.rules.anyAmount');

/** The treasurer's rules: what each takes, where it posts, how many lines it stands posted for. */
export function StatementRules() {
  const { can } = useAuth();
  const rules = useStatementRules();
  const remove = useDeleteRule();
  const deletion = useConfirmedDelete<StatementRule>({
    remove: (rule) => remove.mutateAsync(rule.id),
    pending: remove.isPending,
    success: FINANCE_MESSAGES.ruleDeleted,
    failure: t('finance.rules.deleteFailed'),
  });
  if (!rules.data || rules.data.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">{t('finance.rules.title')}</h2>
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {rules.data.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {t('finance.rules.summary', {
                  contains: rule.contains,
                  amount: bounds(rule),
                  account: rule.postToName,
                })}{' '}
                <span className="text-slate-600">({t('finance.rules.postedCount', { count: rule.posted })})</span>
              </span>
              {can('finance', 'edit') && (
                <RowIconButton
                  icon={Trash2}
                  label={t('finance.rules.delete', { contains: rule.contains })}
                  onClick={() => deletion.ask(rule)}
                />
              )}
            </li>
          ))}
        </ul>
        <ConfirmDialog
          title={t('finance.rules.deleteTitle')}
          message={t('finance.rules.deleteConfirm', { contains: deletion.target?.contains ?? '' })}
          {...deletion.dialog}
        />
      </CardContent>
    </Card>
  );
}
