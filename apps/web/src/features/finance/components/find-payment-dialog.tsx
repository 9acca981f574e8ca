import { type Account, fromCents, type OpenItemRow, type StatementLineRow, toSignedCents } from '@club/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpenItems, useStatementMatch } from '../api/statements';
import { AccountOptions } from './account-options';

/**
 * Finds the payment a line brought among everything waiting for money (by the payer's name, the reference or
 * the amount) and confirms it; where the amounts differ, the difference goes to the account chosen.
 */
export function FindPaymentDialog({
  line,
  bankAccountId,
  accounts,
  onOpenChange,
}: {
  line: StatementLineRow | null;
  bankAccountId: string;
  accounts: Account[];
  onOpenChange: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [differenceAccountId, setDifferenceAccountId] = useState('');
  const found = useOpenItems(useDebouncedValue(search.trim()));
  const match = useStatementMatch();
  const close = (open: boolean) => {
    if (!open) {
      setSearch('');
      setDifferenceAccountId('');
    }
    onOpenChange(open);
  };
  const differs = (item: OpenItemRow) =>
    line !== null && item.amount !== null && toSignedCents(item.amount) !== toSignedCents(line.amount);
  const choose = (item: OpenItemRow) => {
    if (!line) return;
    match.mutate(
      {
        lineId: line.id,
        chosen: {
          kind: item.kind,
          targetId: item.targetId,
          ...(differs(item) ? { differenceAccountId } : {}),
        },
      },
      {
        onSuccess: (result) => {
          toast.success(translateMessage(result.message));
          close(false);
        },
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
      },
    );
  };
  return (
    <Dialog open={line !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('finance.statements.findTitle')}</DialogTitle>
          <DialogDescription>
            <bdi>{line && formatMoney(line.amount)}</bdi> · {line?.counterparty ?? line?.description}
          </DialogDescription>
        </DialogHeader>
        <SearchInput
          className="max-w-none"
          label={t('finance.statements.findSearch')}
          placeholder={t('finance.statements.findSearch')}
          value={search}
          onSearch={setSearch}
        />
        <FormField id="find-difference" label={t('finance.statements.differenceAccount')}>
          <Select
            id="find-difference"
            value={differenceAccountId}
            onChange={(event) => setDifferenceAccountId(event.target.value)}
          >
            <AccountOptions accounts={accounts} except={bankAccountId} />
          </Select>
        </FormField>
        <section aria-live="polite" aria-label={t('finance.statements.findResults')} className="text-sm">
          {search.trim().length < 2 ? (
            <p className="text-slate-600">{t('finance.statements.findHint')}</p>
          ) : found.data?.length === 0 ? (
            <p className="text-slate-600">{t('finance.statements.findNone')}</p>
          ) : (
            <ul className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto">
              {found.data?.map((item) => (
                <li
                  key={`${item.kind}:${item.targetId}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span className="min-w-0">
                    <span className="block font-medium" dir="auto">
                      {item.name ?? t(`finance.statements.kinds.${item.kind}`)}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t(`finance.statements.kinds.${item.kind}`)} · {formatDate(item.sentOn)}
                      {item.reference && (
                        <>
                          {' · '}
                          <bdi dir="ltr" className="font-mono">
                            {item.reference}
                          </bdi>
                        </>
                      )}
                    </span>
                    {differs(item) && item.amount && line && (
                      <span className="block text-xs text-amber-800">
                        {t('finance.statements.differs', {
                          owed: formatMoney(item.amount),
                          difference: formatMoney(fromCents(toSignedCents(line.amount) - toSignedCents(item.amount))),
                        })}
                      </span>
                    )}
                  </span>
                  <span className="flex items-center gap-2">
                    {item.amount && <bdi className="whitespace-nowrap">{formatMoney(item.amount)}</bdi>}
                    <Button
                      size="sm"
                      disabled={match.isPending || (differs(item) && !differenceAccountId)}
                      aria-label={t('finance.statements.matchItem', { name: item.name ?? item.kind })}
                      onClick={() => choose(item)}
                    >
                      {t('finance.statements.confirm')}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
